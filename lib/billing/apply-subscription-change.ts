import 'server-only';
import { eq, or } from 'drizzle-orm';
import { subscriptionSnapshot } from '@/lib/billing/subscription-snapshot';
import type { Queryable } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { pricingPlans, profiles } from '@/lib/db/schema';
import type { PaymentSubscription } from '@/lib/providers/payments';

/** Statuses after which the customer has no plan: Stripe will not bill or revive them. */
export const ENDED_SUBSCRIPTION_STATUSES: readonly string[] = ['canceled', 'incomplete_expired', 'unpaid'];

/** Statuses in which a subscription other than the current one may take its place. */
const GOOD_STANDING_STATUSES: readonly string[] = ['active', 'trialing'];

export const isEndedSubscription = (status: string | null | undefined) =>
  !!status && ENDED_SUBSCRIPTION_STATUSES.includes(status);

export type SubscriptionChangeOutcome =
  /** The profile now shows this subscription. */
  | 'applied'
  /** Another subscription is the profile's current one and this one may not replace it. */
  | 'kept_current'
  /** No profile has this customer. */
  | 'unknown_customer';

/**
 * Keeps the profile in step with the customer's subscription: status, plan, product id and a
 * snapshot. The Stripe webhook and the sandbox portal both end here, below any signature check.
 *
 * - An ended subscription (canceled, incomplete_expired, unpaid) leaves the user with no plan:
 *   'Upgrade to Pro' shows again and postcards cost the standard price.
 * - Events arrive out of order and a customer may have had several subscriptions: one that is
 *   not the current one never replaces it once ended, and otherwise only when it is in good
 *   standing or the current one has ended: a late "old subscription canceled" never undoes a
 *   newer plan, and an unpaid new subscription never grants its plan.
 */
export async function applySubscriptionChange(
  subscription: PaymentSubscription,
  db: Queryable = getDb(),
): Promise<SubscriptionChangeOutcome> {
  // The row lock orders concurrent deliveries for one customer.
  const [profile] = await db
    .select({ id: profiles.id, current: profiles.current_subscription, status: profiles.subscription_status })
    .from(profiles)
    .where(eq(profiles.stripe_customer_id, subscription.customerId))
    .for('update');
  if (!profile) return 'unknown_customer';

  const current = profile.current;
  const ended = isEndedSubscription(subscription.status);
  const isCurrent = !current || current.id === subscription.id;
  const mayReplace =
    !ended &&
    (GOOD_STANDING_STATUSES.includes(subscription.status) || isEndedSubscription(current?.status ?? profile.status));
  if (!isCurrent && !mayReplace) return 'kept_current';

  const planId = ended ? null : await planIdOf(db, subscription);
  await db
    .update(profiles)
    .set({
      subscription_status: subscription.status,
      current_plan_id: planId,
      subscription_product_id: ended ? null : subscription.productId,
      current_subscription: subscriptionSnapshot(subscription),
      updated_at: new Date(),
    })
    .where(eq(profiles.id, profile.id));
  return 'applied';
}

async function planIdOf(db: Queryable, subscription: PaymentSubscription): Promise<string | null> {
  const conditions = [];
  if (subscription.priceId) conditions.push(eq(pricingPlans.stripe_price_id, subscription.priceId));
  if (subscription.productId) conditions.push(eq(pricingPlans.stripe_product_id, subscription.productId));
  if (!conditions.length) return null;
  const [plan] = await db
    .select({ id: pricingPlans.id })
    .from(pricingPlans)
    .where(or(...conditions));
  return plan?.id ?? null;
}
