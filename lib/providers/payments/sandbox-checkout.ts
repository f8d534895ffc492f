import 'server-only';
import { and, eq } from 'drizzle-orm';
import { applyPaymentEvent } from '@/lib/billing/apply-payment-event';
import { checkoutCreditKey } from '@/lib/billing/credit-card-charge';
import { getDb } from '@/lib/db/client';
import { sandboxCheckoutSessions } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { newSandboxId } from './sandbox';
import { assertCardNumber, CARD_MESSAGES, cardDigits, SANDBOX_CARDS } from './sandbox-test-cards';

export const CHECKOUT_NOT_FOUND = 'This checkout session does not exist or has already been paid.';

/** The signed-in user's open checkout session, or undefined. */
export async function findOpenCheckout(userId: string, sessionId: string) {
  const [session] = await getDb()
    .select()
    .from(sandboxCheckoutSessions)
    .where(
      and(
        eq(sandboxCheckoutSessions.id, sessionId),
        eq(sandboxCheckoutSessions.user_id, userId),
        eq(sandboxCheckoutSessions.status, 'open'),
      ),
    );
  return session;
}

/**
 * Pays a sandbox checkout session with a test card. On success the session completes and its
 * payment event is applied in the same transaction (the code the Stripe webhook runs): the
 * balance is credited, keyed by the session id, exactly once. Returns the page to go back to.
 */
export async function payCheckout(userId: string, sessionId: string, cardNumber: string): Promise<string> {
  const digits = cardDigits(cardNumber);
  assertCardNumber(digits);
  // 4000 0000 0000 0341 saves in the portal but declines every charge, this one included.
  if (digits === SANDBOX_CARDS.declined || digits === SANDBOX_CARDS.declinesCharges) {
    throw new UserFacingError(CARD_MESSAGES.declined);
  }
  if (digits !== SANDBOX_CARDS.success) throw new UserFacingError(CARD_MESSAGES.notTestCard);

  return getDb().transaction(async (tx) => {
    const [session] = await tx
      .update(sandboxCheckoutSessions)
      .set({ status: 'complete', completed_at: new Date(), card_last4: digits.slice(-4) })
      .where(
        and(
          eq(sandboxCheckoutSessions.id, sessionId),
          eq(sandboxCheckoutSessions.user_id, userId),
          eq(sandboxCheckoutSessions.status, 'open'),
        ),
      )
      .returning();
    if (!session) throw new UserFacingError(CHECKOUT_NOT_FOUND);
    await applyPaymentEvent(
      'sandbox',
      {
        id: newSandboxId('evt'),
        type: 'payment.succeeded',
        userId,
        amountCents: session.amount,
        idempotencyKey: checkoutCreditKey(session.id),
        description: 'Funds added',
        details: { card_last4: session.card_last4 },
        checkoutId: session.id,
      },
      tx,
    );
    return session.success_path;
  });
}
