import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setEnvForTests } from '@/lib/env';
import { signInAction } from '@/actions/auth';
import { SESSION_COOKIE } from '@/lib/auth/session-cookie';
import { getDb } from '@/lib/db/client';
import { authAttempts, authSessions } from '@/lib/db/schema';
import { redirectTarget } from '../support/redirect';
import { currentCookies, fromClient } from '../support/request-context';
import { signInAdmin, signUpUser, type TestUser } from '../support/users';

let ada: TestUser;

beforeEach(async () => {
  ada = await signUpUser('ada@example.com', 'engines1843');
});

const fromAddress = (ip: string) => fromClient(ip);

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
    const [{ n }] = await getDb().select({ n: count() }).from(authSessions).where(eq(authSessions.user_id, ada.id));
    expect(n).toBe(2);
  });

  it('goes to /templates by default, and never to another site', async () => {
    fromAddress('198.51.100.1');
    expect(await redirectTarget(() => signInAction({ email: 'ADA@example.com', password: 'engines1843' }))).toBe(
      '/templates',
    );
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
    await getDb()
      .update(authAttempts)
      .set({ created_at: new Date(Date.now() - 16 * 60 * 1000) });
    fromAddress('198.51.100.99');
    expect(await redirectTarget(() => signInAction({ email: 'ada@example.com', password: 'engines1843' }))).toBe(
      '/templates',
    );
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
    expect(await redirectTarget(() => signInAction({ email: 'ada@example.com', password: 'engines1843' }))).toBe(
      '/templates',
    );
  });
});

const LOCKED = { ok: false, error: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' };

describe('sign-in limits that hold', () => {
  it('20 failures with made-up emails lock that client only: not another client, not the admin', async () => {
    const admin = await signInAdmin();
    for (let i = 0; i < 20; i++) {
      fromAddress('198.51.100.70');
      expect(await signInAction({ email: `made-up-${i}@example.com`, password: 'whatever1' })).toEqual({
        ok: false,
        error: 'Invalid email or password',
      });
    }
    fromAddress('198.51.100.70');
    expect(await signInAction({ email: 'ada@example.com', password: 'engines1843' })).toEqual(LOCKED);
    fromAddress('198.51.100.71');
    expect(await redirectTarget(() => signInAction({ email: 'ada@example.com', password: 'engines1843' }))).toBe(
      '/templates',
    );
    fromAddress('2001:db8::5');
    expect(await redirectTarget(() => signInAction({ email: admin.email, password: admin.password }))).toBe(
      '/templates',
    );
  });

  it('ignores X-Forwarded-For without TRUSTED_PROXIES: a new value per request does not escape the limit', async () => {
    for (let i = 0; i < 20; i++) {
      fromClient('198.51.100.80', `192.0.2.${i}`);
      await signInAction({ email: `guess${i}@example.com`, password: 'whatever1' });
    }
    fromClient('198.51.100.80', '192.0.2.200');
    expect(await signInAction({ email: 'ada@example.com', password: 'engines1843' })).toEqual(LOCKED);
    const clients = await getDb().selectDistinct({ client: authAttempts.client }).from(authAttempts);
    expect(clients).toEqual([{ client: '198.51.100.80' }]);
  });

  it('with TRUSTED_PROXIES=N takes the N-th X-Forwarded-For address from the right', async () => {
    setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000', TRUSTED_PROXIES: '1' });
    try {
      // What the client wrote itself stays left of what our proxy appended.
      for (let i = 0; i < 20; i++) {
        fromClient('10.0.0.2', `192.0.2.${i}, 198.51.100.90`);
        await signInAction({ email: `guess${i}@example.com`, password: 'whatever1' });
      }
      fromClient('10.0.0.2', '192.0.2.99, 198.51.100.90');
      expect(await signInAction({ email: 'ada@example.com', password: 'engines1843' })).toEqual(LOCKED);
      // Another client behind the same proxy is not locked.
      fromClient('10.0.0.2', '198.51.100.91');
      expect(await redirectTarget(() => signInAction({ email: 'ada@example.com', password: 'engines1843' }))).toBe(
        '/templates',
      );
      setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000', TRUSTED_PROXIES: '2' });
      fromClient('10.0.0.3', '192.0.2.1, 198.51.100.90, 10.0.0.9');
      expect(await signInAction({ email: 'ada@example.com', password: 'engines1843' })).toEqual(LOCKED);
    } finally {
      setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' });
    }
  });

  it('20 wrong passwords at once for one email get 5 password checks; the rest, and then the right password, are locked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        fromAddress(`198.51.100.${100 + i}`);
        return signInAction({ email: 'ada@example.com', password: `wrong-password-${i}` });
      }),
    );
    const invalid = answers.filter((a) => !a?.ok && a.error === 'Invalid email or password');
    const locked = answers.filter((a) => !a?.ok && a.error === LOCKED.error);
    expect(invalid).toHaveLength(5);
    expect(locked).toHaveLength(15);
    const [{ n }] = await getDb()
      .select({ n: count() })
      .from(authAttempts)
      .where(eq(authAttempts.account, 'ada@example.com'));
    expect(n).toBe(5);
    fromAddress('198.51.100.200');
    expect(await signInAction({ email: 'ada@example.com', password: 'engines1843' })).toEqual(LOCKED);
  });

  it('a success forgives the email its failures, but the client that guessed keeps its count', async () => {
    for (let i = 0; i < 4; i++) {
      fromAddress('198.51.100.120');
      await signInAction({ email: 'ada@example.com', password: 'wrong-password' });
    }
    fromAddress('198.51.100.121');
    expect(await redirectTarget(() => signInAction({ email: 'ada@example.com', password: 'engines1843' }))).toBe(
      '/templates',
    );
    for (let i = 0; i < 4; i++) {
      fromAddress('198.51.100.122');
      await signInAction({ email: 'ada@example.com', password: 'wrong-password' });
    }
    fromAddress('198.51.100.121');
    expect(await redirectTarget(() => signInAction({ email: 'ada@example.com', password: 'engines1843' }))).toBe(
      '/templates',
    );
    const [{ n }] = await getDb()
      .select({ n: count() })
      .from(authAttempts)
      .where(eq(authAttempts.client, '198.51.100.120'));
    expect(n).toBe(4);
  });
});

describe('return path after sign-in', () => {
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/./%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('sends %j to the default page', async (next) => {
    fromAddress('198.51.100.1');
    expect(await redirectTarget(() => signInAction({ email: 'ada@example.com', password: 'engines1843', next }))).toBe(
      '/templates',
    );
  });

  it('/login?next=%2F.%2F%2Fevil.example, as the page reads it, lands on /templates', async () => {
    const next = new URL('http://localhost:3000/login?next=%2F.%2F%2Fevil.example').searchParams.get('next')!;
    expect(next).toBe('/.//evil.example');
    fromAddress('198.51.100.1');
    expect(await redirectTarget(() => signInAction({ email: 'ada@example.com', password: 'engines1843', next }))).toBe(
      '/templates',
    );
  });
});
