import 'server-only';
import { getDb } from '@/lib/db/client';
import { campaigns } from '@/lib/db/schema';
import type { CampaignFields } from '@/lib/validation/campaign';
import { saveFollowUpSteps } from '@/lib/follow-ups/save-follow-up-steps';
import { checkCampaignFields } from './check-campaign-fields';

/** A new campaign, status draft (spec section 4). */
export async function createCampaign(userId: string, fields: CampaignFields): Promise<{ id: string }> {
  return getDb().transaction(async (tx) => {
    await checkCampaignFields(tx, userId, fields);
    const [row] = await tx
      .insert(campaigns)
      .values({
        user_id: userId,
        name: fields.name,
        template_id: fields.templateId,
        type: fields.type,
        demographics: fields.demographics,
        neighbor_count: fields.neighbor_count,
        include_condo: fields.include_condo,
        response_url: fields.response_url,
        tracking_phone_id: fields.tracking_phone_id,
        status: 'draft',
      })
      .returning({ id: campaigns.id });
    if (fields.follow_up_steps)
      await saveFollowUpSteps(tx, userId, { id: row.id, type: fields.type }, fields.follow_up_steps);
    return row;
  });
}
