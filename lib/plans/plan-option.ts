import type { PostcardSize } from '@/lib/db/postcard-sizes';

/**
 * A plan as the plan dialog offers it (listPlanOptions, lib/plans/plan-options.ts): its monthly
 * price and each card size's price on it. Client-safe.
 */
export type PlanOption = {
  name: string;
  monthlyPriceCents: number;
  /** Each card size's price on this plan, from the price table (plan_pricing). */
  cardPrices?: Partial<Record<PostcardSize, number>>;
};
