import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { campaigns, phoneNumbers, templates } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import { SEND_MESSAGES } from '@/lib/validation/send';

/** The user's own campaign, its template and its tracking number, or "Campaign not found". */
export async function loadSendContext(tx: Tx, userId: string, campaignId: string) {
  if (!isUuid(campaignId)) throw new UserFacingError(SEND_MESSAGES.campaignNotFound);
  const [row] = await tx
    .select({ campaign: campaigns, template: templates, trackingPhone: phoneNumbers.phone_number })
    .from(campaigns)
    .innerJoin(templates, eq(templates.id, campaigns.template_id))
    .leftJoin(phoneNumbers, eq(phoneNumbers.id, campaigns.tracking_phone_id))
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.user_id, userId)));
  if (!row) throw new UserFacingError(SEND_MESSAGES.campaignNotFound);
  return row;
}
