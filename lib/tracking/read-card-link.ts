import 'server-only';
import { and, eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { trackingUrlCounts, trackingUrls } from '@/lib/db/schema';

export type CardLink = {
  id: string;
  /** The first counted scan of the card's QR code; null: not scanned yet. */
  firstScanAt: Date | null;
  scans: number;
};

/**
 * The QR link printed on one of the user's cards (every card of a campaign with a response URL has
 * its own, decision 023) with its counters (tracking_url_counts, decision 039), by the link's
 * unique order key; null when the card carries none (no response URL) or is not the user's.
 */
export async function readCardLink(userId: string, orderId: string): Promise<CardLink | null> {
  return withUserScope(userId, async (tx) => {
    const [link] = await tx
      .select({
        id: trackingUrls.id,
        firstScanAt: trackingUrlCounts.first_accessed,
        scans: trackingUrlCounts.access_count,
      })
      .from(trackingUrls)
      .innerJoin(trackingUrlCounts, eq(trackingUrlCounts.tracking_url_id, trackingUrls.id))
      .where(and(eq(trackingUrls.order_id, orderId), eq(trackingUrls.user_id, userId)));
    return link ?? null;
  });
}
