import 'server-only';
import type { ValidatedAddress } from '@/lib/db/schema';
import { addressKey } from '@/lib/orders/address-key';
import { cleanAddress2 } from '@/lib/validation/address-line-2';

/** A validated contact as it is written: its address key and the text its search reads. */
export function contactRow(
  userId: string,
  listId: string,
  contact: {
    name: string;
    address: ValidatedAddress;
    address_2?: string | null;
    customValues?: Record<string, string>;
  },
) {
  const address_2 = cleanAddress2(contact.address_2);
  return {
    list_id: listId,
    user_id: userId,
    name: contact.name,
    address: contact.address,
    address_2,
    // The unit is part of the key: two units of one building are two contacts (issue 35).
    address_key: addressKey(contact.address, address_2),
    custom_values: contact.customValues ?? {},
    search_text: searchText(contact.name, contact.address, address_2),
  };
}

export const searchText = (name: string, address: ValidatedAddress, address2: string | null) =>
  [name, address.formatted_address, address2].filter(Boolean).join(' ').toLowerCase();
