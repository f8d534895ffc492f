import 'server-only';
import { eq } from 'drizzle-orm';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { profiles } from '@/lib/db/schema';
import { withUserScope } from '@/lib/db/scoped';
import { logError } from '@/lib/errors';
import { getPayments } from '@/lib/providers/payments';
import { addFundsCents, cardChargeCents } from './card-charge-amount';

/** How an amount would be paid, as Confirm Order and the Orders page say it. */
export type PaymentOutlook = {
  balanceCents: number;
  /** What the balance lacks for the amount; 0 when it covers it. */
  shortfallCents: number;
  /** The saved default card that pays a shortfall; null without one (or when the provider could not say). */
  card: { brand: string; last4: string } | null;
  /** What that card would be charged: the larger of the shortfall and the auto-recharge amount. */
  cardChargeCents: number;
  /** What 'Add funds' asks at least: the shortfall, no less than the add-funds minimum. */
  addFundsCents: number;
};

/**
 * How `amountCents` would be paid by the user: from the balance, and for what it lacks, by the
 * default card or by adding funds. The card is asked of the payment provider only when there is
 * a shortfall; a provider that cannot answer is logged and read as "no card", so the page still
 * offers 'Add funds' rather than failing. The provider is asked outside any transaction.
 */
export async function paymentOutlook(userId: string, amountCents: number): Promise<PaymentOutlook> {
  const { profile, balanceCents } = await withUserScope(userId, async (tx) => {
    const [profile] = await tx
      .select({ customerId: profiles.stripe_customer_id, topOff: profiles.top_off_amount })
      .from(profiles)
      .where(eq(profiles.id, userId));
    return { profile, balanceCents: await getBalanceCents(tx, userId) };
  });
  const shortfallCents = Math.max(0, amountCents - balanceCents);
  let card: PaymentOutlook['card'] = null;
  if (shortfallCents > 0 && profile?.customerId) {
    try {
      const method = (await getPayments().listPaymentMethods(profile.customerId)).find((m) => m.isDefault);
      if (method) card = { brand: method.brand, last4: method.last4 };
    } catch (error) {
      logError('Reading the default card', error);
    }
  }
  return {
    balanceCents,
    shortfallCents,
    card,
    cardChargeCents: cardChargeCents(shortfallCents, profile?.topOff ?? null),
    addFundsCents: addFundsCents(shortfallCents),
  };
}
