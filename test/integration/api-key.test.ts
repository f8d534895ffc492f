import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiKeyAction, regenerateApiKeyAction } from '@/actions/profile';
import { hashApiKey, maskApiKey } from '@/lib/accounts/api-key';
import { API_KEY_MESSAGES } from '@/lib/accounts/api-key-messages';
import { getApiKeyStatus } from '@/lib/accounts/get-api-key-status';
import { regenerateApiKey } from '@/lib/accounts/regenerate-api-key';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { profiles } from '@/lib/db/schema';
import { switchToProAction } from '../support/plans';
import { failWritesTo } from '../support/fail-inserts';
import { redirectTarget } from '../support/redirect';
import { actAs, signUpUser, type TestUser } from '../support/users';
import { INSUFFICIENT_PRIVILEGE, sqlStateAsUser } from '../support/user-role';

// The API Access card (spec sections 2, 4, 7 revoke_and_regenerate_api_key and 8): Pro users
// regenerate their key; the old key stops working at once because its hash leaves the table.

let ada: TestUser;
let errors: string[];

async function keyColumns(user: TestUser) {
  const [row] = await getDb()
    .select({ hash: profiles.api_key, hint: profiles.api_key_hint })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  return row;
}

/** Whose key this is, as the API finds the owner of a presented key: by its hash. */
async function ownerOfKey(key: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.api_key, hashApiKey(key)));
  return row?.id ?? null;
}

async function signUpPro(email: string): Promise<TestUser> {
  const user = await signUpUser(email);
  actAs(user, '/profile');
  const upgraded = await switchToProAction();
  if (!upgraded.ok) throw new Error(upgraded.error);
  // Becoming Pro made no key: the user creates the first one.
  expect(await getApiKeyStatus(user.id)).toEqual({ hasKey: false, hint: null });
  const created = await createApiKeyAction(undefined);
  if (!created.ok) throw new Error(created.error);
  return user;
}

beforeEach(async () => {
  ada = await signUpPro('ada@example.com');
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
});
afterEach(() => vi.restoreAllMocks());

describe('the first API key', () => {
  it('is made on request, shown in full once, and a second request is refused', async () => {
    const bob = await signUpUser('bob@example.com');
    actAs(bob, '/profile');
    expect(await createApiKeyAction(undefined)).toEqual({
      ok: false,
      error: 'API access is part of the Pro plan. Upgrade to Pro to use the API.',
    });
    const upgraded = await switchToProAction();
    if (!upgraded.ok) throw new Error(upgraded.error);
    expect(await keyColumns(bob)).toEqual({ hash: null, hint: null });

    const created = await createApiKeyAction(undefined);
    if (!created.ok) throw new Error(created.error);
    expect(created.data.key).toMatch(/^pk_[0-9a-f]{48}$/);
    expect(created.data.previousHint).toBeNull();
    expect(await ownerOfKey(created.data.key)).toBe(bob.id);
    expect(await createApiKeyAction(undefined)).toEqual({
      ok: false,
      error: 'You already have an API key. Regenerate it to get a new one.',
    });
    expect(await ownerOfKey(created.data.key)).toBe(bob.id);
  });
});

