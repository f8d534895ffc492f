import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { templates } from '@/lib/db/schema';
import { UserFacingError, logError } from '@/lib/errors';
import { isProUser } from '@/lib/plans/is-pro';
import { isUuid } from '@/lib/validation/uuid';
import { CAMPAIGN_MESSAGES as M, type CampaignFields } from '@/lib/validation/campaign';

/**
 * What the server checks beyond the form's shape: the template is the user's own, and only a
 * Pro user may target a demographic other than 'all' (the form's upgrade prompt is not enough).
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
  if (fields.demographics !== 'all' && !(await isProUser(tx, userId))) throw new UserFacingError(M.proRequired);
}
