import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import {
  campaignHouseholdTotals,
  campaignRecipientCounts,
  campaigns,
  campaignTotals,
  templates,
} from '@/lib/db/schema';
import type { FollowUpStepView } from './campaign-view-types';

/** The user's campaigns, newest first, with their template, recipient counts and postcards sent. */
export async function listCampaigns(userId: string) {
  return withUserScope(userId, (tx) =>
    tx
      .select({
        id: campaigns.id,
        name: campaigns.name,
        type: campaigns.type,
        templateId: campaigns.template_id,
        templateName: templates.name,
        templateSize: templates.size,
        templateCustomValues: templates.custom_values,
        demographics: campaigns.demographics,
        neighborCount: campaigns.neighbor_count,
        includeCondo: campaigns.include_condo,
        status: campaigns.status,
        responseUrl: campaigns.response_url,
        trackingPhoneId: campaigns.tracking_phone_id,
        createdAt: campaigns.created_at,
        pausedAt: campaigns.paused_at,
        // Its live follow-up steps in the order they run (decision 038): a handful per campaign.
        followUpSteps: sql<
          FollowUpStepView[]
        >`coalesce((select json_agg(json_build_object('id', s.id, 'templateId', s.template_id, 'days', s.days, 'audience', s.audience) order by s.position, s.created_at) from follow_up_steps s where s.campaign_id = ${campaigns.id} and s.deleted_at is null), '[]'::json)`,
        // Kept by triggers on recipients (campaignRecipientCounts) less those of cancelled first
        // cards and the neighbors found for them (campaignHouseholdTotals): rows per campaign, not a count.
        recipientCount: sql<number>`coalesce(${campaignRecipientCounts.recipients}, 0) - coalesce(${campaignHouseholdTotals.cancelled_recipients}, 0) - coalesce(${campaignHouseholdTotals.cancelled_neighbors}, 0)`,
        neighborRecipientCount: sql<number>`coalesce(${campaignRecipientCounts.neighbors}, 0) - coalesce(${campaignHouseholdTotals.cancelled_neighbors}, 0)`,
        // Kept with the campaign's results (campaignTotals): its completed orders' postcards.
        postcardsSent: sql<number>`coalesce(${campaignTotals.postcards_sent}, 0)`,
      })
      .from(campaigns)
      .innerJoin(templates, eq(templates.id, campaigns.template_id))
      .leftJoin(campaignRecipientCounts, eq(campaignRecipientCounts.campaign_id, campaigns.id))
      .leftJoin(campaignTotals, eq(campaignTotals.campaign_id, campaigns.id))
      .leftJoin(campaignHouseholdTotals, eq(campaignHouseholdTotals.campaign_id, campaigns.id))
      .where(eq(campaigns.user_id, userId))
      .orderBy(desc(campaigns.created_at)),
  );
}

export type CampaignListItem = Awaited<ReturnType<typeof listCampaigns>>[number];
