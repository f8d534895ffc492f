import 'server-only';
import type { PageRequest } from '@/lib/db/keyset-page';
import { withUserScope } from '@/lib/db/scoped';
import { readFollowUpStepFigures } from '@/lib/follow-ups/read-follow-up-step-figures';
import { campaignFigures } from './campaign-figures';
import { readCampaignTimeline } from './campaign-timeline';
import { findOwnCampaign, readCampaignCounts } from './get-campaign-results';
import { listResponders, RESPONDERS_PAGE_SIZE } from './list-responders';

/**
 * Everything the results page (and GET /api/v1/campaigns/{id}/results) shows, read in one
 * transaction of the user's scope: figures, day by day, one page of responders and each follow-up step's figures.
 */
export async function loadCampaignResultsPage(
  userId: string,
  campaignId: string,
  request: PageRequest,
  pageSize = RESPONDERS_PAGE_SIZE,
) {
  return withUserScope(userId, async (tx) => {
    const campaign = await findOwnCampaign(tx, userId, campaignId);
    const figures = campaignFigures(await readCampaignCounts(tx, campaign.id));
    const timeline = await readCampaignTimeline(tx, campaign.id);
    const responders = await listResponders(tx, userId, campaign, figures.responders, request, pageSize);
    const steps = await readFollowUpStepFigures(tx, campaign.id);
    return { campaign, figures, timeline, responders, steps };
  });
}

export type CampaignResultsPage = Awaited<ReturnType<typeof loadCampaignResultsPage>>;
