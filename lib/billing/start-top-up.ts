import 'server-only';
import { eq } from 'drizzle-orm';
import { appUrlFor, DEFAULT_AFTER_LOGIN } from '@/lib/auth/safe-next-path';
import { withUserScope } from '@/lib/db/scoped';
import { profiles } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { getPayments } from '@/lib/providers/payments';

/**
 * Starts adding funds: the provider's checkout for `amountCents`, coming back to `returnPath`
 * (with `?funds=added`, or `successParams`, once paid). Returns the checkout's id and the page to
 * send the browser to.
 */
export async function startTopUp(
  userId: string,
  amountCents: number,
  returnPath?: string,
  successParams: Record<string, string> = { funds: 'added' },
): Promise<{ id: string; url: string }> {
  const [profile] = await withUserScope(userId, (tx) =>
    tx.select({ customerId: profiles.stripe_customer_id }).from(profiles).where(eq(profiles.id, userId)),
  );
  if (!profile?.customerId) throw new UserFacingError('No Stripe customer ID found');
  // APP_URL plus a checked path: the checkout can only ever send the browser back to us.
  const back = appUrlFor(returnPath, DEFAULT_AFTER_LOGIN);
  const success = new URL(back);
  for (const [name, value] of Object.entries(successParams)) success.searchParams.set(name, value);
  return getPayments().createTopUpCheckout({
    customerId: profile.customerId,
    userId,
    amountCents,
    successUrl: success.toString(),
    cancelUrl: back.toString(),
  });
}
