import 'server-only';
import { inArray } from 'drizzle-orm';
import type { PlanOption } from './plan-option';
import { getDb } from '@/lib/db/client';
import { planPricing } from '@/lib/db/schema';
import { listActivePlans } from './find-plans';

/**
 * The active plans as the plan dialog shows them: the monthly price and each card size's price
 * from the price table (plan_pricing), cheapest plan first.
 */
export async function listPlanOptions(): Promise<PlanOption[]> {
  const plans = await listActivePlans();
  const prices = plans.length
    ? await getDb()
        .select({ planId: planPricing.plan_id, size: planPricing.size, cost: planPricing.cost })
        .from(planPricing)
        .where(
          inArray(
            planPricing.plan_id,
            plans.map((p) => p.id),
          ),
        )
    : [];
  return plans.map((plan) => ({
    name: plan.name,
    monthlyPriceCents: plan.monthly_price,
    cardPrices: Object.fromEntries(prices.filter((p) => p.planId === plan.id).map((p) => [p.size, p.cost])),
  }));
}
