import 'server-only';
import type { z } from 'zod';
import { withUserScope } from '@/lib/db/scoped';
import { addFollowUpStep } from '@/lib/follow-ups/add-follow-up-step';
import { listFollowUpSteps } from '@/lib/follow-ups/list-follow-up-steps';
import type { CreateFollowUpStepSchema, FollowUpStepSchema } from '../schemas/follow-ups';
import { followUpApiError } from './follow-up-api-error';
import { followUpStepJson } from './follow-up-step-json';

/** POST /api/v1/campaigns/{id}/follow-ups: a new last step of the caller's single-send campaign. */
export async function createApiFollowUp(
  userId: string,
  campaignId: string,
  body: z.output<typeof CreateFollowUpStepSchema>,
): Promise<z.output<typeof FollowUpStepSchema>> {
  try {
    const { id } = await addFollowUpStep(userId, campaignId, {
      templateId: body.template_id,
      days: body.days,
      audience: body.audience,
    });
    const steps = await withUserScope(userId, (tx) => listFollowUpSteps(tx, campaignId));
    const index = steps.findIndex((step) => step.id === id);
    return followUpStepJson(steps[index], index + 1);
  } catch (error) {
    throw followUpApiError(error);
  }
}
