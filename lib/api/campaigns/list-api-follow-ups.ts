import 'server-only';
import type { z } from 'zod';
import { findOwnCampaign } from '@/lib/campaigns/get-campaign-results';
import { withUserScope } from '@/lib/db/scoped';
import { listFollowUpSteps } from '@/lib/follow-ups/list-follow-up-steps';
import type { FollowUpStepListSchema } from '../schemas/follow-ups';
import { followUpApiError } from './follow-up-api-error';
import { followUpStepJson } from './follow-up-step-json';

/** GET /api/v1/campaigns/{id}/follow-ups: the caller's campaign's steps in the order they run. */
export async function listApiFollowUps(
  userId: string,
  campaignId: string,
): Promise<z.output<typeof FollowUpStepListSchema>> {
  try {
    const steps = await withUserScope(userId, async (tx) => {
      const campaign = await findOwnCampaign(tx, userId, campaignId);
      return listFollowUpSteps(tx, campaign.id);
    });
    return { data: steps.map((step, index) => followUpStepJson(step, index + 1)) };
  } catch (error) {
    throw followUpApiError(error);
  }
}
