import type { ValidatedAddress } from '@/lib/db/schema';

type AddressParts = Pick<
  ValidatedAddress,
  'street_number' | 'route' | 'locality' | 'administrative_area_level_1' | 'postal_code'
>;

/**
 * A validated address as the two lines of an envelope: "123 Main St" and
 * "Springfield, IL 62701". Client-safe (type-only import).
 */
export function formatAddressLines(address: AddressParts): [string, string] {
  return [
    `${address.street_number} ${address.route}`.trim(),
    `${address.locality}, ${address.administrative_area_level_1} ${address.postal_code}`.trim(),
  ];
}

/**
 * The envelope's lines with the unit (line 2) between street and city when there is one:
 * "123 Main St", "Apt 4B", "Springfield, IL 62701" — what the card back, the proofs and the
 * order page print (issue 35).
 */
export function addressBlock(address: AddressParts, address2?: string | null): string[] {
  const [street, city] = formatAddressLines(address);
  return address2?.trim() ? [street, address2.trim(), city] : [street, city];
}

/** The same on one line, for lists and CSV cells: "123 Main St, Apt 4B, Springfield, IL 62701". */
export const oneLineAddress = (address: AddressParts, address2?: string | null) =>
  addressBlock(address, address2).join(', ');
