import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';

/**
 * Orders stopped at payment_required go back to the charge step: called whenever the user's
 * means to pay change (money credited, a card saved, auto-recharge switched on). Those that
 * still cannot be paid simply stop there again.
 */
export async function resumeWaitingOrders(userId: string, db: Queryable = getDb()): Promise<number> {
  const resumed = await db
    .update(orders)
    .set({ status: 'pending', error_message: null, next_attempt_at: null, updated_at: new Date() })
    .where(and(eq(orders.user_id, userId), eq(orders.status, 'payment_required')))
    .returning({ id: orders.id });
  return resumed.length;
}
