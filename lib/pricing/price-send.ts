import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { lookupPricing, planPricing, profiles, type PostcardSize } from '@/lib/db/schema';

export type PriceBreakdown = {
  /** Cost of one postcard on the user's plan, in cents. */
  postcardUnitCents: number;
  /** How many postcards: the neighbor count for neighbor campaigns, else 1. */
  postcardCount: number;
  postcardCents: number;
  lookupUnitCents: number;
  lookupCount: number;
  lookupCents: number;
  totalCents: number;
};

/** The plan's price for a size; without one, the highest price any plan has for it (spec 7). */
export async function postcardCostCents(db: Queryable, planId: string | null, size: PostcardSize): Promise<number> {
  if (planId) {
    const [row] = await db
      .select({ cost: planPricing.cost })
      .from(planPricing)
      .where(and(eq(planPricing.plan_id, planId), eq(planPricing.size, size)));
    if (row) return row.cost;
  }
  const [highest] = await db
    .select({ cost: planPricing.cost })
    .from(planPricing)
    .where(eq(planPricing.size, size))
    .orderBy(desc(planPricing.cost))
    .limit(1);
  if (!highest) throw new Error(`No price for size ${size}`);
  return highest.cost;
}

export async function lookupCostCents(db: Queryable): Promise<number> {
  const [row] = await db.select({ cost: lookupPricing.cost }).from(lookupPricing);
  return row?.cost ?? 0; // a missing row is tolerated (spec section 7)
}

/** The arithmetic of a price (spec section 9), pure: units × counts, in integer cents. */
export function computePrice(input: {
  postcardUnitCents: number;
  lookupUnitCents: number;
  type: 'single' | 'neighbor';
  neighborCount: number;
}): PriceBreakdown {
  const neighbor = input.type === 'neighbor';
  const postcardCount = neighbor ? input.neighborCount : 1;
  const lookupUnitCents = neighbor ? input.lookupUnitCents : 0;
  const lookupCount = neighbor ? input.neighborCount : 0;
  const postcardCents = input.postcardUnitCents * postcardCount;
  const lookupCents = lookupUnitCents * lookupCount;
  return {
    postcardUnitCents: input.postcardUnitCents,
    postcardCount,
    postcardCents,
    lookupUnitCents,
    lookupCount,
    lookupCents,
    totalCents: postcardCents + lookupCents,
  };
}

/**
 * The one price computation used everywhere a price is shown or charged (spec section 9):
 * postcard price on the user's plan × count, plus lookup price × neighbor count for neighbor
 * campaigns. Integer cents only; the client never sends a price.
 */
export async function priceSend(
  db: Queryable,
  input: { userId: string; size: PostcardSize; type: 'single' | 'neighbor'; neighborCount: number },
): Promise<PriceBreakdown> {
  const [profile] = await db
    .select({ planId: profiles.current_plan_id })
    .from(profiles)
    .where(eq(profiles.id, input.userId));
  return computePrice({
    postcardUnitCents: await postcardCostCents(db, profile?.planId ?? null, input.size),
    lookupUnitCents: input.type === 'neighbor' ? await lookupCostCents(db) : 0,
    type: input.type,
    neighborCount: input.neighborCount,
  });
}
