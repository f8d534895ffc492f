import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { DAY_MS, isoDay } from '@/lib/tracking/get-daily-responses';

/** One UTC day of a campaign: postcards completed, QR scans and phone calls. */
export type CampaignDay = { date: string; postcards: number; scans: number; calls: number };

/** At most this many days, the latest: a year-old campaign shows its last three months. */
export const TIMELINE_MAX_DAYS = 90;


/**
 * Every UTC day from the campaign's first order to today (at most TIMELINE_MAX_DAYS), oldest
 * first, 0 where nothing happened; empty before the first order. A postcard counts on the day its
 * order completed (its last change), a neighbor order for each neighbor it mailed.
 */
export async function readCampaignTimeline(tx: Tx, campaignId: string, now = new Date()): Promise<CampaignDay[]> {
  const first = await tx.execute(sql`select min(created_at) as first from orders_table where campaign_id = ${campaignId}`);
  const firstOrder = (first as unknown as { rows: Array<{ first: string | Date | null }> }).rows[0]?.first;
  if (!firstOrder) return [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(firstOrder);
  const startDay = Math.max(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()), today - (TIMELINE_MAX_DAYS - 1) * DAY_MS);
  const days: CampaignDay[] = [];
  for (let day = startDay; day <= today; day += DAY_MS) days.push({ date: isoDay(new Date(day)), postcards: 0, scans: 0, calls: 0 });
  const byDate = new Map(days.map((d) => [d.date, d]));
  const since = new Date(startDay);

  const result = await tx.execute(sql`
    select 'postcards' as series, to_char(o.updated_at at time zone 'UTC', 'YYYY-MM-DD') as date,
           sum(case when o.neighbors_found is null then 1
               else (select count(*) from recipients r where r.order_id = o.id and r.is_neighbor) end)::int as n
      from orders_table o
     where o.campaign_id = ${campaignId} and o.status = 'completed' and o.updated_at >= ${since}
     group by 2
    union all
    select 'scans', to_char(s.scanned_at at time zone 'UTC', 'YYYY-MM-DD'), sum(s.scans)::int
      from tracking_urls t join tracking_url_scans s on s.tracking_url_id = t.id
     where t.campaign_id = ${campaignId} and s.scanned_at >= ${since}
     group by 2
    union all
    select 'calls', to_char(c.called_at at time zone 'UTC', 'YYYY-MM-DD'), count(*)::int
      from phone_calls c
     where c.campaign_id = ${campaignId} and c.called_at >= ${since}
     group by 2`);
  for (const row of (result as unknown as { rows: Array<{ series: 'postcards' | 'scans' | 'calls'; date: string; n: number }> }).rows) {
    const day = byDate.get(row.date);
    if (day) day[row.series] = row.n;
  }
  return days;
}
