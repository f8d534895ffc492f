import 'server-only';
import type { z } from 'zod';
import { listCampaigns } from '@/lib/campaigns/list-campaigns';
import { withUserScope } from '@/lib/db/scoped';
import { programCost } from '@/lib/follow-ups/program-cost';
import { isUuid } from '@/lib/validation/uuid';
import { ApiError } from '../errors';
import { cardProgramJson } from '../follow-ups/program-json';
import { API_MESSAGES } from '../messages';
import type { CampaignWithProgramSchema } from '../schemas/campaigns';
import { campaignJson } from './list-api-campaigns';

/**
 * GET /api/v1/campaigns/{id}: one of the caller's campaigns as the list shows it, and what its
 * follow-up steps may mail and charge after each card it mails, priced as the app's send dialogs
 * price it (programCost, decision 044) — the quote to read before placing on it. Another user's
 * campaign is as unknown as a missing one (404). The campaign comes from the same read as GET
 * /campaigns (a user's campaigns are read whole there too).
 */
export async function getApiCampaign(
  userId: string,
  campaignId: string,
): Promise<z.output<typeof CampaignWithProgramSchema>> {
  const notFound = new ApiError(404, 'not_found', API_MESSAGES.campaignNotFound);
  if (!isUuid(campaignId)) throw notFound;
  const campaign = (await listCampaigns(userId)).find((c) => c.id === campaignId);
  if (!campaign) throw notFound;
  const program = await withUserScope(userId, (tx) =>
    programCost(tx, userId, {
      id: campaign.id,
      type: campaign.type,
      neighbor_count: campaign.neighborCount,
      demographics: campaign.demographics,
      include_condo: campaign.includeCondo,
      paused_at: campaign.pausedAt,
    }),
  );
  return { ...campaignJson(campaign), follow_up_program: cardProgramJson(program) };
}
