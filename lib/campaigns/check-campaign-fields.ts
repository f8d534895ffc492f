import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { phoneNumbers, templates } from '@/lib/db/schema';
import { UserFacingError, logError } from '@/lib/errors';
import { isProUser } from '@/lib/plans/is-pro';
import { isUuid } from '@/lib/validation/uuid';
import { CAMPAIGN_MESSAGES as M, type CampaignFields } from '@/lib/validation/campaign';

/**
 * What the server checks beyond the form's shape: the template and the tracking phone number are
 * the user's own, and only a Pro user may target a demographic other than 'all' or print a
 * tracking number (the form's upgrade prompt is not enough).
 */
export async function checkCampaignFields(tx: Tx, userId: string, fields: CampaignFields): Promise<void> {
  if (!isUuid(fields.templateId)) throw new UserFacingError(M.templateNotFound);
  let owned: boolean;
  try {
    const [row] = await tx
      .select({ id: templates.id })
      .from(templates)
      .where(and(eq(templates.id, fields.templateId), eq(templates.user_id, userId)));
    owned = !!row;
  } catch (error) {
    logError('validate campaign template', error);
    throw new UserFacingError(M.templateCheckFailed);
  }
  if (!owned) throw new UserFacingError(M.templateNotFound);
  let pro: Promise<boolean> | undefined;
  const isPro = () => (pro ??= isProUser(tx, userId)); // asked once, and only when it matters
  if (fields.demographics !== 'all' && !(await isPro())) throw new UserFacingError(M.proRequired);
  if (fields.tracking_phone_id !== null) {
    if (!isUuid(fields.tracking_phone_id)) throw new UserFacingError(M.trackingPhoneNotFound);
    const [phone] = await tx
      .select({ id: phoneNumbers.id })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.id, fields.tracking_phone_id), eq(phoneNumbers.user_id, userId)));
    if (!phone) throw new UserFacingError(M.trackingPhoneNotFound);
    if (!(await isPro())) throw new UserFacingError(M.trackingPhonePro);
  }
}
