import 'server-only';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { currentTime } from '@/lib/time/clock';
import { utcDay } from './send-date';

/** Scheduled orders one transaction releases at most. */
export const RELEASE_BATCH = 100;

/**
 * The release step (decision 037): scheduled orders whose send date has come (the UTC day of
 * currentTime() is that day or later) go on to `ready`, where the submission step hands them to
 * the provider. Claimed FOR UPDATE SKIP LOCKED, so workers side by side never take the same
 * order and a cancel waits for the row; the status change is the whole step, so a worker that
 * dies mid-way loses nothing (the transaction rolls back and the next tick takes them again).
 * Their money was set aside when they were charged. Returns how many it released.
 */
export async function releaseScheduledOrders(limit = RELEASE_BATCH): Promise<number> {
  const today = utcDay(await currentTime());
  return getDb().transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'scheduled'), lte(orders.send_date, today)))
      .orderBy(asc(orders.send_date), asc(orders.created_at))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!due.length) return 0;
    await tx
      .update(orders)
      .set({ status: 'ready', next_attempt_at: null, updated_at: new Date() })
      .where(
        and(
          inArray(
            orders.id,
            due.map((o) => o.id),
          ),
          eq(orders.status, 'scheduled'),
        ),
      );
    return due.length;
  });
}
