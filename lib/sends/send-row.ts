import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { campaigns, ORDER_STATUSES, orders, sends, type OrderStatus } from '@/lib/db/schema';

/** A send as its pages and the API read it: the kept row, its campaign's name, its orders by status. */
export type SendRow = typeof sends.$inferSelect & {
  campaignName: string;
  counts: Record<OrderStatus, number>;
};

/** The columns of a send and its campaign's name; the counts come from sendStatusCounts. */
export const sendColumns = { send: sends, campaignName: campaigns.name };

/** The sends table joined to the campaign each belongs to. */
export function selectSends(db: Queryable) {
  return db.select(sendColumns).from(sends).innerJoin(campaigns, eq(campaigns.id, sends.campaign_id));
}

/**
 * Each send's orders by status, counted through orders_send_status_idx: the cards of these sends
 * only, never the account's (decision 043: a send holds at most a few thousand cards, and a page
 * shows a few dozen sends). Every status is named, 0 when none.
 */
export async function sendStatusCounts(
  db: Queryable,
  sendIds: string[],
): Promise<Map<string, Record<OrderStatus, number>>> {
  const counts = new Map(
    sendIds.map((id) => [id, Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>]),
  );
  if (!sendIds.length) return counts;
  const rows = await db
    .select({ sendId: orders.send_id, status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(sql`${orders.send_id} in ${sendIds}`)
    .groupBy(orders.send_id, orders.status);
  for (const row of rows) counts.get(row.sendId)![row.status] = row.count;
  return counts;
}

/** Rows of selectSends with their counts, in the order given. */
export async function withCounts(
  db: Queryable,
  rows: { send: typeof sends.$inferSelect; campaignName: string }[],
): Promise<SendRow[]> {
  const counts = await sendStatusCounts(
    db,
    rows.map((row) => row.send.id),
  );
  return rows.map((row) => ({ ...row.send, campaignName: row.campaignName, counts: counts.get(row.send.id)! }));
}
