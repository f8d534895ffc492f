import { fetchWithRetry } from '@/lib/providers/retry';
import { MAX_SUGGESTIONS, MapsProviderError, type AddressSuggestion, type MapsPort, type ResolvedPlace } from './port';

/**
 * Google Places API (New) over plain HTTPS, through our retry wrapper. Not the legacy Places API
 * that @googlemaps/google-maps-services-js calls: Google closed it to new projects (reports of
 * REQUEST_DENIED for new keys since March 2025), so a new key only works against
 * places.googleapis.com, and one session cannot mix both. Server-side only: the key travels in the
 * X-Goog-Api-Key header, never in a URL, so it cannot end up in logs or the browser.
 */
export const PLACES_API = 'https://places.googleapis.com/v1';

/** Street addresses and buildings only: the postcard needs a house number. */
export const ADDRESS_TYPES = ['street_address', 'premise'];
/** Prediction types we accept (a safety net in case the type filter above lets others through). */
const STREET_TYPES = new Set(['street_address', 'premise', 'subpremise']);

export const AUTOCOMPLETE_FIELD_MASK =
  'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text,suggestions.placePrediction.types';
/** Only what the address needs: Place Details bills by the fields asked for. */
export const DETAILS_FIELD_MASK = 'addressComponents,formattedAddress';

type AddressComponent = { longText?: string; shortText?: string; types?: string[] };
type PlaceDetails = { formattedAddress?: string; addressComponents?: AddressComponent[] };
type AutocompleteResponse = {
  suggestions?: { placePrediction?: { placeId?: string; text?: { text?: string }; types?: string[] } }[];
};

async function failure(operation: string, response: Response): Promise<MapsProviderError> {
  // Google's error body: { error: { code, message, status } } (e.g. PERMISSION_DENIED on a bad key).
  const body = (await response.json().catch(() => null)) as { error?: { status?: string; message?: string } } | null;
  const detail = [body?.error?.status, body?.error?.message].filter(Boolean).join(': ') || `status ${response.status}`;
  return new MapsProviderError(`Google Places ${operation} failed (${response.status}): ${detail}`, response.status);
}

/** Address components → the spec's parts; the first component of a listed type wins. */
export function mapAddressComponents(place: PlaceDetails): ResolvedPlace {
  const components = place.addressComponents ?? [];
  const find = (...types: string[]) =>
    types.map((type) => components.find((c) => c.types?.includes(type))).find(Boolean);
  const country = find('country');
  // Only US addresses: a place id from elsewhere resolves to nothing usable.
  if (country && country.shortText !== 'US') return { formatted_address: place.formattedAddress };
  const result: ResolvedPlace = {
    street_number: find('street_number')?.longText,
    route: find('route')?.shortText ?? find('route')?.longText,
    // Some US places have no locality (parts of New York City): fall back like Google's own forms.
    locality: find('locality', 'postal_town', 'sublocality_level_1', 'sublocality')?.longText,
    administrative_area_level_1: find('administrative_area_level_1')?.shortText,
    postal_code: find('postal_code')?.longText,
    formatted_address: place.formattedAddress,
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value)) as ResolvedPlace;
}

export function createGoogleMaps(apiKey: string): MapsPort {
  return {
    kind: 'google',

    async suggest({ query, sessionToken }): Promise<AddressSuggestion[]> {
      const response = await fetchWithRetry(`${PLACES_API}/places:autocomplete`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Goog-Api-Key': apiKey,
          'X-Goog-FieldMask': AUTOCOMPLETE_FIELD_MASK,
        },
        body: JSON.stringify({
          input: query,
          sessionToken,
          includedRegionCodes: ['us'],
          includedPrimaryTypes: ADDRESS_TYPES,
          languageCode: 'en',
        }),
      });
      if (!response.ok) throw await failure('autocomplete', response);
      const body = (await response.json()) as AutocompleteResponse;
      const suggestions: AddressSuggestion[] = [];
      for (const { placePrediction: p } of body.suggestions ?? []) {
        if (!p?.placeId || !p.text?.text) continue; // query predictions have no place
        if (p.types && !p.types.some((type) => STREET_TYPES.has(type))) continue;
        suggestions.push({ placeId: p.placeId, description: p.text.text });
      }
      return suggestions.slice(0, MAX_SUGGESTIONS);
    },

    async resolve({ placeId, sessionToken }): Promise<ResolvedPlace> {
      // The session token ends (and bills) the autocomplete session as one Place Details call.
      const url = `${PLACES_API}/places/${encodeURIComponent(placeId)}?${new URLSearchParams({ sessionToken, languageCode: 'en' })}`;
      const response = await fetchWithRetry(url, {
        method: 'GET',
        headers: { 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': DETAILS_FIELD_MASK },
      });
      if (!response.ok) throw await failure('place details', response);
      return mapAddressComponents((await response.json()) as PlaceDetails);
    },
  };
}
