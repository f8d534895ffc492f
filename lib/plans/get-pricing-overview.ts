import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { lookupPricing, planPricing, pricingPlans, type PostcardSize } from '@/lib/db/schema';

/** Every plan with its per-size costs, and the lookup price: what the admin edits. */
export async function getPricingOverview() {
  const db = getDb();
  const [plans, costs, [lookup]] = await Promise.all([
    db.select().from(pricingPlans).orderBy(asc(pricingPlans.monthly_price)),
    db.select().from(planPricing),
    db.select({ cost: lookupPricing.cost }).from(lookupPricing),
  ]);
  return {
    plans: plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      description: plan.description,
      monthlyCents: plan.monthly_price,
      isActive: plan.is_active,
      costs: Object.fromEntries(
        costs.filter((c) => c.plan_id === plan.id).map((c) => [c.size, c.cost]),
      ) as Partial<Record<PostcardSize, number>>,
    })),
    lookupCents: lookup?.cost ?? null,
  };
}
