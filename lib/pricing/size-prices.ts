import 'server-only';
import { eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { POSTCARD_SIZES, type PostcardSize } from '@/lib/db/postcard-sizes';
import { profiles } from '@/lib/db/schema';
import { postcardCostCents } from './price-send';

/** What one postcard of each size costs this user, on their plan (the size choice shows it). */
export async function sizePrices(userId: string): Promise<Record<PostcardSize, number>> {
  return withUserScope(userId, async (tx) => {
    const [profile] = await tx
      .select({ planId: profiles.current_plan_id })
      .from(profiles)
      .where(eq(profiles.id, userId));
    const prices = {} as Record<PostcardSize, number>;
    for (const size of POSTCARD_SIZES) prices[size] = await postcardCostCents(tx, profile?.planId ?? null, size);
    return prices;
  });
}
