import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { campaigns } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { CAMPAIGN_MESSAGES } from '@/lib/validation/campaign-messages';
import { isUuid } from '@/lib/validation/uuid';

/**
 * Pauses or resumes the user's campaign. A paused campaign's follow-up steps place nothing; on
 * resume the worker places every step that came due meanwhile, for whoever qualifies then
 * (decision 038). Orders placed before the pause go on through the pipeline. Pausing twice keeps
 * the first pause's time.
 */
export async function setCampaignPaused(
  userId: string,
  campaignId: string,
  paused: boolean,
): Promise<{ pausedAt: Date | null }> {
  if (!isUuid(campaignId)) throw new UserFacingError(CAMPAIGN_MESSAGES.notFound);
  const [row] = await getDb()
    .update(campaigns)
    .set({ paused_at: paused ? sql`coalesce(${campaigns.paused_at}, now())` : null })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.user_id, userId)))
    .returning({ pausedAt: campaigns.paused_at });
  if (!row) throw new UserFacingError(CAMPAIGN_MESSAGES.notFound);
  return row;
}
