import type { FollowUpCardCounts } from '@/lib/follow-ups/read-follow-up-step-figures';
import { stepFigures, type CampaignCounts, type CampaignFigures } from './campaign-figures';

/**
 * The first card's row of the results table (step 0): the campaign's kept card counts less its
 * follow-up cards. Counting the first cards themselves would read every order of the campaign;
 * the follow-up cards are read anyway for their steps' rows (decision 038), and the campaign's
 * counts are kept (decision 023), so this costs no read of its own.
 */
export function firstCardFigures(campaign: CampaignCounts, followUps: FollowUpCardCounts): CampaignFigures {
  return stepFigures({
    sent: campaign.sent - followUps.sent,
    responders: campaign.responders - followUps.responders,
    scans: campaign.scans - followUps.scans,
    calls: campaign.calls,
    spentCents: campaign.spentCents - followUps.spentCents,
  });
}
