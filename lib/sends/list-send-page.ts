import 'server-only';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { readKeysetPage, type PageRequest } from '@/lib/db/keyset-page';
import { withUserScope } from '@/lib/db/scoped';
import { orders, sends } from '@/lib/db/schema';
import { orderRowsByIds, type OrderListRow } from '@/lib/orders/list-orders';
import { ACTIVE_STATUSES, type OrderFilter } from '@/lib/orders/order-status';
import { cardState, emptyStateCounts, type CardStateCounts } from './card-states';
import { selectSends, type SendRow } from './send-row';

export type SendsPageRequest = PageRequest & { filter: OrderFilter; size: number };

/** A send on the Orders page: the send, its cards by state, and for a one-card send its card's row. */
export type SendListRow = Omit<SendRow, 'counts'> & { states: CardStateCounts; order: OrderListRow | null };

const ACTIVE_IN = sql.raw(`o.status in (${ACTIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * The spec's filter on sends (decision 045): a send is active while any of its cards is in the
 * active group, completed once none is. Written as EXISTS with the user and the statuses as
 * literals, so the planner has two index paths and picks by the account's numbers: the user's
 * few active cards through the partial orders_user_active_idx, hashed (the usual case: most cards
 * of an account are mailed), or one probe of orders_send_status_idx per send walked through
 * sends_user_created_idx (an account whose cards mostly wait). Nothing is kept on the send: a
 * kept flag would be written at every status change (decision 043).
 */
function filterSql(userId: string, filter: OrderFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  const probe = sql`select 1 from orders_table o where o.send_id = ${sends.id} and o.user_id = ${userId} and ${ACTIVE_IN}`;
  return filter === 'active' ? sql`exists (${probe})` : sql`not exists (${probe})`;
}

/**
 * Each send's cards by state in plain words (card-states.ts), counted through
 * orders_send_status_idx for these sends only (decision 043): never the account's cards.
 */
export async function sendStateCounts(db: Queryable, sendIds: string[]): Promise<Map<string, CardStateCounts>> {
  const counts = new Map(sendIds.map((id) => [id, emptyStateCounts()]));
  if (!sendIds.length) return counts;
  const rows = await db
    .select({
      sendId: orders.send_id,
      status: orders.status,
      word: orders.provider_status,
      count: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(inArray(orders.send_id, sendIds))
    .groupBy(orders.send_id, orders.status, orders.provider_status);
  for (const row of rows) counts.get(row.sendId)![cardState(row.status, row.word)] += row.count;
  return counts;
}

/**
 * One page of the user's sends for the Orders page, newest first, by the spec's filter: the page's
 * ids from sends_user_created_idx by cursor (lib/db/keyset-page.ts, page numbers as the orders
 * list had them), then the sends, their counts and the one-card sends' card rows — reads of the
 * page's sends only.
 */
export async function listSendPage(userId: string, request: SendsPageRequest) {
  return withUserScope(userId, async (tx) => {
    const list = {
      table: sends,
      id: sends.id,
      userColumn: sends.user_id,
      sort: sends.created_at,
      descending: true,
      where: and(eq(sends.user_id, userId), filterSql(userId, request.filter)),
      size: request.size,
    };
    const { ids, ...page } = await readKeysetPage<string>(tx, userId, list, request);
    if (!ids.length) return { rows: [] as SendListRow[], ...page };
    const sent = await selectSends(tx).where(inArray(sends.id, ids)).orderBy(desc(sends.created_at), desc(sends.id));
    const singleIds = sent.filter((row) => row.send.order_count === 1).map((row) => row.send.id);
    const [states, singles] = await Promise.all([
      sendStateCounts(tx, ids),
      singleIds.length
        ? tx.select({ id: orders.id, sendId: orders.send_id }).from(orders).where(inArray(orders.send_id, singleIds))
        : Promise.resolve([]),
    ]);
    const cardRows = new Map(
      (
        await orderRowsByIds(
          tx,
          singles.map((s) => s.id),
        )
      ).map((row) => [row.id, row]),
    );
    const cardOfSend = new Map(singles.map((s) => [s.sendId, cardRows.get(s.id) ?? null]));
    const rows: SendListRow[] = sent.map(({ send, campaignName }) => ({
      ...send,
      campaignName,
      states: states.get(send.id)!,
      order: cardOfSend.get(send.id) ?? null,
    }));
    return { rows, ...page };
  });
}
