import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { campaigns, followUpSteps } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { CAMPAIGN_MESSAGES } from '@/lib/validation/campaign-messages';
import type { FollowUpStepFields } from '@/lib/validation/follow-up-step';
import { FOLLOW_UP_STEP_MESSAGES as M, MAX_FOLLOW_UP_STEPS } from '@/lib/validation/follow-up-step-messages';
import { isUuid } from '@/lib/validation/uuid';
import { checkCampaignTakesSteps, checkStepTemplate } from './check-follow-up-step';
import { FollowUpStepError } from './follow-up-step-error';

/** A new last step of the user's own single-send campaign (POST /api/v1/campaigns/{id}/follow-ups). */
export async function addFollowUpStep(
  userId: string,
  campaignId: string,
  step: Omit<FollowUpStepFields, 'id'>,
): Promise<{ id: string }> {
  if (!isUuid(campaignId)) throw new UserFacingError(CAMPAIGN_MESSAGES.notFound);
  return getDb().transaction(async (tx) => {
    // The campaign's row lock orders two adds of one campaign: both cannot take the same place.
    const [campaign] = await tx
      .select({ id: campaigns.id, type: campaigns.type })
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.user_id, userId)))
      .for('update');
    if (!campaign) throw new UserFacingError(CAMPAIGN_MESSAGES.notFound);
    checkCampaignTakesSteps(campaign);
    await checkStepTemplate(tx, userId, step.templateId);
    const [{ live, last }] = await tx
      .select({
        live: sql<number>`count(*) filter (where ${followUpSteps.deleted_at} is null)::int`,
        last: sql<number>`coalesce(max(${followUpSteps.position}), 0)::int`,
      })
      .from(followUpSteps)
      .where(eq(followUpSteps.campaign_id, campaign.id));
    if (live >= MAX_FOLLOW_UP_STEPS) throw new FollowUpStepError(M.tooMany, 'steps');
    const [row] = await tx
      .insert(followUpSteps)
      .values({
        user_id: userId,
        campaign_id: campaign.id,
        position: last + 1,
        template_id: step.templateId,
        days: step.days,
        audience: step.audience,
      })
      .returning({ id: followUpSteps.id });
    return row;
  });
}
