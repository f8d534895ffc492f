import { resolveAddress } from '@/lib/addresses/resolve-address';
import { suggestAddresses } from '@/lib/addresses/suggest-addresses';
import { UserFacingError } from '@/lib/errors';
import type { AddressSuggestion } from '@/lib/providers/maps';
import { RETURN_ADDRESS_MESSAGES as M } from '@/lib/validation/return-address';

/**
 * The address lookup behind line 1 of the return address. It is the recipients' lookup with the
 * return address's own messages (spec sections 5 and 8): a suggestion service that cannot be
 * reached is 'Failed to initialize address lookup service', and a pick that fails or lacks any
 * of the five parts is 'Failed to validate address'. The shared functions already log the cause.
 */
export async function suggestReturnAddresses(query: string, sessionToken: string): Promise<AddressSuggestion[]> {
  try {
    return await suggestAddresses(query, sessionToken);
  } catch {
    throw new UserFacingError(M.lookupUnavailable);
  }
}

/** The form's lines for a picked suggestion: line 1 is "number street", the rest fills city, state and ZIP. */
export type ResolvedReturnAddress = { line1: string; city: string; state: string; zip: string };

export async function resolveReturnAddress(placeId: string, sessionToken: string): Promise<ResolvedReturnAddress> {
  try {
    const address = await resolveAddress(placeId, sessionToken);
    return {
      line1: `${address.street_number} ${address.route}`,
      city: address.locality,
      state: address.administrative_area_level_1,
      zip: address.postal_code,
    };
  } catch {
    throw new UserFacingError(M.validateFailed);
  }
}
