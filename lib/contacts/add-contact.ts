import 'server-only';
import { resolveAddress } from '@/lib/addresses/resolve-address';
import { getDb } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { withUserScope } from '@/lib/db/scoped';
import { contacts } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';
import { contactRow } from './contact-rows';
import { getList } from './get-list';

export type ContactInput = { name: string; placeId: string; sessionToken: string; address2?: string };

/** One contact added to the user's list at the address picked in the autocomplete; refused when the list has that address. */
export async function addContact(userId: string, listId: string, input: ContactInput): Promise<{ id: string }> {
  const list = await withUserScope(userId, (tx) => getList(tx, userId, listId));
  const address = await resolveAddress(input.placeId, input.sessionToken);
  try {
    const [row] = await getDb()
      .insert(contacts)
      .values(contactRow(userId, list.id, { name: input.name.trim(), address, address_2: input.address2 }))
      .returning({ id: contacts.id });
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserFacingError(CONTACT_MESSAGES.duplicateContact);
    throw error;
  }
}
