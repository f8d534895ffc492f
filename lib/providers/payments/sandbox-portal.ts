import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { applySubscriptionChange } from '@/lib/billing/apply-subscription-change';
import { getDb } from '@/lib/db/client';
import { pricingPlans, profiles, sandboxSubscriptions } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { sandboxPrice, toSubscription } from './sandbox';

async function customerOf(userId: string): Promise<string> {
  const [profile] = await getDb()
    .select({ customerId: profiles.stripe_customer_id })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile?.customerId) throw new UserFacingError('No Stripe customer ID found');
  return profile.customerId;
}

/** What the sandbox portal shows the signed-in customer: their plan and the plans on offer. */
export async function getSandboxPortal(userId: string) {
  const customerId = await customerOf(userId);
  const db = getDb();
  const [subscription] = await db
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.customer_id, customerId))
    .orderBy(desc(sandboxSubscriptions.created_at))
    .limit(1);
  const plans = await db
    .select({
      name: pricingPlans.name,
      priceId: pricingPlans.stripe_price_id,
      monthlyCents: pricingPlans.monthly_price,
    })
    .from(pricingPlans)
    .where(and(eq(pricingPlans.is_active, true), isNotNull(pricingPlans.stripe_price_id)))
    .orderBy(pricingPlans.monthly_price);
  const current = plans.find((p) => p.priceId === subscription?.price_id);
  return {
    currentPlan: current?.name ?? null,
    status: subscription?.status ?? null,
    plans: plans.map((p) => ({ ...p, priceId: p.priceId! })),
  };
}

/**
 * Switches the customer's sandbox subscription to another price and applies the change to the
 * profile through the same code the Stripe webhook uses.
 */
export async function changeSandboxPlan(userId: string, priceId: string): Promise<void> {
  const customerId = await customerOf(userId);
  const price = await sandboxPrice(priceId).catch(() => {
    throw new UserFacingError('Plan not found');
  });
  const db = getDb();
  const [existing] = await db
    .select({ id: sandboxSubscriptions.id })
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.customer_id, customerId))
    .orderBy(desc(sandboxSubscriptions.created_at))
    .limit(1);
  if (!existing) throw new UserFacingError('No active plan found');
  const [row] = await db
    .update(sandboxSubscriptions)
    .set({ price_id: priceId, product_id: price.productId, status: 'active', updated_at: new Date() })
    .where(eq(sandboxSubscriptions.id, existing.id))
    .returning();
  await applySubscriptionChange(toSubscription(row));
}
