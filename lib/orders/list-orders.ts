import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { readKeysetPage, type PageRequest } from '@/lib/db/keyset-page';
import { withUserScope } from '@/lib/db/scoped';
import { campaigns, orders, recipients } from '@/lib/db/schema';
import { latestEventsOf, moneyOf } from './order-journey';
import { statusesFor, type OrderFilter } from './order-status';
import { statusInSql } from './status-in-sql';

export type OrdersPageRequest = PageRequest & { filter: OrderFilter; size: number };

/**
 * The rows of these orders as the Orders page and a send's page show them (spec section 7):
 * campaign, recipient, status, cost, error, each with its latest event and its money (charged,
 * refunded). Newest first (the order of orders_send_idx and the Orders page alike break ties by id).
 * Three reads by primary key, however many orders the account holds.
 */
export async function orderRowsByIds(tx: Tx, ids: string[], order: 'newest' | 'id' = 'newest') {
  if (!ids.length) return [];
  const rows = await tx
    .select({
      id: orders.id,
      status: orders.status,
      // The day a scheduled send goes to print (decision 037), else null.
      sendDate: orders.send_date,
      cost: orders.cost,
      errorMessage: orders.error_message,
      providerStatus: orders.provider_status,
      submitting: sql<boolean>`${orders.submitting_at} is not null`,
      neighborsFound: orders.neighbors_found,
      neighborsSkipped: orders.neighbors_skipped,
      createdAt: orders.created_at,
      campaignName: campaigns.name,
      // What the order bought, not what its campaign says now.
      campaignType: orders.campaign_type,
      neighborCount: orders.neighbor_count,
      recipientName: recipients.name,
      recipientAddress: recipients.address,
      // Apartment, suite or unit; null when none (issue 35).
      recipientAddress2: recipients.address_2,
    })
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaign_id))
    .innerJoin(recipients, eq(recipients.id, orders.recipient_id))
    .where(inArray(orders.id, ids))
    .orderBy(...(order === 'newest' ? [desc(orders.created_at), desc(orders.id)] : [orders.id]));
  // Each row's latest event and what it was charged and given back: two reads for the page.
  const [latest, money] = await Promise.all([latestEventsOf(tx, ids), moneyOf(tx, ids)]);
  return rows.map((row) => ({
    ...row,
    latestEvent: latest.get(row.id) ?? null,
    money: money.get(row.id) ?? { chargedCents: 0, refundedCents: 0 },
  }));
}

export type OrderListRow = Awaited<ReturnType<typeof orderRowsByIds>>[number];

/**
 * One page of the user's orders, newest first, with campaign and recipient (spec section 7), each
 * with its latest event and its money (charged, refunded).
 * The page's ids come from (user_id, created_at, id) — the whole index, or the partial one of
 * the filter group, so a page of the few active orders among many completed ones reads only
 * those — by cursor (lib/db/keyset-page.ts); then campaign and recipient are joined for them.
 */
export async function listOrders(userId: string, request: OrdersPageRequest) {
  const statuses = statusesFor(request.filter);
  const where = and(eq(orders.user_id, userId), statuses ? statusInSql(statuses) : undefined);
  return withUserScope(userId, async (tx) => {
    const list = {
      table: orders,
      id: orders.id,
      userColumn: orders.user_id,
      sort: orders.created_at,
      descending: true,
      where,
      size: request.size,
    };
    const { ids, ...page } = await readKeysetPage<string>(tx, userId, list, request);
    return { rows: await orderRowsByIds(tx, ids), ...page };
  });
}
