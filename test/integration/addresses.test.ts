import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveAddressAction, suggestAddressesAction } from '@/actions/addresses';
import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import { resolveAddress } from '@/lib/addresses/resolve-address';
import { suggestAddresses } from '@/lib/addresses/suggest-addresses';
import { setEnvForTests } from '@/lib/env';
import { getMaps } from '@/lib/providers/maps';
import { encodePlaceId } from '@/lib/providers/maps/sandbox';
import { redirectTarget } from '../support/redirect';
import { actAs, signUpUser } from '../support/users';

/** Address lookup in sandbox mode, through the domain functions and the server actions. */

const TOKEN = '0f8b2c6e-3a1d-4b7e-9c5f-2d4a6b8c0e1f';

async function pick(query: string) {
  const [first] = await suggestAddresses(query, TOKEN);
  if (!first) throw new Error(`no suggestion for ${query}`);
  return first;
}

let errors: string[];
beforeEach(() => {
  setEnvForTests({
    GOOGLE_MAPS_API_KEY: undefined,
    ADMIN_EMAIL: 'admin@inkpost.test',
    APP_URL: 'http://localhost:3000',
  });
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
});
afterEach(() => vi.restoreAllMocks());

describe('suggestAddresses', () => {
  it('uses the sandbox when no Google key is configured', () => {
    expect(getMaps().kind).toBe('sandbox');
  });

  it('asks for nothing under 3 characters, after trimming', async () => {
    expect(await suggestAddresses('', TOKEN)).toEqual([]);
    expect(await suggestAddresses('  12  ', TOKEN)).toEqual([]);
  });

  it('suggests normalised US addresses', async () => {
    const suggestions = await suggestAddresses('  123 main st springfield il ', TOKEN);
    expect(suggestions).toEqual([
      { placeId: expect.stringMatching(/^sbx_/), description: '123 Main St, Springfield, IL 62701' },
    ]);
  });

  it("turns a provider failure into 'Failed to validate address' and logs the cause", async () => {
    await expect(suggestAddresses('123 outage st springfield il', TOKEN)).rejects.toThrow(ADDRESS_MESSAGES.failed);
    expect(errors.join('\n')).toMatch(/address suggestions.*Sandbox maps outage/);
  });
});

describe('resolveAddress', () => {
  it('returns the five parts of a picked suggestion', async () => {
    const picked = await pick('742 evergreen terrace springfield or 97477');
    expect(await resolveAddress(picked.placeId, TOKEN)).toEqual({
      street_number: '742',
      route: 'Evergreen Ter',
      locality: 'Springfield',
      administrative_area_level_1: 'OR',
      postal_code: '97477',
      formatted_address: '742 Evergreen Ter, Springfield, OR 97477',
    });
  });

  it("answers 'Please enter a valid US address' when a part is missing", async () => {
    for (const query of ['0 main st springfield il', '123 main st undeliverable, springfield il']) {
      const picked = await pick(query);
      await expect(resolveAddress(picked.placeId, TOKEN), query).rejects.toThrow(ADDRESS_MESSAGES.invalid);
    }
    // A ZIP outside the city, smuggled in through a hand-made place id.
    const forged = encodePlaceId({ n: '123', r: 'Main St', c: 'Springfield', s: 'IL', z: '90210' });
    await expect(resolveAddress(forged, TOKEN)).rejects.toThrow(ADDRESS_MESSAGES.invalid);
  });

  it("answers 'Failed to validate address' when the lookup fails", async () => {
    const picked = await pick('123 main st timeout, springfield il');
    await expect(resolveAddress(picked.placeId, TOKEN)).rejects.toThrow(ADDRESS_MESSAGES.failed);
    await expect(resolveAddress('sbx_not-a-place', TOKEN)).rejects.toThrow(ADDRESS_MESSAGES.failed);
    expect(errors).toHaveLength(2);
  });
});

describe('address actions', () => {
  it('serve a signed-in user with typed results', async () => {
    actAs(await signUpUser('ada@example.com'));
    const suggested = await suggestAddressesAction({ query: '123 main st 62704', sessionToken: TOKEN });
    expect(suggested).toEqual({
      ok: true,
      data: [{ placeId: expect.any(String), description: '123 Main St, Springfield, IL 62704' }],
    });
    if (!suggested.ok) return;
    const resolved = await resolveAddressAction({ placeId: suggested.data[0].placeId, sessionToken: TOKEN });
    expect(resolved).toMatchObject({ ok: true, data: { street_number: '123', postal_code: '62704' } });

    const undeliverable = await suggestAddressesAction({ query: '0 main st springfield il', sessionToken: TOKEN });
    const placeId = undeliverable.ok ? undeliverable.data[0].placeId : '';
    expect(await resolveAddressAction({ placeId, sessionToken: TOKEN })).toEqual({
      ok: false,
      error: ADDRESS_MESSAGES.invalid,
    });
    expect(await suggestAddressesAction({ query: '1 outage st springfield il', sessionToken: TOKEN })).toEqual({
      ok: false,
      error: ADDRESS_MESSAGES.failed,
    });
  });

  it('refuse malformed input before any lookup', async () => {
    actAs(await signUpUser('ada@example.com'));
    expect(await suggestAddressesAction({ query: '123 main st', sessionToken: 'not a token!' })).toEqual({
      ok: false,
      error: ADDRESS_MESSAGES.failed,
    });
    expect(await resolveAddressAction({ placeId: '../../v1/other', sessionToken: TOKEN })).toEqual({
      ok: false,
      error: ADDRESS_MESSAGES.invalid,
    });
  });

  it('send a signed-out caller to the login page', async () => {
    actAs(null, '/campaigns');
    expect(
      await redirectTarget(() => suggestAddressesAction({ query: '123 main st springfield il', sessionToken: TOKEN })),
    ).toBe('/login?next=%2Fcampaigns');
    const placeId = encodePlaceId({ n: '123', r: 'Main St', c: 'Springfield', s: 'IL', z: '62701' });
    expect(await redirectTarget(() => resolveAddressAction({ placeId, sessionToken: TOKEN }))).toBe(
      '/login?next=%2Fcampaigns',
    );
  });
});
