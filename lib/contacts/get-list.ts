import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { contactLists } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';
import { isUuid } from '@/lib/validation/uuid';

export type ContactList = { id: string; name: string; contactCount: number; createdAt: Date };

/** The user's own list, or "List not found" (another user's list is not told apart from none). */
export async function getList(db: Queryable, userId: string, listId: string): Promise<ContactList> {
  if (!isUuid(listId)) throw new UserFacingError(CONTACT_MESSAGES.listNotFound);
  const [list] = await db
    .select({
      id: contactLists.id,
      name: contactLists.name,
      contactCount: contactLists.contact_count,
      createdAt: contactLists.created_at,
    })
    .from(contactLists)
    .where(and(eq(contactLists.id, listId), eq(contactLists.user_id, userId)));
  if (!list) throw new UserFacingError(CONTACT_MESSAGES.listNotFound);
  return list;
}
