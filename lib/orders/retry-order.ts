import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import { failureRemedy } from './failure-kind';
import { RETRYABLE_STATUSES } from './order-machine';
import { recordOrderEvent } from './order-events';

export const RETRY_FAILED_MESSAGE = 'Failed to retry order';

/**
 * The user's retry (spec section 4), only where retrying can help (failure-kind.ts): from failed or payment_failed back to pending, with the
 * error cleared, attempts 0 and both attempt times cleared. The pipeline charges it again
 * (a failed order was refunded) and, for a neighbor order, reuses the neighbors it found.
 */
export async function retryOrder(userId: string, orderId: string): Promise<void> {
  if (!isUuid(orderId)) throw new UserFacingError(RETRY_FAILED_MESSAGE);
  const retried = await getDb().transaction(async (tx) => {
    const [current] = await tx
      .select({ status: orders.status, message: orders.error_message, type: orders.campaign_type })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.user_id, userId)))
      .for('update');
    // Only where retrying can help: an address the provider refused is refused again (Fix address).
    if (!current || failureRemedy(current.status, current.message, current.type) !== 'retry') return [];
    const rows = await tx
      .update(orders)
      .set({
        status: 'pending',
        error_message: null,
        attempts: 0,
        last_attempt_at: null,
        next_attempt_at: null,
        submitting_at: null,
        recharge_key: null,
        recharge_amount: null,
        provider_order_id: null,
        provider_status: null,
        submitted_at: null,
        updated_at: new Date(),
      })
      .where(and(eq(orders.id, orderId), eq(orders.user_id, userId), inArray(orders.status, [...RETRYABLE_STATUSES])))
      .returning({ id: orders.id, user_id: orders.user_id });
    if (rows[0]) await recordOrderEvent(tx, { order: rows[0], kind: 'retried' });
    return rows;
  });
  if (!retried.length) throw new UserFacingError(RETRY_FAILED_MESSAGE);
}
