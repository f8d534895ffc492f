import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { isForeignKeyViolation } from '@/lib/db/errors';
import { templates } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { TEMPLATE_MESSAGES } from '@/lib/validation/template';
import { removeStored } from './save-template';

/** Deletes the user's template and its stored images and proof; refused while a campaign uses it. */
export async function deleteTemplate(userId: string, id: string): Promise<void> {
  let deleted: typeof templates.$inferSelect | undefined;
  try {
    [deleted] = await getDb()
      .delete(templates)
      .where(and(eq(templates.id, id), eq(templates.user_id, userId)))
      .returning();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new UserFacingError(TEMPLATE_MESSAGES.inUse);
    throw error;
  }
  if (!deleted) throw new UserFacingError(TEMPLATE_MESSAGES.notFound);
  await removeStored([
    deleted.front_image_url,
    deleted.front_thumbnail_url,
    deleted.back_image_url,
    deleted.back_thumbnail_url,
    deleted.proof_url,
  ]);
}
