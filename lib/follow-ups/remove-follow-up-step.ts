import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { campaigns, followUpSteps } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { CAMPAIGN_MESSAGES } from '@/lib/validation/campaign-messages';
import { FOLLOW_UP_STEP_MESSAGES as M } from '@/lib/validation/follow-up-step-messages';
import { isUuid } from '@/lib/validation/uuid';
import { FollowUpStepError } from './follow-up-step-error';

/** Removes a step of the user's campaign: it places nothing more; the orders it placed stay. */
export async function removeFollowUpStep(userId: string, campaignId: string, stepId: string): Promise<void> {
  if (!isUuid(campaignId)) throw new UserFacingError(CAMPAIGN_MESSAGES.notFound);
  if (!isUuid(stepId)) throw new FollowUpStepError(M.stepNotFound, 'steps');
  await getDb().transaction(async (tx) => {
    const [campaign] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.user_id, userId)));
    if (!campaign) throw new UserFacingError(CAMPAIGN_MESSAGES.notFound);
    const removed = await tx
      .update(followUpSteps)
      .set({ deleted_at: sql`now()` })
      .where(
        and(
          eq(followUpSteps.id, stepId),
          eq(followUpSteps.campaign_id, campaign.id),
          eq(followUpSteps.user_id, userId),
          isNull(followUpSteps.deleted_at),
        ),
      )
      .returning({ id: followUpSteps.id });
    if (!removed.length) throw new FollowUpStepError(M.stepNotFound, 'steps');
  });
}
