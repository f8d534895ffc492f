import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import { CANCELLABLE_STATUSES } from './order-machine';
import { recordOrderEvent } from './order-events';
import { refundOrder } from './refund-order';

export const CANCEL_FAILED_MESSAGE = 'This order can no longer be cancelled: it is already on its way to the printer.';

/**
 * The user's cancel, possible until the order is handed to the provider (not while a
 * submission attempt or a card charge is in flight). A charged order gets its money back: the
 * cents refunded are returned, so the confirmation can say so.
 */
export async function cancelOrder(userId: string, orderId: string): Promise<number> {
  if (!isUuid(orderId)) throw new UserFacingError(CANCEL_FAILED_MESSAGE);
  return getDb().transaction(async (tx) => {
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'cancelled', error_message: null, next_attempt_at: null, updated_at: new Date() })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.user_id, userId),
          inArray(orders.status, [...CANCELLABLE_STATUSES]),
          isNull(orders.submitting_at),
        ),
      )
      .returning();
    if (!cancelled) throw new UserFacingError(CANCEL_FAILED_MESSAGE);
    await recordOrderEvent(tx, { order: cancelled, kind: 'cancelled' });
    return refundOrder(tx, cancelled, 'Order cancelled');
  });
}
