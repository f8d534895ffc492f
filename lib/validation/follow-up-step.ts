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

/**
 * The campaign form's steps: fields named follow_up_steps.<n>.<field>, one row per step, and a
 * `follow_up_steps` marker saying the form has the steps section (no rows then means no steps).
 * Without the marker the steps stay as they are.
 */
export function followUpStepsFromForm(
  values: Record<string, string>,
): z.input<typeof FollowUpStepListSchema> | undefined {
  if (values.follow_up_steps === undefined) return undefined;
  const steps: z.input<typeof FollowUpStepListSchema> = [];
  for (let n = 0; n <= MAX_FOLLOW_UP_STEPS && `follow_up_steps.${n}.audience` in values; n++) {
    const field = (name: string) => values[`follow_up_steps.${n}.${name}`] ?? '';
    steps.push({
      id: field('id') || undefined,
      templateId: field('templateId'),
      days: field('days').trim() === '' ? Number.NaN : Number(field('days')),
      audience: field('audience') as (typeof FOLLOW_UP_AUDIENCES)[number],
    });
  }
  return steps;
}
