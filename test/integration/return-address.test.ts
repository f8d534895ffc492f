import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveReturnAddressAction, suggestReturnAddressesAction, updateReturnAddressAction } from '@/actions/profile';
import { getReturnAddress } from '@/lib/accounts/get-return-address';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { encodePlaceId } from '@/lib/providers/maps/sandbox';
import { RETURN_ADDRESS_MESSAGES as M, type ReturnAddressInput } from '@/lib/validation/return-address';
import { pickAddress } from '../support/addresses';
import { failWritesTo } from '../support/fail-inserts';
import { redirectTarget } from '../support/redirect';
import { actAs, signUpUser, type TestUser } from '../support/users';
import { INSUFFICIENT_PRIVILEGE, sqlStateAsUser } from '../support/user-role';

// The Return Address form of the Account tab (spec sections 2, 5 and 8): the address lookup on
// line 1 with its own messages, the rules of a saved address, and what is stored for postcards.

const TOKEN = '0f8b2c6e-3a1d-4b7e-9c5f-2d4a6b8c0e1f';

const ADDRESS: ReturnAddressInput = {
  name: 'Ada Lovelace',
  line1: '123 Main St',
  line2: 'Suite 4',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
};

let ada: TestUser;
let errors: string[];

async function returnColumns(user: TestUser) {
  const [row] = await getDb()
    .select({
      name: profiles.return_address_name,
      line1: profiles.return_address_line1,
      line2: profiles.return_address_line2,
      city: profiles.return_address_city,
      state: profiles.return_address_state,
      zip: profiles.return_address_zip,
    })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  return row;
}

beforeEach(async () => {
  setEnvForTests({
    GOOGLE_MAPS_API_KEY: undefined,
    ADMIN_EMAIL: 'admin@inkpost.test',
    APP_URL: 'http://localhost:3000',
  });
  ada = await signUpUser('ada@example.com');
  actAs(ada, '/profile');
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
});
afterEach(() => vi.restoreAllMocks());

