import type { ValidatedAddress } from '@/lib/db/schema';
import { UserFacingError, logError } from '@/lib/errors';
import { getMaps, type ResolvedPlace } from '@/lib/providers/maps';
import { ADDRESS_MESSAGES } from './messages';

/**
 * A picked suggestion as a validated address (spec section 4 "Add-recipient modal"): valid only
 * when street number, street, city, state and ZIP are all found. The state is a 2-letter code
 * and the ZIP 5 digits, whatever the provider sends.
 */
export async function resolveAddress(placeId: string, sessionToken: string): Promise<ValidatedAddress> {
  let place: ResolvedPlace;
  try {
    place = await getMaps().resolve({ placeId, sessionToken });
  } catch (error) {
    logError('address resolve', error);
    throw new UserFacingError(ADDRESS_MESSAGES.failed);
  }
  const address = toValidatedAddress(place);
  if (!address) throw new UserFacingError(ADDRESS_MESSAGES.invalid);
  return address;
}

/** The five parts normalised, or null when any is missing or malformed. */
export function toValidatedAddress(place: ResolvedPlace): ValidatedAddress | null {
  const street_number = place.street_number?.trim();
  const route = place.route?.trim();
  const locality = place.locality?.trim();
  const state = place.administrative_area_level_1?.trim().toUpperCase();
  // ZIP+4 ("62701-1234") keeps its first five digits.
  const zip = place.postal_code?.trim().match(/^(\d{5})(?:-?\d{4})?$/)?.[1];
  if (!street_number || !route || !locality || !state || !/^[A-Z]{2}$/.test(state) || !zip) return null;
  return {
    street_number,
    route,
    locality,
    administrative_area_level_1: state,
    postal_code: zip,
    formatted_address: place.formatted_address?.trim() || `${street_number} ${route}, ${locality}, ${state} ${zip}`,
  };
}
