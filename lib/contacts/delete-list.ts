import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { contactLists } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';
import { isUuid } from '@/lib/validation/uuid';

/** Deletes the user's list and its contacts (cascade); orders already placed from it stay. */
export async function deleteList(userId: string, listId: string): Promise<void> {
  if (!isUuid(listId)) throw new UserFacingError(CONTACT_MESSAGES.listNotFound);
  const gone = await getDb()
    .delete(contactLists)
    .where(and(eq(contactLists.id, listId), eq(contactLists.user_id, userId)))
    .returning({ id: contactLists.id });
  if (!gone.length) throw new UserFacingError(CONTACT_MESSAGES.listNotFound);
}
