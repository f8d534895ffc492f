import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import { resolveAddress } from '@/lib/addresses/resolve-address';
import { suggestAddresses } from '@/lib/addresses/suggest-addresses';
import { setEnvForTests } from '@/lib/env';
import { getMaps } from '@/lib/providers/maps';
import { mswServer } from '../support/msw';

/**
 * Contract tests of the Google maps adapter (Places API (New), providers reference 4.5) against
 * fakes of places.googleapis.com: what we send (body, headers, session token, key only in a
 * header), how realistic answers map to the five address parts, and which failures retry.
 */

const KEY = 'k';
const TOKEN = '3c9e1f4a-7b2d-4e6c-8a5f-0d1b3c5e7a9f';
const PLACE_ID = 'ChIJK0nZ2xtTdYgRFnfyCmEHAVM';
const AUTOCOMPLETE = 'https://places.googleapis.com/v1/places:autocomplete';
const DETAILS = 'https://places.googleapis.com/v1/places/:placeId';

type Seen = { url: URL; headers: Headers; body: unknown };

function route(method: 'post' | 'get', url: string, reply: (attempt: number) => Response): Seen[] {
  const seen: Seen[] = [];
  mswServer.use(
    http[method](url, async ({ request }) => {
      const text = await request.text();
      seen.push({ url: new URL(request.url), headers: request.headers, body: text ? JSON.parse(text) : null });
      return reply(seen.length);
    }),
  );
  return seen;
}

const prediction = (placeId: string, text: string, types = ['street_address', 'geocode']) => ({
  placePrediction: { placeId, text: { text }, types },
});

const component = (longText: string, shortText: string, ...types: string[]) => ({
  longText,
  shortText,
  types,
  languageCode: 'en',
});

/** Place Details (New) for a Springfield, IL house, as Google returns it for our field mask. */
const springfieldHouse = {
  formattedAddress: '123 Main St, Springfield, IL 62701, USA',
  addressComponents: [
    component('123', '123', 'street_number'),
    component('Main Street', 'Main St', 'route'),
    component('Downtown', 'Downtown', 'neighborhood', 'political'),
    component('Springfield', 'Springfield', 'locality', 'political'),
    component('Capital Township', 'Capital Township', 'administrative_area_level_3', 'political'),
    component('Sangamon County', 'Sangamon County', 'administrative_area_level_2', 'political'),
    component('Illinois', 'IL', 'administrative_area_level_1', 'political'),
    component('United States', 'US', 'country', 'political'),
    component('62701', '62701', 'postal_code'),
    component('1234', '1234', 'postal_code_suffix'),
  ],
};

// Retryable answers carry no body (see stripe-payments.test.ts on MSW's tee'd responses).
const bare = (status: number) => new HttpResponse(null, { status });
const googleError = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code: status, message, status: code } }, { status });

