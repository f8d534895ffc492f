import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { campaigns } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { numericToCents } from '@/lib/money/cents';
import { CAMPAIGN_MESSAGES } from '@/lib/validation/campaign';
import { isUuid } from '@/lib/validation/uuid';
import { campaignFigures, type CampaignFigures } from './campaign-figures';

export type CampaignSummary = {
  id: string;
  name: string;
  type: 'single' | 'neighbor';
  responseUrl: string | null;
  trackingPhoneId: string | null;
  createdAt: Date;
};

/** The user's own campaign, or "Campaign not found" (another user's looks the same as none). */
export async function findOwnCampaign(tx: Tx, userId: string, campaignId: string): Promise<CampaignSummary> {
  if (!isUuid(campaignId)) throw new UserFacingError(CAMPAIGN_MESSAGES.notFound);
  const [row] = await tx
    .select({
      id: campaigns.id,
      name: campaigns.name,
      type: campaigns.type,
      responseUrl: campaigns.response_url,
      trackingPhoneId: campaigns.tracking_phone_id,
      createdAt: campaigns.created_at,
    })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.user_id, userId)));
  if (!row) throw new UserFacingError(CAMPAIGN_MESSAGES.notFound);
  return row;
}

/**
 * A campaign's counts, each read through an index on the campaign (never the account's rows):
 * - sent: postcards of completed orders, a neighbor order counting each neighbor it mailed;
 * - responders: postcard links scanned at least once (a neighbor order's cards share one link);
 * - scans: scans of its postcard links; calls: calls counted for its tracking number;
 * - spent: its orders' charges less their refunds.
 */
export async function readCampaignCounts(tx: Tx, campaignId: string) {
  const result = await tx.execute(sql`
    select
      (select coalesce(sum(case when o.neighbors_found is null then 1
                  else (select count(*) from recipients r where r.order_id = o.id and r.is_neighbor) end), 0)::int
         from orders_table o where o.campaign_id = ${campaignId} and o.status = 'completed') as sent,
      (select count(*)::int from tracking_urls t
        where t.campaign_id = ${campaignId} and t.first_accessed is not null) as responders,
      (select coalesce(sum(t.access_count), 0)::int from tracking_urls t where t.campaign_id = ${campaignId}) as scans,
      (select count(*)::int from phone_calls c where c.campaign_id = ${campaignId}) as calls,
      (select coalesce(-sum(x.amount), 0)::text from transactions x join orders_table o on o.id = x.order_id
        where o.campaign_id = ${campaignId} and x.status = 'completed' and x.type in ('postcard_charge', 'refund')) as spent`);
  const [row] = (result as unknown as { rows: Array<{ sent: number; responders: number; scans: number; calls: number; spent: string }> }).rows;
  return { sent: row.sent, responders: row.responders, scans: row.scans, calls: row.calls, spentCents: numericToCents(row.spent) };
}

export type CampaignResults = { campaign: CampaignSummary; figures: CampaignFigures };

/** The results of one of the user's campaigns: the figures of its results page and API. */
export async function getCampaignResults(userId: string, campaignId: string): Promise<CampaignResults> {
  return withUserScope(userId, async (tx) => {
    const campaign = await findOwnCampaign(tx, userId, campaignId);
    return { campaign, figures: campaignFigures(await readCampaignCounts(tx, campaign.id)) };
  });
}
