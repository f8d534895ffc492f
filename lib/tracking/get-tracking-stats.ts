import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { accountTotals, phoneNumbers } from '@/lib/db/schema';

export type TrackingStats = { postcardsSent: number; qrScans: number; phoneCalls: number };

/**
 * The three stat cards: completed orders and QR scans from the totals kept beside them
 * (accountTotals), calls summed over the user's few phone numbers.
 */
export async function getTrackingStats(userId: string): Promise<TrackingStats> {
  return withUserScope(userId, async (tx) => {
    const [[kept], [calls]] = await Promise.all([
      tx
        .select({ sent: accountTotals.postcards_sent, scans: accountTotals.qr_scans })
        .from(accountTotals)
        .where(eq(accountTotals.user_id, userId)),
      tx
        .select({ n: sql<number>`coalesce(sum(${phoneNumbers.call_count}), 0)::int` })
        .from(phoneNumbers)
        .where(eq(phoneNumbers.user_id, userId)),
    ]);
    return { postcardsSent: kept?.sent ?? 0, qrScans: kept?.scans ?? 0, phoneCalls: calls.n };
  });
}
