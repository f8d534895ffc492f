import 'server-only';
import { eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { profiles } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { getPayments } from '@/lib/providers/payments';
import type { PaymentMethod } from '@/lib/providers/payments/port';

/** The saved cards of the user's own payment customer, the default one flagged and listed first. */
export async function listPaymentMethods(userId: string): Promise<PaymentMethod[]> {
  const [profile] = await withUserScope(userId, (tx) =>
    tx.select({ customerId: profiles.stripe_customer_id }).from(profiles).where(eq(profiles.id, userId)),
  );
  if (!profile?.customerId) throw new UserFacingError('No Stripe customer ID found');
  const methods = await getPayments().listPaymentMethods(profile.customerId);
  return methods.toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault));
}
