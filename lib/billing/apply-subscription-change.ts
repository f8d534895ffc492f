import { eq, or } from 'drizzle-orm';
import { subscriptionSnapshot } from '@/lib/billing/subscription-snapshot';
import { getDb } from '@/lib/db/client';
import { pricingPlans, profiles } from '@/lib/db/schema';
import type { PaymentSubscription } from '@/lib/providers/payments';

/**
 * Keeps the profile in step with the customer's subscription: status, plan, product id and a
 * snapshot. The Stripe webhook and the sandbox portal both end here, below any signature check.
 * Returns false when no profile has this customer.
 */
export async function applySubscriptionChange(subscription: PaymentSubscription): Promise<boolean> {
  const db = getDb();
  const conditions = [];
  if (subscription.priceId) conditions.push(eq(pricingPlans.stripe_price_id, subscription.priceId));
  if (subscription.productId) conditions.push(eq(pricingPlans.stripe_product_id, subscription.productId));
  const [plan] = conditions.length
    ? await db.select({ id: pricingPlans.id }).from(pricingPlans).where(or(...conditions))
    : [];
  const updated = await db
    .update(profiles)
    .set({
      subscription_status: subscription.status,
      current_plan_id: plan?.id ?? null,
      subscription_product_id: subscription.productId,
      current_subscription: subscriptionSnapshot(subscription),
      updated_at: new Date(),
    })
    .where(eq(profiles.stripe_customer_id, subscription.customerId))
    .returning({ id: profiles.id });
  return updated.length > 0;
}
