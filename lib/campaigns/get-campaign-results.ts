import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { campaignHouseholdTotals, campaignTotals, campaigns } from '@/lib/db/schema';
import type { CampaignCounts } from './campaign-figures';
import { UserFacingError } from '@/lib/errors';
import { CAMPAIGN_MESSAGES } from '@/lib/validation/campaign';
import { isUuid } from '@/lib/validation/uuid';

export type CampaignSummary = {
  id: string;
  name: string;
  type: 'single' | 'neighbor';
  responseUrl: string | null;
  trackingPhoneId: string | null;
  createdAt: Date;
  /** Paused: its follow-up steps place nothing until resumed (decision 038). */
  pausedAt: Date | null;
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
      pausedAt: campaigns.paused_at,
    })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.user_id, userId)));
  if (!row) throw new UserFacingError(CAMPAIGN_MESSAGES.notFound);
  return row;
}

/**
 * A campaign's counts, kept beside its rows by triggers (campaign_totals, migration 0021; the
 * repeats of campaign_household_totals, migration 0037): two rows however many cards it mailed.
 * No row yet means nothing happened yet.
 * - sent: postcards of completed orders, a neighbor order counting each neighbor it mailed;
 * - responders: postcard links scanned at least once (a neighbor order's cards share one link);
 * - households: sent less the cards to a household already mailed (follow-ups);
 * - respondingHouseholds: responders less the scanned cards of a household that had already responded;
 * - scans: scans of its postcard links; calls: calls counted for its tracking number;
 * - spent: its orders' charges less their refunds.
 */
export async function readCampaignCounts(tx: Tx, campaignId: string): Promise<CampaignCounts> {
  const [row] = await tx
    .select({
      sent: campaignTotals.postcards_sent,
      responders: campaignTotals.responders,
      scans: campaignTotals.scans,
      calls: campaignTotals.calls,
      spent: campaignTotals.spent,
      repeatCards: campaignHouseholdTotals.repeat_cards,
      repeatResponses: campaignHouseholdTotals.repeat_responses,
    })
    .from(campaigns)
    .leftJoin(campaignTotals, eq(campaignTotals.campaign_id, campaigns.id))
    .leftJoin(campaignHouseholdTotals, eq(campaignHouseholdTotals.campaign_id, campaigns.id))
    .where(eq(campaigns.id, campaignId));
  const sent = row?.sent ?? 0;
  const responders = row?.responders ?? 0;
  return {
    sent,
    responders,
    households: sent - (row?.repeatCards ?? 0),
    respondingHouseholds: responders - (row?.repeatResponses ?? 0),
    scans: row?.scans ?? 0,
    calls: row?.calls ?? 0,
    spentCents: row?.spent ?? 0,
  };
}
