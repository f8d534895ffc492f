import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { contacts } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';
import { isUuid } from '@/lib/validation/uuid';

/** Removes the user's contact from its list (the kept count follows in the same statement). */
export async function deleteContact(userId: string, contactId: string): Promise<void> {
  if (!isUuid(contactId)) throw new UserFacingError(CONTACT_MESSAGES.contactNotFound);
  const gone = await getDb()
    .delete(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.user_id, userId)))
    .returning({ id: contacts.id });
  if (!gone.length) throw new UserFacingError(CONTACT_MESSAGES.contactNotFound);
}
