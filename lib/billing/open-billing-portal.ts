import 'server-only';
import { eq } from 'drizzle-orm';
import { appUrlFor } from '@/lib/auth/safe-next-path';
import { withUserScope } from '@/lib/db/scoped';
import { profiles } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { getPayments } from '@/lib/providers/payments';

/** A billing-portal session for the user's own customer; returns where to send the browser. */
export async function openBillingPortal(userId: string): Promise<{ url: string }> {
  const [profile] = await withUserScope(userId, (tx) =>
    tx.select({ customerId: profiles.stripe_customer_id }).from(profiles).where(eq(profiles.id, userId)),
  );
  if (!profile?.customerId) throw new UserFacingError('No Stripe customer ID found');
  return getPayments().createPortalSession({
    customerId: profile.customerId,
    returnUrl: appUrlFor('/profile', '/profile').toString(),
  });
}