let errors: string[];
let warnings: string[];
beforeEach(() => {
  setEnvForTests({ GOOGLE_MAPS_API_KEY: KEY, ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' });
  errors = [];
  warnings = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
});
afterEach(() => {
  vi.restoreAllMocks();
  setEnvForTests({
    GOOGLE_MAPS_API_KEY: undefined,
    ADMIN_EMAIL: 'admin@inkpost.test',
    APP_URL: 'http://localhost:3000',
  });
});

function expectKeyOnlyInHeader(seen: Seen) {
  expect(seen.headers.get('x-goog-api-key')).toBe(KEY);
  expect(seen.url.searchParams.has('key')).toBe(false);
  expect(JSON.stringify(seen.body ?? {})).not.toContain(`"${KEY}"`);
}

describe('autocomplete (POST /v1/places:autocomplete)', () => {
  it('asks for US street addresses in this session, with a field mask, and maps the predictions', async () => {
    expect(getMaps().kind).toBe('google');
    const seen = route('post', AUTOCOMPLETE, () =>
      HttpResponse.json({
        suggestions: [
          prediction(PLACE_ID, '123 Main St, Springfield, IL, USA'),
          prediction('ChIJ2xPremise0000000000000', '123 Main St Building, Springfield, IL, USA', ['premise']),
          { queryPrediction: { text: { text: '123 Main St near Springfield' } } },
          prediction('ChIJRouteOnly000000000000', 'Main St, Springfield, IL, USA', ['route', 'geocode']),
        ],
      }),
    );

    const suggestions = await suggestAddresses('  123 Main St, Springf ', TOKEN);

    expect(suggestions).toEqual([
      { placeId: PLACE_ID, description: '123 Main St, Springfield, IL, USA' },
      { placeId: 'ChIJ2xPremise0000000000000', description: '123 Main St Building, Springfield, IL, USA' },
    ]);
    expect(seen).toHaveLength(1);
    expectKeyOnlyInHeader(seen[0]);
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(seen[0].headers.get('x-goog-fieldmask')).toBe(
      'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text,suggestions.placePrediction.types',
    );
    expect(seen[0].body).toEqual({
      input: '123 Main St, Springf',
      sessionToken: TOKEN,
      includedRegionCodes: ['us'],
      includedPrimaryTypes: ['street_address', 'premise'],
      languageCode: 'en',
    });
  });

  it('returns at most 5 suggestions, and none for an empty answer', async () => {
    const many = Array.from({ length: 7 }, (_, i) =>
      prediction(`ChIJPlace${i}`, `${i + 1} Main St, Springfield, IL, USA`),
    );
    route('post', AUTOCOMPLETE, (n) => HttpResponse.json(n === 1 ? { suggestions: many } : {}));
    expect(await suggestAddresses('1 Main St', TOKEN)).toHaveLength(5);
    expect(await suggestAddresses('zzzz', TOKEN)).toEqual([]);
  });

  it('does not call Google under 3 characters', async () => {
    const seen = route('post', AUTOCOMPLETE, () => HttpResponse.json({}));
    expect(await suggestAddresses('12', TOKEN)).toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it("shows 'Failed to validate address' for a refused key, once, and logs Google's reason", async () => {
    const seen = route('post', AUTOCOMPLETE, () =>
      googleError(
        403,
        'PERMISSION_DENIED',
        'Places API (New) has not been used in project 123 before or it is disabled.',
      ),
    );
    await expect(suggestAddresses('123 Main St', TOKEN)).rejects.toThrow(ADDRESS_MESSAGES.failed);
    expect(seen).toHaveLength(1); // 403 is not retryable
    expect(errors.join('\n')).toMatch(
      /Google Places autocomplete failed \(403\): PERMISSION_DENIED: Places API \(New\)/,
    );
  });
});

describe('place details (GET /v1/places/{id})', () => {
  it('ends the session with the token, asks only for address fields, and maps the components', async () => {
    const seen = route('get', DETAILS, () => HttpResponse.json(springfieldHouse));

    const address = await resolveAddress(PLACE_ID, TOKEN);

    expect(address).toEqual({
      street_number: '123',
      route: 'Main St',
      locality: 'Springfield',
      administrative_area_level_1: 'IL',
      postal_code: '62701',
      formatted_address: '123 Main St, Springfield, IL 62701, USA',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].url.pathname).toBe(`/v1/places/${PLACE_ID}`);
    expect(seen[0].url.searchParams.get('sessionToken')).toBe(TOKEN);
    expect(seen[0].headers.get('x-goog-fieldmask')).toBe('addressComponents,formattedAddress');
    expectKeyOnlyInHeader(seen[0]);
  });

  it('falls back to the sublocality where New York City has no locality', async () => {
    route('get', DETAILS, () =>
      HttpResponse.json({
        formattedAddress: '350 Jay St, Brooklyn, NY 11201, USA',
        addressComponents: [
          component('350', '350', 'street_number'),
          component('Jay Street', 'Jay St', 'route'),
          component('Downtown Brooklyn', 'Downtown Brooklyn', 'neighborhood', 'political'),
          component('Brooklyn', 'Brooklyn', 'sublocality_level_1', 'sublocality', 'political'),
          component('Kings County', 'Kings County', 'administrative_area_level_2', 'political'),
          component('New York', 'NY', 'administrative_area_level_1', 'political'),
          component('United States', 'US', 'country', 'political'),
          component('11201', '11201', 'postal_code'),
        ],
      }),
    );
    expect(await resolveAddress('ChIJBrooklyn', TOKEN)).toMatchObject({
      locality: 'Brooklyn',
      administrative_area_level_1: 'NY',
    });
  });

  it("answers 'Please enter a valid US address' for a place without a street number, or outside the US", async () => {
    const withoutNumber = {
      formattedAddress: 'Main St, Springfield, IL 62701, USA',
      addressComponents: springfieldHouse.addressComponents.filter((c) => !c.types.includes('street_number')),
    };
    const canadian = {
      formattedAddress: '111 Wellington St, Ottawa, ON K1A 0A9, Canada',
      addressComponents: [
        component('111', '111', 'street_number'),
        component('Wellington Street', 'Wellington St', 'route'),
        component('Ottawa', 'Ottawa', 'locality', 'political'),
        component('Ontario', 'ON', 'administrative_area_level_1', 'political'),
        component('Canada', 'CA', 'country', 'political'),
        component('K1A 0A9', 'K1A 0A9', 'postal_code'),
      ],
    };
    route('get', DETAILS, (n) => HttpResponse.json(n === 1 ? withoutNumber : canadian));
    await expect(resolveAddress(PLACE_ID, TOKEN)).rejects.toThrow(ADDRESS_MESSAGES.invalid);
    await expect(resolveAddress('ChIJOttawa', TOKEN)).rejects.toThrow(ADDRESS_MESSAGES.invalid);
  });

  it("answers 'Failed to validate address' for an unknown place id (400) without retrying", async () => {
    const seen = route('get', DETAILS, () => googleError(400, 'INVALID_ARGUMENT', 'Not a valid Place ID: ChIJnope'));
    await expect(resolveAddress('ChIJnope', TOKEN)).rejects.toThrow(ADDRESS_MESSAGES.failed);
    expect(seen).toHaveLength(1);
  });

  it('retries a 500 through the retry wrapper, then succeeds', async () => {
    const seen = route('get', DETAILS, (n) => (n === 1 ? bare(500) : HttpResponse.json(springfieldHouse)));
    expect(await resolveAddress(PLACE_ID, TOKEN)).toMatchObject({ street_number: '123' });
    expect(seen).toHaveLength(2);
    expect(seen[1].url.searchParams.get('sessionToken')).toBe(TOKEN);
    expect(
      warnings.filter((w) =>
        /GET https:\/\/places\.googleapis\.com\/v1\/places\/\S+ failed \(status: 500\), attempt 1 of 3/.test(w),
      ),
    ).toHaveLength(1);
    // The wrapper logs the URL without its query: the session token stays out of the log.
    expect(warnings.join('\n')).not.toContain(TOKEN);
  });

  it("gives up after 3 attempts of a 500 with 'Failed to validate address'", async () => {
    const seen = route('post', AUTOCOMPLETE, () => bare(500));
    await expect(suggestAddresses('123 Main St', TOKEN)).rejects.toThrow(ADDRESS_MESSAGES.failed);
    expect(seen).toHaveLength(3);
    expect(errors.join('\n')).toContain('HTTP error! status: 500');
  });
});
