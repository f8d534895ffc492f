import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { campaigns } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { retargetPostcardLinks } from '@/lib/tracking/create-postcard-links';
import { CAMPAIGN_MESSAGES, type CampaignFields } from '@/lib/validation/campaign';
import { isUuid } from '@/lib/validation/uuid';
import { saveFollowUpSteps } from '@/lib/follow-ups/save-follow-up-steps';
import { checkCampaignFields } from './check-campaign-fields';

export async function updateCampaign(userId: string, id: string, fields: CampaignFields): Promise<{ id: string }> {
  if (!isUuid(id)) throw new UserFacingError(CAMPAIGN_MESSAGES.notFound);
  return getDb().transaction(async (tx) => {
    await checkCampaignFields(tx, userId, fields);
    const updated = await tx
      .update(campaigns)
      .set({
        name: fields.name,
        template_id: fields.templateId,
        type: fields.type,
        demographics: fields.demographics,
        neighbor_count: fields.neighbor_count,
        include_condo: fields.include_condo,
        response_url: fields.response_url,
        tracking_phone_id: fields.tracking_phone_id,
      })
      .where(and(eq(campaigns.id, id), eq(campaigns.user_id, userId)))
      .returning({ id: campaigns.id });
    if (!updated.length) throw new UserFacingError(CAMPAIGN_MESSAGES.notFound);
    if (fields.follow_up_steps) await saveFollowUpSteps(tx, userId, { id, type: fields.type }, fields.follow_up_steps);
    // Cards already printed lead to the new URL too (each process's redirect cache forgets within a minute).
    if (fields.response_url) await retargetPostcardLinks(tx, id, fields.response_url);
    return updated[0];
  });
}
