import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { lookupPricing, planPricing, pricingPlans, type PostcardSize } from '@/lib/db/schema';
import { listPricingChanges } from './list-pricing-changes';
import { planLocks } from './update-plan';

export type EditablePlan = {
  id: string;
  name: string;
  description: string;
  monthlyCents: number;
  isActive: boolean;
  stripeProductId: string | null;
  stripePriceId: string | null;
  costs: Partial<Record<PostcardSize, number>>;
  /** Changes the server refuses for this plan, so the form can say so before the admin tries. */
  locks: ReturnType<typeof planLocks>;
};

/** Everything /pricing shows: plans with their costs, the lookup price, the latest changes. */
export async function loadPricingEditor() {
  const db = getDb();
  const [plans, costs, [lookup], recentChanges] = await Promise.all([
    db.select().from(pricingPlans).orderBy(asc(pricingPlans.monthly_price), asc(pricingPlans.name)),
    db.select().from(planPricing),
    db.select({ cost: lookupPricing.cost }).from(lookupPricing),
    listPricingChanges(),
  ]);
  return {
    plans: plans.map((plan): EditablePlan => ({
      id: plan.id,
      name: plan.name,
      description: plan.description,
      monthlyCents: plan.monthly_price,
      isActive: plan.is_active,
      stripeProductId: plan.stripe_product_id,
      stripePriceId: plan.stripe_price_id,
      costs: Object.fromEntries(costs.filter((c) => c.plan_id === plan.id).map((c) => [c.size, c.cost])),
      locks: planLocks(plan.name),
    })),
    lookupCents: lookup?.cost ?? null,
    recentChanges,
  };
}
