import { sql } from 'drizzle-orm';
import { signInAction, signUpAction } from '@/actions/auth';
import { ensureAdminAccount } from '@/lib/auth/admin-account';
import { SESSION_COOKIE } from '@/lib/auth/session-cookie';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { redirectTarget } from './redirect';
import { currentCookies, resetRequest } from './request-context';

export type TestUser = { id: string; email: string; password: string; sessionToken: string };

/** Signs a new user up through the real signup action and returns their session. */
export async function signUpUser(email: string, password = 'correct-horse-42'): Promise<TestUser> {
  resetRequest({ headers: { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'vitest' } });
  await redirectTarget(() => signUpAction({ name: email.split('@')[0], email, password, confirmPassword: password }));
  const sessionToken = currentCookies()[SESSION_COOKIE];
  if (!sessionToken) throw new Error('signup did not start a session');
  const [profile] = await getDb()
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${email.toLowerCase()}`);
  return { id: profile.id, email, password, sessionToken };
}

/** Makes the next calls come from this user's browser (their cookie) asking for `path`. */
export function actAs(user: TestUser | null, path = '/templates'): void {
  resetRequest({
    cookies: user ? { [SESSION_COOKIE]: user.sessionToken } : {},
    headers: { 'x-inkpost-path': path, 'x-forwarded-for': '203.0.113.7', 'user-agent': 'vitest' },
  });
}

/**
 * The admin account as the app makes it at start (the signup refuses ADMIN_EMAIL), then signed in
 * through the real sign-in action with the password the start printed.
 */
export async function signInAdmin(): Promise<TestUser> {
  const outcome = await ensureAdminAccount();
  if (outcome.status !== 'created') throw new Error(`admin account not created: ${outcome.status}`);
  resetRequest({ headers: { 'user-agent': 'vitest' } });
  await redirectTarget(() => signInAction({ email: outcome.email, password: outcome.password }));
  const sessionToken = currentCookies()[SESSION_COOKIE];
  if (!sessionToken) throw new Error('admin sign-in did not start a session');
  const [profile] = await getDb()
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${outcome.email}`);
  return { id: profile.id, email: outcome.email, password: outcome.password, sessionToken };
}

/** A complete return address on the user's profile: the send actions refuse to place an order without one. */
export async function giveReturnAddress(user: Pick<TestUser, 'id'>): Promise<void> {
  const { updateReturnAddress } = await import('@/lib/accounts/update-return-address');
  await updateReturnAddress(user.id, {
    name: 'Pat Postcard',
    line1: '1 Sender St',
    line2: '',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  });
}
