import type { ValidatedAddress } from '@/lib/db/schema';

/** An address to compare: the validated building and its unit (line 2), if any. */
export type AddressAtUnit = {
  address: Pick<ValidatedAddress, 'street_number' | 'route' | 'postal_code'>;
  address2?: string | null;
};

/**
 * One spelling of an address for comparing: number, street, ZIP and unit, in lower case, so
 * "Apt 4B" and "Apt 5C" of one building are two addresses (issue 35). Must match the expression
 * of the recipients_user_address_idx index (lib/db/campaign-schema.ts); the unit is stored
 * cleaned (cleanAddress2), so both spell it alike.
 */
export function addressKey(address: AddressAtUnit['address'], address2?: string | null): string {
  const unit = address2 ? ` ${address2}` : '';
  return `${address.street_number} ${address.route} ${address.postal_code}${unit}`.toLowerCase();
}
