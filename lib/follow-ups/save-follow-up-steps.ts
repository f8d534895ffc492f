import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { followUpSteps } from '@/lib/db/schema';
import type { FollowUpStepFields } from '@/lib/validation/follow-up-step';
import { FOLLOW_UP_STEP_MESSAGES as M } from '@/lib/validation/follow-up-step-messages';
import { checkCampaignTakesSteps, checkStepTemplate } from './check-follow-up-step';
import { FollowUpStepError } from './follow-up-step-error';

/**
 * The campaign form's steps, as the whole list: a step the list no longer has is removed (its
 * placed orders stay), a listed step takes the list's template, days, audience and place, a step
 * without an id is added. Runs in the campaign's save transaction, after the campaign is written.
 */
export async function saveFollowUpSteps(
  tx: Tx,
  userId: string,
  campaign: { id: string; type: 'single' | 'neighbor' },
  steps: FollowUpStepFields[],
): Promise<void> {
  const live = await tx
    .select({ id: followUpSteps.id })
    .from(followUpSteps)
    .where(and(eq(followUpSteps.campaign_id, campaign.id), isNull(followUpSteps.deleted_at)))
    .for('update');
  if (steps.length) checkCampaignTakesSteps(campaign);
  const liveIds = new Set(live.map((s) => s.id));
  for (const step of steps) {
    if (step.id !== undefined && !liveIds.has(step.id)) throw new FollowUpStepError(M.stepNotFound, 'steps');
    await checkStepTemplate(tx, userId, step.templateId);
  }
  const kept = new Set(steps.map((s) => s.id).filter((id) => id !== undefined));
  const removed = [...liveIds].filter((id) => !kept.has(id));
  if (removed.length)
    await tx
      .update(followUpSteps)
      .set({ deleted_at: sql`now()` })
      .where(sql`${followUpSteps.id} in ${removed}`);
  for (const [index, step] of steps.entries()) {
    const fields = { template_id: step.templateId, days: step.days, audience: step.audience, position: index + 1 };
    if (step.id) await tx.update(followUpSteps).set(fields).where(eq(followUpSteps.id, step.id));
    else await tx.insert(followUpSteps).values({ ...fields, user_id: userId, campaign_id: campaign.id });
  }
}
