import 'server-only';
import { eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { accountTotals } from '@/lib/db/schema';

export type TrackingLinkCounts = { own: number; postcards: number };

/** How many tracking URLs the user made and how many postcard links their campaigns mailed (kept totals). */
export async function countTrackingLinks(userId: string): Promise<TrackingLinkCounts> {
  return withUserScope(userId, async (tx) => {
    const [kept] = await tx
      .select({ all: accountTotals.tracking_urls, postcards: accountTotals.postcard_links })
      .from(accountTotals)
      .where(eq(accountTotals.user_id, userId));
    return kept ? { own: kept.all - kept.postcards, postcards: kept.postcards } : { own: 0, postcards: 0 };
  });
}
