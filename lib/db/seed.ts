import 'server-only';
import { sql } from 'drizzle-orm';
import { HANDWRITING_STYLES } from '@/lib/handwriting/styles';
import { percentOfCents } from '@/lib/money/cents';
import type { Db } from './client';
import { handwritingStyles, lookupPricing, planPricing, pricingPlans, type PostcardSize } from './schema';

/** Free plan cost per postcard in cents: print, handwriting and First-Class postage. */
export const FREE_COST_CENTS: Record<PostcardSize, number> = { '4x6': 125, '6x9': 165, '6x11': 195 };
export const PRO_DISCOUNT_PERCENT = 20;
export const LOOKUP_COST_CENTS = 5;

export const SEED_PLANS = [
  {
    name: 'Free',
    description: 'Basic postcard sending, template creation, campaign management, standard support.',
    monthly_price: 0,
    stripe_product_id: process.env.STRIPE_FREE_PRODUCT_ID || 'prod_sandbox_free',
    stripe_price_id: process.env.STRIPE_FREE_PRICE_ID || 'price_sandbox_free',
    costs: FREE_COST_CENTS,
  },
  {
    name: 'Pro',
    description: '20% off all postcards, API access and Zapier integration, advanced targeting, priority support.',
    monthly_price: 5000,
    stripe_product_id: process.env.STRIPE_PRO_PRODUCT_ID || 'prod_sandbox_pro',
    stripe_price_id: process.env.STRIPE_PRO_PRICE_ID || 'price_sandbox_pro',
    costs: Object.fromEntries(
      Object.entries(FREE_COST_CENTS).map(([size, cents]) => [size, percentOfCents(cents, 100 - PRO_DISCOUNT_PERCENT)]),
    ) as Record<PostcardSize, number>,
  },
];

/**
 * Inserts what is missing and leaves existing rows alone, so it is safe on every start and
 * never undoes what the admin changed on /pricing.
 */
export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(handwritingStyles)
      .values([...HANDWRITING_STYLES])
      .onConflictDoNothing();
    for (const { costs, ...plan } of SEED_PLANS) {
      await tx.insert(pricingPlans).values(plan).onConflictDoNothing({ target: pricingPlans.name });
      const [{ id }] = await tx
        .select({ id: pricingPlans.id })
        .from(pricingPlans)
        .where(sql`${pricingPlans.name} = ${plan.name}`);
      await tx
        .insert(planPricing)
        .values(Object.entries(costs).map(([size, cost]) => ({ plan_id: id, size: size as PostcardSize, cost })))
        .onConflictDoNothing();
    }
    await tx.insert(lookupPricing).values({ id: 1, cost: LOOKUP_COST_CENTS, updated_by: 'seed' }).onConflictDoNothing();
  });
}
