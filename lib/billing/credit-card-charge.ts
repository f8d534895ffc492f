import 'server-only';
import type { Queryable } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { transactions, type TransactionMetadata } from '@/lib/db/schema';
import { resumeWaitingOrders } from '@/lib/orders/resume-waiting-orders';

/** Ledger key of a paid checkout (top-up): the sandbox and the Stripe webhook both use it. */
export const checkoutCreditKey = (checkoutSessionId: string) => `checkout:${checkoutSessionId}`;

/** Ledger key of a succeeded card payment (auto-recharge): the order pipeline and the webhook both use it. */
export const paymentCreditKey = (paymentId: string) => `payment:${paymentId}`;

/**
 * Credits money the provider confirmed as a completed card_charge. The idempotency key (the
 * provider's payment or checkout id) makes a replayed confirmation a no-op; returns whether
 * this call credited. A credit also sends the user's orders waiting at payment_required back
 * to be charged, in the same transaction, so they resume by themselves when the balance grows.
 */
export async function creditCardCharge(
  input: { userId: string; amountCents: number; idempotencyKey: string; metadata?: TransactionMetadata },
  db: Queryable = getDb(),
): Promise<boolean> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new Error(`A card charge credits a positive amount of cents, got ${input.amountCents}`);
  }
  // A savepoint when `db` is already a transaction: the credit and the resume stand or fall together.
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(transactions)
      .values({
        user_id: input.userId,
        status: 'completed',
        type: 'card_charge',
        amount: input.amountCents,
        idempotency_key: input.idempotencyKey,
        metadata: input.metadata ?? {},
      })
      .onConflictDoNothing({ target: transactions.idempotency_key })
      .returning({ id: transactions.id });
    if (!inserted.length) return false;
    await resumeWaitingOrders(input.userId, tx);
    return true;
  });
}
