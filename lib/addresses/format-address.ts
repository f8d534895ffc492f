import type { ValidatedAddress } from '@/lib/db/schema';

/**
 * A validated address as the two lines of an envelope: "123 Main St" and
 * "Springfield, IL 62701". Client-safe (type-only import).
 */
export function formatAddressLines(
  address: Pick<
    ValidatedAddress,
    'street_number' | 'route' | 'locality' | 'administrative_area_level_1' | 'postal_code'
  >,
): [string, string] {
  return [
    `${address.street_number} ${address.route}`.trim(),
    `${address.locality}, ${address.administrative_area_level_1} ${address.postal_code}`.trim(),
  ];
}
