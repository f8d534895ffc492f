import 'server-only';
import { and, asc, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** Orders whose next step is due: never scheduled, or scheduled for now or earlier. */
export const isDue = (now: Date) => or(isNull(orders.next_attempt_at), lte(orders.next_attempt_at, now));

/**
 * Locks the oldest `limit` orders matching `condition` that no other worker holds (FOR UPDATE
 * SKIP LOCKED), so any number of workers can run side by side and never take the same order.
 */
export async function claimOrders(tx: Tx, condition: SQL | undefined, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(condition))
    .orderBy(asc(orders.created_at))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The oldest such order, or undefined. */
export async function claimOrder(tx: Tx, condition: SQL | undefined): Promise<OrderRow | undefined> {
  const [order] = await claimOrders(tx, condition, 1);
  return order;
}
