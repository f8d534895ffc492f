import 'server-only';
import type { PageRequest } from '@/lib/db/keyset-page';
import { withUserScope } from '@/lib/db/scoped';
import { readFollowUpStepFigures } from '@/lib/follow-ups/read-follow-up-step-figures';
import { campaignFigures } from './campaign-figures';
import { firstCardFigures } from './first-card-figures';
import { readCampaignTimeline } from './campaign-timeline';
import { findOwnCampaign, readCampaignCounts } from './get-campaign-results';
import { listResponders, RESPONDERS_PAGE_SIZE } from './list-responders';

/**
 * Everything the results page (and GET /api/v1/campaigns/{id}/results) shows, read in one
 * transaction of the user's scope: figures, day by day, one page of responders, and the steps'
 * table: the first card (step 0) and each follow-up step.
 */
export async function loadCampaignResultsPage(
  userId: string,
  campaignId: string,
  request: PageRequest,
  pageSize = RESPONDERS_PAGE_SIZE,
) {
  return withUserScope(userId, async (tx) => {
    const campaign = await findOwnCampaign(tx, userId, campaignId);
    const counts = await readCampaignCounts(tx, campaign.id);
    const figures = campaignFigures(counts);
    const timeline = await readCampaignTimeline(tx, campaign.id);
    // The list has a row per scanned card (link), so it is paged by the cards' count.
    const responders = await listResponders(tx, userId, campaign, figures.responders, request, pageSize);
    const { steps, followUpCards } = await readFollowUpStepFigures(tx, campaign.id);
    const firstCard = firstCardFigures(counts, followUpCards);
    return { campaign, figures, timeline, responders, firstCard, steps };
  });
}

export type CampaignResultsPage = Awaited<ReturnType<typeof loadCampaignResultsPage>>;
