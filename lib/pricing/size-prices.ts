import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { POSTCARD_SIZES, type PostcardSize } from '@/lib/db/postcard-sizes';
import { planPricing, profiles } from '@/lib/db/schema';

/**
 * What one postcard of each size costs this user, on their plan (the size choice shows it): the
 * plan's price, or without one the highest any plan has for the size (spec 7, as
 * `postcardCostCents`). One statement, so the Templates page is not held behind four reads.
 */
export async function sizePrices(userId: string): Promise<Record<PostcardSize, number>> {
  const rows = await withUserScope(userId, (tx) =>
    tx
      .select({
        size: planPricing.size,
        cost: sql<number>`coalesce(max(${planPricing.cost}) filter (where ${planPricing.plan_id} = ${profiles.current_plan_id}), max(${planPricing.cost}))`.mapWith(
          planPricing.cost,
        ),
      })
      .from(planPricing)
      .leftJoin(profiles, eq(profiles.id, userId))
      .groupBy(planPricing.size),
  );
  const prices = {} as Record<PostcardSize, number>;
  for (const size of POSTCARD_SIZES) {
    const row = rows.find((r) => r.size === size);
    if (!row) throw new Error(`No price for size ${size}`);
    prices[size] = row.cost;
  }
  return prices;
}
