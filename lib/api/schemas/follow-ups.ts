import { z } from 'zod';
import { POSTCARD_SIZES } from '@/lib/db/postcard-sizes';
import {
  FOLLOW_UP_AUDIENCES,
  FOLLOW_UP_DAYS,
  FOLLOW_UP_STEP_MESSAGES as M,
} from '@/lib/validation/follow-up-step-messages';

const AUDIENCE =
  'non_responders: recipients none of whose cards’ QR codes was scanned when the step comes due; responders: those whose was; everyone. ' +
  'Calls count for the campaign, not for one card, so they do not make a responder.';

export const CreateFollowUpStepSchema = z.object({
  template_id: z.string(M.selectTemplate).min(1, M.selectTemplate).max(100).describe('The template the step mails'),
  days: z
    .number(M.days)
    .int(M.days)
    .min(FOLLOW_UP_DAYS.min, M.days)
    .max(FOLLOW_UP_DAYS.max, M.days)
    .describe('Days after the recipient’s previous card was handed to the postcard provider (1 to 365)'),
  audience: z.enum(FOLLOW_UP_AUDIENCES, M.audience).describe(AUDIENCE),
});

export const FollowUpStepSchema = z.object({
  id: z.uuid(),
  position: z.number().int().describe('Steps run in this order: step n follows step n−1’s card'),
  template: z.object({ id: z.uuid(), name: z.string(), size: z.enum(POSTCARD_SIZES) }),
  days: z.number().int(),
  audience: z.enum(FOLLOW_UP_AUDIENCES).describe(AUDIENCE),
  created_at: z.iso.datetime(),
});

export const FollowUpStepListSchema = z.object({
  data: z.array(FollowUpStepSchema).describe('In the order they run; at most 5, so never paged'),
});
