import type { ValidatedAddress } from '@/lib/db/schema';

/** One autocomplete row: what the user sees and the id that `resolve` turns into an address. */
export type AddressSuggestion = { placeId: string; description: string };

/**
 * The address parts a provider found for a place, in the spec's field names (section 3
 * "Validated address"). Any part may be missing; deciding what counts as a valid address is the
 * domain's job (lib/addresses/resolve-address.ts), not the provider's.
 */
export type ResolvedPlace = Partial<ValidatedAddress>;

/**
 * The maps service as the domain sees it: Google Places (New) or the offline sandbox. Called
 * only from server code, so the API key never reaches the browser. A `sessionToken` groups the
 * autocomplete calls of one lookup with the `resolve` that ends it (one billed session).
 */
export interface MapsPort {
  readonly kind: 'sandbox' | 'google';
  /** At most 5 US street-address suggestions for what the user typed. */
  suggest(input: { query: string; sessionToken: string }): Promise<AddressSuggestion[]>;
  /** The address parts of a suggestion the user picked. Throws when the provider fails. */
  resolve(input: { placeId: string; sessionToken: string }): Promise<ResolvedPlace>;
  /**
   * Why a typed address gives no usable suggestion, by the provider's own rules, or null when it
   * cannot say. Only a provider that decides validity by rules it can replay offers it (the
   * sandbox); for the others the parts their answer lacks say it (lib/addresses/address-problems.ts).
   */
  explain?(address: {
    street: string;
    city: string;
    state: string;
    zip?: string | null;
  }): Promise<AddressProblem | null>;
}

/** Which part of a typed address the maps service could not use (messages: lib/addresses/address-problems.ts). */
export type AddressProblem =
  | { part: 'house_number'; street: string }
  | { part: 'street'; street: string }
  | { part: 'city'; city: string; state: string }
  | { part: 'state'; state: string }
  | { part: 'zip_not_in_city'; zip: string; city: string; state: string }
  | { part: 'zip_unknown'; zip: string }
  | { part: 'undeliverable' };

/** The provider answered, but with an error (or could not be reached in its sandbox). */
export class MapsProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MapsProviderError';
  }
}

/** At most this many suggestions are shown (and asked for). */
export const MAX_SUGGESTIONS = 5;
