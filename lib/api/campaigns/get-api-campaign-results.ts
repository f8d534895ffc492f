import type { z } from 'zod';
import { loadCampaignResultsPage } from '@/lib/campaigns/load-campaign-results-page';
import { UserFacingError } from '@/lib/errors';
import type { CampaignFigures } from '@/lib/campaigns/campaign-figures';
import { centsToNumeric } from '@/lib/money/cents';
import { ApiError } from '../errors';
import { API_MESSAGES } from '../messages';
import { followUpStepJson } from './follow-up-step-json';
import type { CampaignResultsQuerySchema, CampaignResultsSchema, StepResultsSchema } from '../schemas/campaign-results';

/** A row of the table by step, with the figures the app's row shows (Mailed is its households). */
function stepResultsJson(
  number: number,
  followUpStepId: string | null,
  figures: CampaignFigures,
): z.output<typeof StepResultsSchema> {
  return {
    number,
    follow_up_step_id: followUpStepId,
    mailed: figures.households,
    responders: figures.respondingHouseholds,
    response_rate: figures.responseRate,
    spent: centsToNumeric(figures.spentCents),
    spent_cents: figures.spentCents,
    cost_per_response: figures.costPerResponseCents === null ? null : centsToNumeric(figures.costPerResponseCents),
    cost_per_response_cents: figures.costPerResponseCents,
  };
}

/**
 * The results page of one of the caller's campaigns as JSON, its responders a page at a time by
 * cursor. Another user's campaign is as unknown as a missing one (404).
 */
export async function getApiCampaignResults(
  userId: string,
  campaignId: string,
  query: z.output<typeof CampaignResultsQuerySchema>,
): Promise<z.output<typeof CampaignResultsSchema>> {
  let results;
  try {
    results = await loadCampaignResultsPage(
      userId,
      campaignId,
      { page: query.after ? 2 : 1, after: query.after },
      query.page_size,
    );
  } catch (error) {
    if (error instanceof UserFacingError) throw new ApiError(404, 'not_found', API_MESSAGES.campaignNotFound);
    throw error;
  }
  const { campaign, figures, timeline, responders, firstCard, steps } = results;
  const more = responders.page < responders.pageCount;
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      type: campaign.type,
      response_url: campaign.responseUrl,
      paused_at: campaign.pausedAt?.toISOString() ?? null,
    },
    postcards_sent: figures.sent,
    households_mailed: figures.households,
    responders: figures.respondingHouseholds,
    response_rate: figures.responseRate,
    qr_scans: figures.scans,
    phone_calls: figures.calls,
    spent: centsToNumeric(figures.spentCents),
    spent_cents: figures.spentCents,
    cost_per_response: figures.costPerResponseCents === null ? null : centsToNumeric(figures.costPerResponseCents),
    cost_per_response_cents: figures.costPerResponseCents,
    timeline,
    follow_up_steps: steps.map((step, index) => ({
      ...followUpStepJson(step, index + 1),
      placed: step.placed,
      waiting_for_payment: step.waitingForPayment,
      skipped: step.skipped,
      postcards_sent: step.sent,
      responders: step.responders,
      response_rate: step.responseRate,
      spent: centsToNumeric(step.spentCents),
      spent_cents: step.spentCents,
      cost_per_response: step.costPerResponseCents === null ? null : centsToNumeric(step.costPerResponseCents),
      cost_per_response_cents: step.costPerResponseCents,
    })),
    steps: [
      stepResultsJson(0, null, firstCard),
      ...steps.map((step, index) => stepResultsJson(index + 1, step.id, step)),
    ],
    responder_list: {
      data: responders.rows.map((r) => ({
        recipient_id: r.recipientId,
        order_id: r.orderId,
        name: r.name,
        address: r.address,
        first_response: r.firstResponse.toISOString(),
        scans: r.scans,
        calls: r.calls,
      })),
      next_cursor: more ? responders.lastId : null,
    },
  };
}
