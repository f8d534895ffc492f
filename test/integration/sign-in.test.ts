import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAction } from '@/actions/auth';
import { SESSION_COOKIE } from '@/lib/auth/session-cookie';
import { getDb } from '@/lib/db/client';
import { authLoginFailures, authSessions } from '@/lib/db/schema';
import { redirectTarget } from '../support/redirect';
import { currentCookies, resetRequest } from '../support/request-context';
import { signUpUser, type TestUser } from '../support/users';

let ada: TestUser;

beforeEach(async () => {
  ada = await signUpUser('ada@example.com', 'engines1843');
});

const fromAddress = (ip: string) => resetRequest({ headers: { 'x-forwarded-for': ip } });

describe('sign in', () => {
  it('starts a session and goes to the remembered page', async () => {
    fromAddress('198.51.100.1');
    expect(
      await redirectTarget(() =>
        signInAction({ email: 'ada@example.com', password: 'engines1843', next: '/orders?filter=all' }),
      ),
    ).toBe('/orders?filter=all');
    const token = currentCookies()[SESSION_COOKIE];
    expect(token).toBeTruthy();
    expect(token).not.toBe(ada.sessionToken);
    const [{ n }] = await getDb()
      .select({ n: count() })
      .from(authSessions)
      .where(eq(authSessions.user_id, ada.id));
    expect(n).toBe(2);
  });

  it('goes to /templates by default, and never to another site', async () => {
    fromAddress('198.51.100.1');
    expect(
      await redirectTarget(() => signInAction({ email: 'ADA@example.com', password: 'engines1843' })),
    ).toBe('/templates');
    fromAddress('198.51.100.1');
    expect(
      await redirectTarget(() =>
        signInAction({ email: 'ada@example.com', password: 'engines1843', next: 'https://evil.example/' }),
      ),
    ).toBe('/templates');
  });

  it('needs email and password', async () => {
    fromAddress('198.51.100.1');
    expect(await signInAction({ email: '', password: 'x' })).toEqual({
      ok: false,
      error: 'Email and password are required',
    });
    expect(await signInAction({ email: 'ada@example.com', password: '' })).toEqual({
      ok: false,
      error: 'Email and password are required',
    });
  });

  it('refuses a wrong password or an unknown email with the same message, and sets no cookie', async () => {
    for (const credentials of [
      { email: 'ada@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'engines1843' },
    ]) {
      fromAddress('198.51.100.1');
      expect(await signInAction(credentials)).toEqual({ ok: false, error: 'Invalid email or password' });
      expect(currentCookies()[SESSION_COOKIE]).toBeUndefined();
    }
  });

  it('locks an email for 15 minutes after 5 failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      fromAddress(`198.51.100.${i + 10}`);
      await signInAction({ email: 'ada@example.com', password: 'wrong-password' });
    }
    fromAddress('198.51.100.99');
    expect(await signInAction({ email: 'ada@example.com', password: 'engines1843' })).toEqual({
      ok: false,
      error: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    });
    expect(currentCookies()[SESSION_COOKIE]).toBeUndefined();

    // Failures older than the window no longer count.
    await getDb().update(authLoginFailures).set({ created_at: new Date(Date.now() - 16 * 60 * 1000) });
    fromAddress('198.51.100.99');
    expect(
      await redirectTarget(() => signInAction({ email: 'ada@example.com', password: 'engines1843' })),
    ).toBe('/templates');
  });

  it('locks a client address after 20 failures across emails', async () => {
    for (let i = 0; i < 20; i++) {
      fromAddress('198.51.100.50');
      await signInAction({ email: `guess${i}@example.com`, password: 'whatever1' });
    }
    fromAddress('198.51.100.50');
    expect(await signInAction({ email: 'ada@example.com', password: 'engines1843' })).toEqual({
      ok: false,
      error: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    });
    fromAddress('198.51.100.51');
    expect(
      await redirectTarget(() => signInAction({ email: 'ada@example.com', password: 'engines1843' })),
    ).toBe('/templates');
  });
});
