import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { templates } from '@/lib/db/schema';
import { CAMPAIGN_MESSAGES } from '@/lib/validation/campaign-messages';
import { FOLLOW_UP_STEP_MESSAGES as M } from '@/lib/validation/follow-up-step-messages';
import { isUuid } from '@/lib/validation/uuid';
import { FollowUpStepError } from './follow-up-step-error';

/** Steps are for single-send campaigns (decision 038): a neighbor order's cards share one link. */
export function checkCampaignTakesSteps(campaign: { type: 'single' | 'neighbor' }): void {
  if (campaign.type !== 'single') throw new FollowUpStepError(M.neighborCampaign, 'campaign');
}

/** The step's template is the user's own. */
export async function checkStepTemplate(tx: Tx, userId: string, templateId: string): Promise<void> {
  const [row] = isUuid(templateId)
    ? await tx
        .select({ id: templates.id })
        .from(templates)
        .where(and(eq(templates.id, templateId), eq(templates.user_id, userId)))
    : [];
  if (!row) throw new FollowUpStepError(CAMPAIGN_MESSAGES.templateNotFound, 'template_id');
}
