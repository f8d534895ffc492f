import 'server-only';
import { and, eq } from 'drizzle-orm';
import { resolveAddress } from '@/lib/addresses/resolve-address';
import { getDb } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { withUserScope } from '@/lib/db/scoped';
import { contacts } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';
import { isUuid } from '@/lib/validation/uuid';
import { addressKey } from '@/lib/orders/address-key';
import { cleanAddress2 } from '@/lib/validation/address-line-2';
import { searchText } from './contact-rows';

/**
 * Edits the user's contact: its name and line 2, and its address when a new one was picked
 * (resolved again, as when adding). Moving it onto an address (building and unit) its list
 * already has is refused.
 */
export async function updateContact(
  userId: string,
  contactId: string,
  input: { name: string; address2?: string; placeId?: string; sessionToken?: string },
): Promise<void> {
  if (!isUuid(contactId)) throw new UserFacingError(CONTACT_MESSAGES.contactNotFound);
  const [current] = await withUserScope(userId, (tx) =>
    tx
      .select({ address: contacts.address })
      .from(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.user_id, userId))),
  );
  if (!current) throw new UserFacingError(CONTACT_MESSAGES.contactNotFound);
  const address =
    input.placeId && input.sessionToken ? await resolveAddress(input.placeId, input.sessionToken) : current.address;
  const name = input.name.trim();
  const address_2 = cleanAddress2(input.address2);
  try {
    await getDb()
      .update(contacts)
      .set({
        name,
        address,
        address_2,
        address_key: addressKey(address, address_2),
        search_text: searchText(name, address, address_2),
      })
      .where(and(eq(contacts.id, contactId), eq(contacts.user_id, userId)));
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserFacingError(CONTACT_MESSAGES.duplicateContact);
    throw error;
  }
}