describe('return address lookup', () => {
  it('suggests US addresses, and a pick fills line 1, city, state and ZIP', async () => {
    const suggested = await suggestReturnAddressesAction({ query: '123 main st springfield il', sessionToken: TOKEN });
    expect(suggested).toEqual({
      ok: true,
      data: [{ placeId: expect.stringMatching(/^sbx_/), description: '123 Main St, Springfield, IL 62701' }],
    });
    if (!suggested.ok) return;
    expect(await resolveReturnAddressAction({ placeId: suggested.data[0].placeId, sessionToken: TOKEN })).toEqual({
      ok: true,
      data: { line1: '123 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
    });
  });

  it("answers 'Failed to validate address' for a pick without all five parts", async () => {
    for (const query of ['0 main st springfield il', '123 main st undeliverable, springfield il']) {
      const picked = await pickAddress(query);
      expect(await resolveReturnAddressAction({ placeId: picked.placeId, sessionToken: TOKEN }), query).toEqual({
        ok: false,
        error: 'Failed to validate address',
      });
    }
    const noZip = encodePlaceId({ n: '123', r: 'Main St', c: 'Springfield', s: 'IL', z: '' });
    expect(await resolveReturnAddressAction({ placeId: noZip, sessionToken: TOKEN })).toEqual({
      ok: false,
      error: M.validateFailed,
    });
  });

  it("answers 'Failed to validate address' when the geocoding of a pick fails, and logs why", async () => {
    const picked = await pickAddress('123 main st timeout, springfield il');
    expect(await resolveReturnAddressAction({ placeId: picked.placeId, sessionToken: TOKEN })).toEqual({
      ok: false,
      error: 'Failed to validate address',
    });
    expect(errors.join('\n')).toMatch(/address resolve.*timed out/);
    expect(await resolveReturnAddressAction({ placeId: '../../v1/x', sessionToken: TOKEN })).toEqual({
      ok: false,
      error: M.validateFailed,
    });
  });

  it("answers 'Failed to initialize address lookup service' when suggestions cannot be reached", async () => {
    expect(await suggestReturnAddressesAction({ query: '123 outage st springfield il', sessionToken: TOKEN })).toEqual({
      ok: false,
      error: 'Failed to initialize address lookup service',
    });
    expect(errors.join('\n')).toMatch(/address suggestions.*outage/);
  });

  it('asks for nothing under 3 characters', async () => {
    expect(await suggestReturnAddressesAction({ query: ' 12 ', sessionToken: TOKEN })).toEqual({ ok: true, data: [] });
  });

  it('sends a signed-out caller to the login page', async () => {
    actAs(null, '/profile');
    expect(
      await redirectTarget(() => suggestReturnAddressesAction({ query: '123 main st', sessionToken: TOKEN })),
    ).toBe('/login?next=%2Fprofile');
    expect(await redirectTarget(() => updateReturnAddressAction(ADDRESS))).toBe('/login?next=%2Fprofile');
  });
});

describe('saving the return address', () => {
  it('starts empty, saves, and loads back what was saved', async () => {
    expect(await getReturnAddress(ada.id)).toEqual({ name: '', line1: '', line2: '', city: '', state: '', zip: '' });

    const result = await updateReturnAddressAction({ ...ADDRESS, name: ' Ada Lovelace ', state: 'il' });
    expect(result).toEqual({ ok: true, data: ADDRESS });
    expect(await returnColumns(ada)).toEqual(ADDRESS);
    expect(await getReturnAddress(ada.id)).toEqual(ADDRESS);
  });

  it('stores an empty line 2 as NULL, as the postcard builder reads it', async () => {
    await updateReturnAddressAction(ADDRESS);
    expect(await updateReturnAddressAction({ ...ADDRESS, line2: '  ' })).toEqual({
      ok: true,
      data: { ...ADDRESS, line2: '' },
    });
    expect((await returnColumns(ada)).line2).toBeNull();
    expect((await getReturnAddress(ada.id)).line2).toBe('');
  });

  it('saves the lines of a picked suggestion as they came', async () => {
    const picked = await pickAddress('742 evergreen terrace springfield or 97477');
    const resolved = await resolveReturnAddressAction({ placeId: picked.placeId, sessionToken: TOKEN });
    if (!resolved.ok) throw new Error(resolved.error);
    expect(await updateReturnAddressAction({ name: 'Ada', line2: '', ...resolved.data })).toMatchObject({ ok: true });
    expect(await returnColumns(ada)).toEqual({
      name: 'Ada',
      line1: '742 Evergreen Ter',
      line2: null,
      city: 'Springfield',
      state: 'OR',
      zip: '97477',
    });
  });

  it.each(['name', 'line1', 'city', 'state', 'zip'] as const)(
    "answers 'Please fill in all required fields' without %s, and stores nothing",
    async (field) => {
      expect(await updateReturnAddressAction({ ...ADDRESS, [field]: ' ' })).toEqual({
        ok: false,
        error: 'Please fill in all required fields',
      });
      expect(await getReturnAddress(ada.id)).toEqual({ name: '', line1: '', line2: '', city: '', state: '', zip: '' });
    },
  );

  it('refuses a state that is not a 2-letter code and a ZIP that is not 5 digits', async () => {
    for (const state of ['Illinois', 'I', 'XX']) {
      expect(await updateReturnAddressAction({ ...ADDRESS, state }), state).toEqual({ ok: false, error: M.state });
    }
    for (const zip of ['627011', '6270', '62701-1234', 'abcde']) {
      expect(await updateReturnAddressAction({ ...ADDRESS, zip }), zip).toEqual({ ok: false, error: M.zip });
    }
    expect(M.state).toBe('State must be a 2-letter US state code, such as IL');
    expect(M.zip).toBe('ZIP code must be 5 digits, such as 62701');
    expect((await returnColumns(ada)).state).toBeNull();
  });

  it('refuses lines longer than a postcard prints', async () => {
    expect(await updateReturnAddressAction({ ...ADDRESS, line1: 'x'.repeat(101) })).toEqual({
      ok: false,
      error: 'Address line 1 can be at most 100 characters',
    });
  });

  it("answers 'Failed to update return address' when the save fails, and keeps the old address", async () => {
    await updateReturnAddressAction(ADDRESS);
    const restore = await failWritesTo('profiles', 'disk full', ['update']);
    try {
      expect(await updateReturnAddressAction({ ...ADDRESS, city: 'Chicago', zip: '60601' })).toEqual({
        ok: false,
        error: 'Failed to update return address',
      });
    } finally {
      await restore();
    }
    expect(await getReturnAddress(ada.id)).toEqual(ADDRESS);
    expect(errors.join('\n')).toMatch(/action update-return-address: Failed query: update "profiles"/);
  });

  it('sets updated_at', async () => {
    const [before] = await getDb().select({ at: profiles.updated_at }).from(profiles).where(eq(profiles.id, ada.id));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await updateReturnAddressAction(ADDRESS);
    const [after] = await getDb().select({ at: profiles.updated_at }).from(profiles).where(eq(profiles.id, ada.id));
    expect(after.at.getTime()).toBeGreaterThan(before.at.getTime());
  });
});

describe('tenant isolation: return address', () => {
  let bob: TestUser;
  beforeEach(async () => {
    bob = await signUpUser('bob@example.com');
    actAs(ada, '/profile');
    await updateReturnAddressAction(ADDRESS);
  });

  it('B’s save changes B’s profile only, even with A’s id in the input', async () => {
    actAs(bob, '/profile');
    const input = {
      ...ADDRESS,
      name: 'Bob',
      city: 'Chicago',
      zip: '60601',
      userId: ada.id,
      id: ada.id,
    } as ReturnAddressInput;
    expect(await updateReturnAddressAction(input)).toEqual({
      ok: true,
      data: { ...ADDRESS, name: 'Bob', city: 'Chicago', zip: '60601' },
    });
    expect(await returnColumns(ada)).toEqual(ADDRESS);
    expect((await returnColumns(bob)).name).toBe('Bob');
  });

  it('B reads only B’s address, and B’s scope cannot write A’s row', async () => {
    expect(await getReturnAddress(bob.id)).toEqual({ name: '', line1: '', line2: '', city: '', state: '', zip: '' });
    expect(
      await sqlStateAsUser(bob.id, (tx) =>
        tx.update(profiles).set({ return_address_name: 'Mallory' }).where(eq(profiles.id, ada.id)),
      ),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await returnColumns(ada)).toEqual(ADDRESS);
  });
});
