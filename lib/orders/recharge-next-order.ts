import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { creditCardCharge, paymentCreditKey } from '@/lib/billing/credit-card-charge';
import { getDb } from '@/lib/db/client';
import { orders, profiles } from '@/lib/db/schema';
import { logError } from '@/lib/errors';
import { getPayments, type OffSessionCharge } from '@/lib/providers/payments';
import { paymentRequiredMessage } from './charge-orders';
import { claimOrder } from './claim-order';

/** A card charge not finished after this long belongs to a worker that died: ask again. */
export const RECHARGE_LEASE_MS = 60_000;

export const RECHARGE_ERROR_MESSAGE =
  'Card payment failed: the payment provider could not be reached. Retry the order, or add funds.';

/** Why the card was not charged, as the Orders page shows it. */
export const declinedMessage = (reason: string) => `Card payment failed: ${reason}`;

/**
 * The card step: for one order in `processing`, charges the user's default card off-session the
 * amount fixed by the charge step (what the order lacks, at least the auto-recharge amount),
 * credits it as a card_charge and sends the order back to be charged. The charge carries the order's
 * recharge_key, so a retried call after a crash never charges the card twice.
 * Returns false when no order was waiting for a card charge.
 */
export async function rechargeNextOrder(now = new Date()): Promise<boolean> {
  const db = getDb();
  const claimed = await db.transaction(async (tx) => {
    const leaseExpired = or(
      isNull(orders.last_attempt_at),
      lt(orders.last_attempt_at, new Date(now.getTime() - RECHARGE_LEASE_MS)),
    );
    const order = await claimOrder(tx, and(eq(orders.status, 'processing'), leaseExpired));
    if (!order) return null;
    await tx.update(orders).set({ last_attempt_at: now }).where(eq(orders.id, order.id));
    const [profile] = await tx
      .select({ customerId: profiles.stripe_customer_id, topOff: profiles.top_off_amount })
      .from(profiles)
      .where(eq(profiles.id, order.user_id));
    const balance = await getBalanceCents(tx, order.user_id);
    return { order, profile, balance };
  });
  if (!claimed) return false;
  const { order, profile, balance } = claimed;
  const stillProcessing = and(eq(orders.id, order.id), eq(orders.status, 'processing'));
  const settle = (values: Partial<typeof orders.$inferInsert>) =>
    db
      .update(orders)
      .set({ recharge_key: null, recharge_amount: null, last_attempt_at: null, updated_at: new Date(), ...values })
      .where(stillProcessing);

  const amountCents = order.recharge_amount;
  if (order.cost <= balance || !profile?.customerId || !order.recharge_key || !amountCents) {
    // Money arrived meanwhile: just charge the balance again.
    await settle({ status: 'pending' });
    return true;
  }
  let result: OffSessionCharge;
  try {
    result = await getPayments().chargeOffSession({
      customerId: profile.customerId,
      amountCents,
      idempotencyKey: order.recharge_key,
      metadata: { user_id: order.user_id, order_id: order.id, kind: 'auto_recharge' },
    });
  } catch (error) {
    // Unreachable after its own retries, or refusing the request: the user decides what next
    // (a charge that did go through still reaches the balance by the provider's webhook).
    logError(`Auto-recharge for order ${order.id}`, error);
    await settle({ status: 'payment_failed', error_message: RECHARGE_ERROR_MESSAGE });
    return true;
  }

  if (result.status === 'succeeded') {
    await db.transaction(async (tx) => {
      await creditCardCharge(
        {
          userId: order.user_id,
          amountCents,
          idempotencyKey: paymentCreditKey(result.paymentId),
          // 'Auto-recharge' when the user set an amount to add each time; otherwise the card paid what was needed.
          metadata: {
            description: profile.topOff ? 'Auto-recharge' : 'Card payment',
            top_off_amount: profile.topOff ?? 0,
          },
        },
        tx,
      );
      await tx
        .update(orders)
        .set({
          status: 'pending',
          recharge_key: null,
          recharge_amount: null,
          last_attempt_at: null,
          next_attempt_at: null,
          updated_at: new Date(),
        })
        .where(stillProcessing);
    });
  } else if (result.status === 'declined') {
    await settle({ status: 'payment_failed', error_message: declinedMessage(result.message) });
  } else {
    await settle({ status: 'payment_required', error_message: paymentRequiredMessage(order.cost) });
  }
  return true;
}
