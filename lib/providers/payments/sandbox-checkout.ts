import { and, eq } from 'drizzle-orm';
import { creditCardCharge } from '@/lib/billing/credit-card-charge';
import { getDb } from '@/lib/db/client';
import { sandboxCheckoutSessions } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';

/** Stripe's test card numbers: the sandbox behaves as Stripe's test mode does for them. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  incorrect: 'Your card number is incorrect.',
  notTestCard: 'Use a test card in sandbox mode, such as 4242 4242 4242 4242.',
  notFound: 'This checkout session does not exist or has already been paid.',
} as const;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

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
 * Pays a sandbox checkout session with a test card. On success the session completes and the
 * balance is credited in the same transaction, keyed by the session id, exactly once.
 * Returns the page to go back to.
 */
export async function payCheckout(userId: string, sessionId: string, cardNumber: string): Promise<string> {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !passesLuhn(digits)) throw new UserFacingError(CARD_MESSAGES.incorrect);
  if (digits === SANDBOX_CARDS.declined) throw new UserFacingError(CARD_MESSAGES.declined);
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
    if (!session) throw new UserFacingError(CARD_MESSAGES.notFound);
    await creditCardCharge(
      {
        userId,
        amountCents: session.amount,
        idempotencyKey: `checkout:${session.id}`,
        metadata: { description: 'Funds added', card_last4: session.card_last4 },
      },
      tx,
    );
    return session.success_path;
  });
}
