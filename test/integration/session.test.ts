import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signOutAction } from '@/actions/account';
import { signInAction } from '@/actions/auth';
import { requireAdmin, requireUser } from '@/lib/auth/current-user';
import { SESSION_COOKIE } from '@/lib/auth/session-cookie';
import { getDb } from '@/lib/db/client';
import { authSessions } from '@/lib/db/schema';
import { redirectTarget } from '../support/redirect';
import { currentCookies, resetRequest } from '../support/request-context';
import { actAs, signInAdmin, signUpUser, type TestUser } from '../support/users';

let ada: TestUser;

async function sessionsOf(userId: string) {
  const [{ n }] = await getDb().select({ n: count() }).from(authSessions).where(eq(authSessions.user_id, userId));
  return n;
}

/** Signs in again from "another device" and returns that session's user. */
async function secondDevice(user: TestUser): Promise<TestUser> {
  resetRequest();
  await redirectTarget(() => signInAction({ email: user.email, password: user.password }));
  return { ...user, sessionToken: currentCookies()[SESSION_COOKIE] };
}

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
});

describe('requireUser', () => {
  it('returns the signed-in user', async () => {
    actAs(ada);
    expect(await requireUser()).toMatchObject({ id: ada.id, email: 'ada@example.com', isAdmin: false });
  });

  it('sends a visitor without a session to /login, remembering the page', async () => {
    actAs(null, '/campaigns?x=1');
    expect(await redirectTarget(() => requireUser())).toBe('/login?next=%2Fcampaigns%3Fx%3D1');
  });

  it('says the session expired when its cookie is no longer valid', async () => {
    await getDb()
      .update(authSessions)
      .set({ expires_at: new Date(Date.now() - 1000) });
    actAs(ada, '/orders');
    expect(await redirectTarget(() => requireUser())).toBe('/login?next=%2Forders&expired=1');
  });

  it('extends a session that is used again (rolling expiry)', async () => {
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await getDb()
      .update(authSessions)
      .set({ last_used_at: old, expires_at: new Date(Date.now() + 60_000) });
    actAs(ada);
    await requireUser();
    const [row] = await getDb().select().from(authSessions);
    expect(row.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });
});

describe('requireAdmin', () => {
  it('sends everyone but ADMIN_EMAIL to /', async () => {
    actAs(ada, '/pricing');
    expect(await redirectTarget(() => requireAdmin())).toBe('/');
  });

  it('lets the admin in', async () => {
    const admin = await signInAdmin();
    actAs(admin, '/pricing');
    expect(await requireAdmin()).toMatchObject({ isAdmin: true });
  });
});

describe('sign out', () => {
  it('global (the default) ends every session of the user and clears the cookie', async () => {
    const phone = await secondDevice(ada);
    const grace = await signUpUser('grace@example.com');
    actAs(ada);
    expect(await redirectTarget(() => signOutAction())).toBe('/login');
    expect(currentCookies()[SESSION_COOKIE]).toBeUndefined();
    expect(await sessionsOf(ada.id)).toBe(0);
    expect(await sessionsOf(grace.id)).toBe(1);
    actAs(phone, '/templates');
    expect(await redirectTarget(() => requireUser())).toBe('/login?next=%2Ftemplates&expired=1');
  });

  it('local ends only this session', async () => {
    const phone = await secondDevice(ada);
    actAs(ada);
    expect(await redirectTarget(() => signOutAction('local'))).toBe('/login');
    actAs(phone);
    expect(await requireUser()).toMatchObject({ id: ada.id });
  });

  it('refuses a scope that is not global, local or others with a clear error, and ends nothing', async () => {
    const phone = await secondDevice(ada);
    actAs(ada);
    for (const scope of ['everyone', '', 42, null, { scope: 'global' }]) {
      expect(await signOutAction(scope)).toEqual({
        ok: false,
        error: "Sign-out scope must be 'global', 'local' or 'others'",
      });
    }
    expect(await sessionsOf(ada.id)).toBe(2);
    actAs(phone);
    expect(await requireUser()).toMatchObject({ id: ada.id });
  });

  it('others ends every other session and keeps this one', async () => {
    const phone = await secondDevice(ada);
    actAs(phone);
    expect(await signOutAction('others')).toEqual({ ok: true });
    expect(currentCookies()[SESSION_COOKIE]).toBe(phone.sessionToken);
    expect(await requireUser()).toMatchObject({ id: ada.id });
    actAs(ada);
    expect(await redirectTarget(() => requireUser())).toContain('expired=1');
    expect(await sessionsOf(ada.id)).toBe(1);
  });
});
