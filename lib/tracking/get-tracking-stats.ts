import { and, count, eq, sql } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { orders, phoneNumbers, trackingUrls } from '@/lib/db/schema';

export type TrackingStats = { postcardsSent: number; qrScans: number; phoneCalls: number };

/** The three stat cards: completed orders only, scans and calls summed over the user's rows. */
export async function getTrackingStats(userId: string): Promise<TrackingStats> {
  return withUserScope(userId, async (tx) => {
    const [[sent], [scans], [calls]] = await Promise.all([
      tx.select({ n: count() }).from(orders).where(and(eq(orders.user_id, userId), eq(orders.status, 'completed'))),
      tx
        .select({ n: sql<number>`coalesce(sum(${trackingUrls.access_count}), 0)::int` })
        .from(trackingUrls)
        .where(eq(trackingUrls.user_id, userId)),
      tx
        .select({ n: sql<number>`coalesce(sum(${phoneNumbers.call_count}), 0)::int` })
        .from(phoneNumbers)
        .where(eq(phoneNumbers.user_id, userId)),
    ]);
    return { postcardsSent: sent.n, qrScans: scans.n, phoneCalls: calls.n };
  });
}
