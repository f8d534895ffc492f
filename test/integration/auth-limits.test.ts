import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { changePasswordAction } from '@/actions/account';
import { signInAction, signUpAction } from '@/actions/auth';
import { getAuth } from '@/lib/auth';
import { describeAdminAccount, ensureAdminAccount } from '@/lib/auth/admin-account';
import { getDb } from '@/lib/db/client';
import { authUsers, pricingPlans, profiles } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { redirectTarget } from '../support/redirect';
import { fromClient, resetRequest } from '../support/request-context';
import { SESSION_COOKIE } from '@/lib/auth/session-cookie';
import { signUpUser, type TestUser } from '../support/users';

const TOO_MANY_PASSWORDS = { ok: false, error: 'Too many wrong passwords. Please wait 15 minutes and try again.' };
const TOO_MANY_SIGNUPS = { ok: false, error: 'Too many sign-up attempts. Please wait 15 minutes and try again.' };
const BASE_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };

/** A request of `user`'s browser from this client address. */
async function asUserFrom(user: TestUser, address: string) {
  resetRequest({
    cookies: { [SESSION_COOKIE]: user.sessionToken },
    headers: { 'x-inkpost-client-address': address, 'x-inkpost-path': '/profile' },
  });
}

const change = (currentPassword: string) =>
  changePasswordAction({ currentPassword, newPassword: 'new-password-1', confirmPassword: 'new-password-1' });

describe('change password: the current-password check is limited', () => {
  it('per account: after 5 wrong current passwords even the right one is refused, from any client', async () => {
    const ada = await signUpUser('ada@example.com', 'engines1843');
    for (let i = 0; i < 5; i++) {
      await asUserFrom(ada, `198.51.100.${i + 1}`);
      expect(await change('wrong-current')).toEqual({ ok: false, error: 'Current password is incorrect' });
    }
    await asUserFrom(ada, '198.51.100.50');
    expect(await change('engines1843')).toEqual(TOO_MANY_PASSWORDS);
    expect(await getAuth().verifyPassword(ada.email, 'engines1843')).toBe(true);
  });

  it('per client: 20 wrong current passwords over several accounts lock that client, not another', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map((n) => signUpUser(`user${n}@example.com`, 'engines1843')));
    for (const user of users.slice(0, 4)) {
      for (let i = 0; i < 5; i++) {
        await asUserFrom(user, '198.51.100.60');
        expect(await change('wrong-current')).toEqual({ ok: false, error: 'Current password is incorrect' });
      }
    }
    await asUserFrom(users[4], '198.51.100.60');
    expect(await change('engines1843')).toEqual(TOO_MANY_PASSWORDS);
    await asUserFrom(users[4], '198.51.100.61');
    expect(await change('engines1843')).toMatchObject({ ok: true });
    expect(await getAuth().verifyPassword(users[4].email, 'new-password-1')).toBe(true);
  }, 180_000);
});

describe('sign-up is limited', () => {
  const signUp = (email: string) =>
    signUpAction({ name: 'Someone', email, password: 'engines1843', confirmPassword: 'engines1843' });

  it('per email: 5 attempts on a taken email, then the limit', async () => {
    await signUpUser('ada@example.com', 'engines1843');
    for (let i = 0; i < 5; i++) {
      fromClient(`198.51.100.${i + 1}`);
      expect(await signUp('ada@example.com')).toEqual({
        ok: false,
        error: 'An account with this email already exists',
      });
    }
    fromClient('198.51.100.99');
    expect(await signUp('ADA@example.com')).toEqual(TOO_MANY_SIGNUPS);
  });

  it('per client: 20 failed sign-ups lock that client; successful ones do not count', async () => {
    for (let i = 0; i < 6; i++) {
      fromClient('198.51.100.70');
      expect(await redirectTarget(() => signUp(`fine${i}@example.com`))).toBe('/templates');
    }
    // Without an active Free plan every signup fails half-way (and is undone).
    await getDb().update(pricingPlans).set({ is_active: false }).where(eq(pricingPlans.name, 'Free'));
    for (let i = 0; i < 20; i++) {
      fromClient('198.51.100.71');
      expect(await signUp(`failing${i}@example.com`)).toEqual({
        ok: false,
        error: 'Unable to set up account. Please contact support.',
      });
    }
    fromClient('198.51.100.71');
    expect(await signUp('one-more@example.com')).toEqual(TOO_MANY_SIGNUPS);
    fromClient('198.51.100.72');
    expect(await signUp('one-more@example.com')).toEqual({
      ok: false,
      error: 'Unable to set up account. Please contact support.',
    });
  }, 180_000);
});

describe('the admin account', () => {
  it('is created at start with ADMIN_PASSWORD; its email is then closed to signup in any case', async () => {
    setEnvForTests({ ...BASE_ENV, ADMIN_PASSWORD: 'admin-secret-42' });
    try {
      const outcome = await ensureAdminAccount();
      expect(outcome).toEqual({
        status: 'created',
        email: 'admin@inkpost.test',
        password: 'admin-secret-42',
        generated: false,
      });
      expect(describeAdminAccount(outcome)).toBe(
        'Inkpost: created the admin account admin@inkpost.test with the password in ADMIN_PASSWORD',
      );
      expect(await ensureAdminAccount()).toEqual({ status: 'exists', email: 'admin@inkpost.test' });
      const [profile] = await getDb().select().from(profiles).where(eq(profiles.email, 'admin@inkpost.test'));
      expect(profile.current_plan_id).toBeTruthy();

      fromClient('198.51.100.5');
      expect(
        await signUpAction({
          name: 'Mallory',
          email: 'Admin@Inkpost.test',
          password: 'mallory-123',
          confirmPassword: 'mallory-123',
        }),
      ).toEqual({ ok: false, error: 'An account with this email already exists' });
      fromClient('198.51.100.5');
      expect(
        await redirectTarget(() => signInAction({ email: 'admin@inkpost.test', password: 'admin-secret-42' })),
      ).toBe('/templates');
    } finally {
      setEnvForTests(BASE_ENV);
    }
  });

  it('gets a generated password, printed once, when ADMIN_PASSWORD is unset', async () => {
    const outcome = await ensureAdminAccount();
    if (outcome.status !== 'created') throw new Error('expected the admin account to be created');
    expect(outcome.generated).toBe(true);
    expect(outcome.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(describeAdminAccount(outcome)).toContain(`with the password ${outcome.password} (shown only now`);
    expect(describeAdminAccount(await ensureAdminAccount())).not.toContain(outcome.password);
    const [{ n }] = await getDb().select({ n: count() }).from(authUsers);
    expect(n).toBe(1);
    fromClient('198.51.100.5');
    expect(await redirectTarget(() => signInAction({ email: outcome.email, password: outcome.password }))).toBe(
      '/templates',
    );
  });

  it('is refused to signup even before it exists (Supabase without a service role key cannot create it)', async () => {
    fromClient('198.51.100.5');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(
        await signUpAction({
          name: 'Mallory',
          email: 'admin@inkpost.test',
          password: 'mallory-123',
          confirmPassword: 'mallory-123',
        }),
      ).toEqual({ ok: false, error: 'An account with this email already exists' });
    } finally {
      log.mockRestore();
    }
    const [{ n }] = await getDb()
      .select({ n: count() })
      .from(authUsers)
      .where(eq(authUsers.email, 'admin@inkpost.test'));
    expect(n).toBe(0);
  });
});
