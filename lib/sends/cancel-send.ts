import 'server-only';
import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders, sends } from '@/lib/db/schema';
import { CANCELLABLE_STATUSES } from '@/lib/orders/order-machine';
import { recordOrderEvents } from '@/lib/orders/order-events';
import { refundOrder } from '@/lib/orders/refund-order';
import { isUuid } from '@/lib/validation/uuid';

export type CancelSendOutcome = {
  /** Orders this call cancelled. */
  cancelled: number;
  /** Orders left as they were: with the provider or mailed, failed, or charged or submitted right now. */
  notCancellable: number;
  /** What the cancelled orders had paid, back on the balance. */
  refundedCents: number;
};

/** The reason each refund row gives, as a single order's Cancel says it. */
const CANCEL_REASON = 'Order cancelled';

/**
 * "Cancel the N scheduled cards": every order of the user's send that the order's own Cancel
 * would cancel (lib/orders/cancel-order.ts: scheduled, or not yet handed to the provider, with no
 * submission or card charge in flight) is cancelled, and refunded in full by refundOrder — one
 * refund row per order, keyed `order:{id}:refund:{charge_count}`, so a replay refunds nothing
 * twice. All in one transaction: the answer is exactly what happened. Locks: the orders, then
 * each refund's ledger rows (balance, campaign, send), the order every money change takes.
 * Null when the send is not the user's.
 */
export async function cancelSend(userId: string, sendId: string): Promise<CancelSendOutcome | null> {
  if (!isUuid(sendId)) return null;
  return getDb().transaction(async (tx) => {
    const [send] = await tx
      .select({ id: sends.id })
      .from(sends)
      .where(and(eq(sends.id, sendId), eq(sends.user_id, userId)));
    if (!send) return null;
    const cancelled = await tx
      .update(orders)
      .set({ status: 'cancelled', error_message: null, next_attempt_at: null, updated_at: new Date() })
      .where(
        and(
          eq(orders.send_id, send.id),
          eq(orders.user_id, userId),
          inArray(orders.status, [...CANCELLABLE_STATUSES]),
          isNull(orders.submitting_at),
        ),
      )
      .returning();
    await recordOrderEvents(
      tx,
      cancelled.map((order) => ({ order, kind: 'cancelled' as const })),
    );
    let refundedCents = 0;
    for (const order of cancelled) {
      refundedCents += await refundOrder(tx, order, CANCEL_REASON);
    }
    const [{ left }] = await tx
      .select({ left: count() })
      .from(orders)
      .where(and(eq(orders.send_id, send.id), ne(orders.status, 'cancelled')));
    return { cancelled: cancelled.length, notCancellable: left, refundedCents };
  });
}
