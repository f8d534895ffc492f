import 'server-only';
import { and, eq, gte } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { campaignDays, campaignTotals } from '@/lib/db/schema';
import { DAY_MS, isoDay } from '@/lib/tracking/get-daily-responses';

/** One UTC day of a campaign: postcards completed, QR scans and phone calls. */
export type CampaignDay = { date: string; postcards: number; scans: number; calls: number };

/** At most this many days, the latest: a year-old campaign shows its last three months. */
export const TIMELINE_MAX_DAYS = 90;

/**
 * Every UTC day from the campaign's first order to today (at most TIMELINE_MAX_DAYS), oldest
 * first, 0 where nothing happened; empty before the first order. The days are kept beside the
 * rows (campaign_days, migration 0021), so this reads at most TIMELINE_MAX_DAYS rows however many
 * cards the campaign mailed: a postcard on the day its order completed (its last change), a
 * neighbor order for each neighbor it mailed; a scan once folded into its link.
 */
export async function readCampaignTimeline(tx: Tx, campaignId: string, now = new Date()): Promise<CampaignDay[]> {
  const [totals] = await tx
    .select({ firstOrderAt: campaignTotals.first_order_at })
    .from(campaignTotals)
    .where(eq(campaignTotals.campaign_id, campaignId));
  if (!totals?.firstOrderAt) return [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = totals.firstOrderAt;
  const startDay = Math.max(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()),
    today - (TIMELINE_MAX_DAYS - 1) * DAY_MS,
  );
  const days: CampaignDay[] = [];
  for (let day = startDay; day <= today; day += DAY_MS)
    days.push({ date: isoDay(new Date(day)), postcards: 0, scans: 0, calls: 0 });
  const byDate = new Map(days.map((d) => [d.date, d]));

  const kept = await tx
    .select({
      date: campaignDays.day,
      postcards: campaignDays.postcards,
      scans: campaignDays.scans,
      calls: campaignDays.calls,
    })
    .from(campaignDays)
    .where(and(eq(campaignDays.campaign_id, campaignId), gte(campaignDays.day, isoDay(new Date(startDay)))));
  for (const { date, ...counts } of kept) {
    const day = byDate.get(date);
    if (day) Object.assign(day, counts);
  }
  return days;
}
