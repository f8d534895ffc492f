import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';

export type CampaignResultsDrift = { campaignId: string; day: string | null };

/**
 * Campaigns whose kept results differ from their rows, the source of truth: the totals
 * (campaign_totals; `day` null) and each day (campaign_days), counted as migration 0021 fills
 * them, folded scans from their links' day counts (migration 0026), responders and scans from the
 * links' counters (tracking_url_counts, migration 0034), and the counts of people (campaign_households
 * and campaign_household_totals, migration 0037: each recipient's completed single-send cards and
 * scanned links, each campaign's repeats and cancelled first cards). Empty when the triggers
 * did their job. Reads every campaign's rows once: an operator's
 * check (`npm run ledger:check`) and the tests', never a page's.
 */
export async function findCampaignResultsDrift(db: Queryable): Promise<CampaignResultsDrift[]> {
  const totals = await db.execute(sql`
    select c.id as campaign_id from campaigns c left join campaign_totals k on k.campaign_id = c.id
    where (select coalesce(sum(campaign_postcards(o.id, o.status, o.neighbors_found)), 0) from orders_table o where o.campaign_id = c.id)
            <> coalesce(k.postcards_sent, 0)
       or (select count(*) from tracking_urls t join tracking_url_counts n on n.tracking_url_id = t.id
            where t.campaign_id = c.id and n.first_accessed is not null) <> coalesce(k.responders, 0)
       or (select coalesce(sum(n.access_count), 0) from tracking_urls t join tracking_url_counts n on n.tracking_url_id = t.id
            where t.campaign_id = c.id) <> coalesce(k.scans, 0)
       or (select count(*) from phone_calls p where p.campaign_id = c.id) <> coalesce(k.calls, 0)
       or (select coalesce(-sum(x.amount), 0) from transactions x join orders_table o on o.id = x.order_id
            where o.campaign_id = c.id and x.status = 'completed' and x.type in ('postcard_charge', 'refund')) <> coalesce(k.spent, 0)
    order by 1`);
  const days = await db.execute(sql`
    with counted as (
      select campaign_id, day, sum(postcards) as postcards, sum(scans) as scans, sum(calls) as calls from (
        select o.campaign_id, (o.updated_at at time zone 'UTC')::date as day,
               campaign_postcards(o.id, o.status, o.neighbors_found) as postcards, 0 as scans, 0 as calls
          from orders_table o where o.status = 'completed'
        union all select t.campaign_id, s.day, 0, s.scans, 0
          from tracking_url_days s join tracking_urls t on t.id = s.tracking_url_id where t.campaign_id is not null
        union all select p.campaign_id, (p.called_at at time zone 'UTC')::date, 0, 0, 1 from phone_calls p where p.campaign_id is not null
      ) rows group by campaign_id, day
    )
    select coalesce(a.campaign_id, k.campaign_id) as campaign_id, coalesce(a.day, k.day)::text as day
    from counted a full join campaign_days k on k.campaign_id = a.campaign_id and k.day = a.day
    where coalesce(a.postcards, 0) <> coalesce(k.postcards, 0) or coalesce(a.scans, 0) <> coalesce(k.scans, 0)
       or coalesce(a.calls, 0) <> coalesce(k.calls, 0)
    order by 1, 2`);
  const people = await db.execute(sql`
    with households as (
      select r.id as recipient_id, r.campaign_id,
        (select count(*) from orders_table o
          where o.recipient_id = r.id and o.campaign_type = 'single' and o.status = 'completed') as mailed,
        (select count(*) from tracking_urls t join tracking_url_counts n on n.tracking_url_id = t.id
          where t.recipient_id = r.id and n.first_accessed is not null) as responded
      from recipients r
    )
    select coalesce(h.campaign_id, k.campaign_id) as campaign_id
      from households h full join campaign_households k on k.recipient_id = h.recipient_id
     where coalesce(h.mailed, 0) <> coalesce(k.cards_mailed, 0) or coalesce(h.responded, 0) <> coalesce(k.cards_responded, 0)
    union
    select c.id from campaigns c left join campaign_household_totals k on k.campaign_id = c.id
     where (select coalesce(sum(greatest(h.mailed - 1, 0)), 0) from households h where h.campaign_id = c.id)
             <> coalesce(k.repeat_cards, 0)
        or (select coalesce(sum(greatest(h.responded - 1, 0)), 0) from households h where h.campaign_id = c.id)
             <> coalesce(k.repeat_responses, 0)
        or (select count(*) from orders_table o
             where o.campaign_id = c.id and o.follow_up_step_id is null and o.status = 'cancelled')
             <> coalesce(k.cancelled_recipients, 0)
        or (select count(*) from orders_table o join recipients r on r.order_id = o.id and r.is_neighbor
             where o.campaign_id = c.id and o.follow_up_step_id is null and o.status = 'cancelled')
             <> coalesce(k.cancelled_neighbors, 0)
    order by 1`);
  const rows = (result: unknown) => (result as { rows: { campaign_id: string; day?: string }[] }).rows;
  return [
    ...rows(totals).map((r) => ({ campaignId: r.campaign_id, day: null })),
    ...rows(days).map((r) => ({ campaignId: r.campaign_id, day: r.day ?? null })),
    ...rows(people).map((r) => ({ campaignId: r.campaign_id, day: null })),
  ];
}