describe('regenerating the API key', () => {
  it('returns the new key once and revokes the old one in the same step', async () => {
    const before = await keyColumns(ada);
    expect(await getApiKeyStatus(ada.id)).toEqual({ hasKey: true, hint: before.hint });

    const result = await regenerateApiKeyAction(undefined);
    if (!result.ok) throw new Error(result.error);
    const { key, hint, previousHint } = result.data;
    expect(key).toMatch(/^pk_[0-9a-f]{48}$/);
    expect(hint).toBe(maskApiKey(key));
    expect(previousHint).toBe(before.hint);

    const after = await keyColumns(ada);
    expect(after).toEqual({ hash: hashApiKey(key), hint });
    expect(after.hash).not.toBe(before.hash);
    // The old hash is nowhere in the table: a request with the old key finds no owner.
    expect(await getDb().select({ id: profiles.id }).from(profiles).where(eq(profiles.api_key, before.hash!))).toEqual(
      [],
    );
    expect(await ownerOfKey(key)).toBe(ada.id);
    expect(await getApiKeyStatus(ada.id)).toEqual({ hasKey: true, hint });
  });

  it('revokes the key it just gave on the next regeneration, and reports it as the previous key', async () => {
    const first = await regenerateApiKeyAction(undefined);
    const second = await regenerateApiKeyAction(undefined);
    if (!first.ok || !second.ok) throw new Error('regeneration failed');
    expect(second.data.previousHint).toBe(first.data.hint);
    expect(await ownerOfKey(first.data.key)).toBeNull();
    expect(await ownerOfKey(second.data.key)).toBe(ada.id);
  });

  it('never stores the key itself', async () => {
    const result = await regenerateApiKeyAction(undefined);
    if (!result.ok) throw new Error(result.error);
    const [row] = await getDb().select().from(profiles).where(eq(profiles.id, ada.id));
    expect(JSON.stringify(row)).not.toContain(result.data.key.slice(3));
  });

  it('runs two regenerations at once one after the other: the last key is the one that works', async () => {
    const [one, two] = await Promise.all([regenerateApiKey(ada.id), regenerateApiKey(ada.id)]);
    const keys = [one, two];
    const working = await Promise.all(keys.map((k) => ownerOfKey(k.key)));
    expect(working.filter(Boolean)).toEqual([ada.id]);
    // Each reports the key it really replaced: one of them replaced the other's.
    const hints = keys.map((k) => k.hint);
    expect(keys.some((k) => hints.includes(k.previousHint ?? ''))).toBe(true);
  });

  it('is refused on the server for a user without Pro, and changes nothing', async () => {
    const bob = await signUpUser('bob@example.com');
    actAs(bob, '/profile');
    const before = await keyColumns(bob);
    expect(await regenerateApiKeyAction(undefined)).toEqual({ ok: false, error: API_KEY_MESSAGES.proRequired });
    expect(await keyColumns(bob)).toEqual(before);

    // Pro that lapsed (subscription no longer active) is not Pro either.
    actAs(ada, '/profile');
    await getDb().update(profiles).set({ subscription_status: 'past_due' }).where(eq(profiles.id, ada.id));
    expect(await regenerateApiKeyAction(undefined)).toEqual({ ok: false, error: API_KEY_MESSAGES.proRequired });
  });

  it("answers 'No API key found. Please contact support.' when there is no key to revoke", async () => {
    await getDb().update(profiles).set({ api_key: null, api_key_hint: null }).where(eq(profiles.id, ada.id));
    expect(await getApiKeyStatus(ada.id)).toEqual({ hasKey: false, hint: null });
    expect(await regenerateApiKeyAction(undefined)).toEqual({
      ok: false,
      error: 'No API key found. Please contact support.',
    });
    expect(await keyColumns(ada)).toEqual({ hash: null, hint: null });
  });

  it("answers 'Failed to revoke API key' when the update fails, and the old key keeps working", async () => {
    const before = await keyColumns(ada);
    const restore = await failWritesTo('profiles', 'disk full', ['update']);
    try {
      expect(await regenerateApiKeyAction(undefined)).toEqual({ ok: false, error: 'Failed to revoke API key' });
    } finally {
      await restore();
    }
    expect(await keyColumns(ada)).toEqual(before);
    expect(errors.join('\n')).toMatch(/action regenerate-api-key: Failed query: update "profiles"/);
  });

  it('sends a signed-out caller to the login page', async () => {
    actAs(null, '/profile');
    expect(await redirectTarget(() => regenerateApiKeyAction(undefined))).toBe('/login?next=%2Fprofile');
  });
});

describe('tenant isolation: API key', () => {
  let bob: TestUser;
  beforeEach(async () => {
    bob = await signUpPro('bob@example.com');
  });

  it('B’s regeneration changes B’s key only, even with A’s id in the input', async () => {
    const adaBefore = await keyColumns(ada);
    actAs(bob, '/profile');
    const result = await regenerateApiKeyAction({ userId: ada.id } as unknown as undefined);
    // The action takes no input: anything sent is refused before any work.
    expect(result.ok).toBe(false);
    const own = await regenerateApiKeyAction(undefined);
    if (!own.ok) throw new Error(own.error);
    expect(await ownerOfKey(own.data.key)).toBe(bob.id);
    expect(await keyColumns(ada)).toEqual(adaBefore);
  });

  it('B sees only B’s key status, and B’s scope cannot touch A’s key', async () => {
    const adaBefore = await keyColumns(ada);
    expect((await getApiKeyStatus(bob.id)).hint).toBe((await keyColumns(bob)).hint);
    expect(
      await sqlStateAsUser(bob.id, (tx) =>
        tx.update(profiles).set({ api_key: 'stolen', api_key_hint: null }).where(eq(profiles.id, ada.id)),
      ),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    const read = await withUserScope(bob.id, (tx) =>
      tx.select({ hash: profiles.api_key }).from(profiles).where(eq(profiles.id, ada.id)),
    );
    expect(read).toEqual([]);
    expect(await keyColumns(ada)).toEqual(adaBefore);
  });
});
