import type { ValidatedAddress } from '@/lib/db/schema';

/**
 * One spelling of an address for comparing: number, street and ZIP in lower case. Must match
 * the expression of the recipients_user_address_idx index in lib/db/schema.ts.
 */
export function addressKey(address: Pick<ValidatedAddress, 'street_number' | 'route' | 'postal_code'>): string {
  return `${address.street_number} ${address.route} ${address.postal_code}`.toLowerCase();
}
