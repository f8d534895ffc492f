import 'server-only';
import type { ValidatedAddress } from '@/lib/db/schema';
import { addressKey } from '@/lib/orders/address-key';

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
  const address_2 = contact.address_2?.trim() || null;
  return {
    list_id: listId,
    user_id: userId,
    name: contact.name,
    address: contact.address,
    address_2,
    address_key: addressKey(contact.address),
    custom_values: contact.customValues ?? {},
    search_text: searchText(contact.name, contact.address, address_2),
  };
}

export const searchText = (name: string, address: ValidatedAddress, address2: string | null) =>
  [name, address.formatted_address, address2].filter(Boolean).join(' ').toLowerCase();
