import type { PageRequest } from '@/lib/db/keyset-page';
import { withUserScope } from '@/lib/db/scoped';
import { campaignFigures } from './campaign-figures';
import { readCampaignTimeline } from './campaign-timeline';
import { findOwnCampaign, readCampaignCounts } from './get-campaign-results';
import { listResponders } from './list-responders';

/** Everything the results page shows, read in one transaction of the user's scope. */
export async function loadCampaignResultsPage(userId: string, campaignId: string, request: PageRequest) {
  return withUserScope(userId, async (tx) => {
    const campaign = await findOwnCampaign(tx, userId, campaignId);
    const figures = campaignFigures(await readCampaignCounts(tx, campaign.id));
    const [timeline, responders] = [
      await readCampaignTimeline(tx, campaign.id),
      await listResponders(tx, userId, campaign, figures.responders, request),
    ];
    return { campaign, figures, timeline, responders };
  });
}

export type CampaignResultsPage = Awaited<ReturnType<typeof loadCampaignResultsPage>>;
