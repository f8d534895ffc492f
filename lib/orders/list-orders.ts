import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { campaigns, orders, recipients } from '@/lib/db/schema';
import { isUuid } from '@/lib/validation/uuid';
import { statusesFor, type OrderFilter } from './order-status';
import { statusInSql } from './status-in-sql';

/** How many pages the window shows after the current one at most (spec: up to 5 numbers). */
const PAGES_AHEAD = 4;

/**
 * Which page to read. Page 1 needs nothing else; the page links of a page carry a cursor — the
 * order the page starts `after` (older than it) or ends `before` (newer than it) — and how many
 * whole pages to `skip` from there, so any page in the window reads at most five pages of rows
 * from an index, however deep it is. A page number without a cursor (a typed URL) is read by
 * offset.
 */
export type OrdersPageRequest = {
  filter: OrderFilter;
  page: number;
  size: number;
  after?: string;
  before?: string;
  skip?: number;
};

function filterSql(filter: OrderFilter): SQL | undefined {
  const statuses = statusesFor(filter);
  return statuses ? statusInSql(statuses) : undefined;
}

/** Rows older or newer than the user's order `orderId`: newest first is (created_at, id) descending. */
const beyond = (direction: 'older' | 'newer', orderId: string, userId: string) =>
  sql`(${orders.created_at}, ${orders.id}) ${sql.raw(direction === 'older' ? '<' : '>')} (select o.created_at, o.id from orders_table o where o.id = ${orderId} and o.user_id = ${userId})`;

type From = { direction: 'older' | 'newer'; orderId: string; skip: number };

async function pageIds(tx: Tx, userId: string, where: SQL | undefined, size: number, from?: From, offset = 0) {
  const newer = from?.direction === 'newer';
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(where, from && beyond(from.direction, from.orderId, userId)))
    // id breaks ties: orders of one bulk send share created_at, and pages must not overlap.
    .orderBy(...(newer ? [asc(orders.created_at), asc(orders.id)] : [desc(orders.created_at), desc(orders.id)]))
    .limit(size)
    .offset(from ? from.skip * size : offset);
  const ids = rows.map((r) => r.id);
  return newer ? ids.reverse() : ids;
}

/**
 * One page of the user's orders, newest first, with campaign and recipient (spec section 7),
 * read through the indexes on (user_id, created_at, id) — whole, or partial per filter group.
 * `pageCount` is exact within the window of page numbers: the rows after this page are counted
 * up to four pages, never to the end.
 */
export async function listOrders(userId: string, request: OrdersPageRequest) {
  const { filter, size } = request;
  const where = and(eq(orders.user_id, userId), filterSql(filter));
  return withUserScope(userId, async (tx) => {
    const skip = Math.max(0, Math.floor(request.skip ?? 0));
    const cursor =
      request.after && isUuid(request.after)
        ? { direction: 'older' as const, orderId: request.after, skip }
        : request.before && isUuid(request.before)
          ? { direction: 'newer' as const, orderId: request.before, skip }
          : undefined;
    let page = cursor ? request.page : Math.max(1, request.page);
    let ids = await pageIds(tx, userId, where, size, cursor, (page - 1) * size);
    // A cursor that no longer fits (rows added above it, the order gone, nothing left): page 1.
    if (page > 1 && (ids.length === 0 || (cursor?.direction === 'newer' && ids.length < size))) {
      page = 1;
      ids = await pageIds(tx, userId, where, size);
    }
    if (!ids.length) return { rows: [], page: 1, pageCount: 1, firstId: null, lastId: null };

    const lastId = ids.at(-1)!;
    const [{ ahead }] = await tx
      .select({ ahead: count() })
      .from(
        tx
          .select({ one: sql`1`.as('one') })
          .from(orders)
          .where(and(where, beyond('older', lastId, userId)))
          .orderBy(desc(orders.created_at), desc(orders.id))
          .limit(PAGES_AHEAD * size)
          .as('ahead'),
      );
    const rows = await tx
      .select({
        id: orders.id,
        status: orders.status,
        cost: orders.cost,
        errorMessage: orders.error_message,
        providerStatus: orders.provider_status,
        submitting: sql<boolean>`${orders.submitting_at} is not null`,
        neighborsFound: orders.neighbors_found,
        neighborsSkipped: orders.neighbors_skipped,
        createdAt: orders.created_at,
        campaignName: campaigns.name,
        campaignType: campaigns.type,
        neighborCount: campaigns.neighbor_count,
        recipientName: recipients.name,
        recipientAddress: recipients.address,
      })
      .from(orders)
      .innerJoin(campaigns, eq(campaigns.id, orders.campaign_id))
      .innerJoin(recipients, eq(recipients.id, orders.recipient_id))
      .where(inArray(orders.id, ids))
      .orderBy(desc(orders.created_at), desc(orders.id));
    return { rows, page, pageCount: page + Math.ceil(ahead / size), firstId: ids[0], lastId };
  });
}
