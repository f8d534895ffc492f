import { z } from 'zod';
import {
  FOLLOW_UP_AUDIENCES,
  FOLLOW_UP_DAYS,
  FOLLOW_UP_STEP_MESSAGES as M,
  MAX_FOLLOW_UP_STEPS,
} from './follow-up-step-messages';

export { FOLLOW_UP_STEP_MESSAGES } from './follow-up-step-messages';

const days = z.number(M.days).int(M.days).min(FOLLOW_UP_DAYS.min, M.days).max(FOLLOW_UP_DAYS.max, M.days);
const audience = z.enum(FOLLOW_UP_AUDIENCES, M.audience);

/** One step as the campaign form sends it: an existing step keeps its id. */
export const FollowUpStepFieldsSchema = z.object({
  id: z.string().max(100).optional(),
  templateId: z.string(M.selectTemplate).min(1, M.selectTemplate).max(100),
  days,
  audience,
});
export type FollowUpStepFields = z.infer<typeof FollowUpStepFieldsSchema>;

/** The form's steps, in order; an empty list removes every step. */
export const FollowUpStepListSchema = z.array(FollowUpStepFieldsSchema).max(MAX_FOLLOW_UP_STEPS, M.tooMany);

/** The steps field of the campaign form: JSON of the steps editor's rows. */
export function followUpStepsFromForm(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return M.badSteps; // not a list: the schema refuses it
  }
}
