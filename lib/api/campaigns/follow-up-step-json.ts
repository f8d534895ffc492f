import type { z } from 'zod';
import type { FollowUpStepRow } from '@/lib/follow-ups/list-follow-up-steps';
import type { FollowUpStepSchema } from '../schemas/follow-ups';

/** A step as the API names its fields. */
export function followUpStepJson(step: FollowUpStepRow, position: number): z.output<typeof FollowUpStepSchema> {
  return {
    id: step.id,
    position,
    template: { id: step.templateId, name: step.templateName, size: step.templateSize },
    days: step.days,
    audience: step.audience,
    created_at: step.createdAt.toISOString(),
  };
}
