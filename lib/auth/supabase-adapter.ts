import 'server-only';
import { createServerClient } from '@supabase/ssr';
import {
  createClient,
  isAuthApiError,
  isAuthError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  type AuthError as SupabaseAuthError,
  type SupabaseClient,
  type User,
} from '@supabase/supabase-js';
import { cookies } from 'next/headers';
import WebSocket from 'ws';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { logError } from '@/lib/errors';
import { fetchWithRetry } from '@/lib/providers/retry';
import { AuthError, type AuthPort, type AuthUser, type SessionState, type SignOutScope } from './port';

/**
 * Supabase Auth behind the port. Every call builds its clients afresh (never module globals: a
 * client holds one request's cookies and session), and every HTTP call goes through our retry
 * wrapper. Session cookies are the @supabase/ssr ones: `sb-<project ref>-auth-token`, split
 * into `.0`, `.1`, … chunks when long.
 */

// supabase-js builds a realtime client in its constructor, and on Node 20 (no global WebSocket)
// that constructor throws unless a WebSocket implementation is passed in.
type RealtimeOptions = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>;
const realtime: RealtimeOptions = { transport: WebSocket as unknown as RealtimeOptions['transport'] };

function supabaseConfig() {
  const e = env();
  const url = e.NEXT_PUBLIC_SUPABASE_URL;
  const anonKey = e.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (!url || !anonKey) throw new AuthError('unexpected', 'Supabase auth is not configured');
  return { url, anonKey, serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY };
}

/** The storage key supabase-js derives from the project URL, and so the session cookie's name. */
function authCookieName(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

async function hasAuthCookie(url: string): Promise<boolean> {
  const name = authCookieName(url);
  const chunk = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.\\d+)?$`);
  return (await cookies()).getAll().some((c) => chunk.test(c.name) && c.value !== '');
}

/** The client bound to this request's cookies (reads the session, writes refreshed tokens). */
async function cookieClient(): Promise<SupabaseClient> {
  const { url, anonKey } = supabaseConfig();
  const store = await cookies();
  return createServerClient(url, anonKey, {
    cookies: {
      getAll: () => store.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) store.set(name, value, options);
        } catch {
          // Called from a Server Component render, where cookies are read-only. The proxy
          // (lib/auth/supabase-proxy.ts) refreshes the session and writes the cookies there.
        }
      },
    },
    global: { fetch: fetchWithRetry },
    realtime,
  });
}

/** A client that keeps its session in memory only: the request's cookies stay untouched. */
function detachedClient(key: string): SupabaseClient {
  const { url } = supabaseConfig();
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithRetry },
    realtime,
  });
}

function isNetworkFailure(error: unknown): boolean {
  if (isAuthRetryableFetchError(error)) return true;
  if (isAuthError(error) && error.status === 0) return true;
  return error instanceof TypeError && /fetch failed|failed to fetch|network/i.test(error.message);
}

function isInvalidCredentials(error: SupabaseAuthError): boolean {
  return (
    error.code === 'invalid_credentials' || (error.status === 400 && /invalid login credentials/i.test(error.message))
  );
}

function isDuplicateEmail(error: SupabaseAuthError): boolean {
  return (
    error.code === 'user_already_exists' ||
    error.code === 'email_exists' ||
    (error.status === 422 && /already (registered|exists)/i.test(error.message)) ||
    /user already registered/i.test(error.message)
  );
}

/** Our port's error for anything the SDK returned or threw that has no more specific meaning. */
function toAuthError(error: unknown, fallback: 'unexpected' | 'create_failed' = 'unexpected'): AuthError {
  if (error instanceof AuthError) return error;
  if (isNetworkFailure(error)) return new AuthError('network', (error as Error).message);
  return new AuthError(fallback, error instanceof Error ? error.message : String(error));
}

const toUser = (user: User): AuthUser => ({ id: user.id, email: user.email ?? '' });

/** Signs in on a throwaway client; returns the session-bearing client or throws our AuthError. */
async function passwordSignIn(client: SupabaseClient, email: string, password: string) {
  let result;
  try {
    result = await client.auth.signInWithPassword({ email, password });
  } catch (error) {
    throw toAuthError(error);
  }
  const { data, error } = result;
  if (error) {
    if (isInvalidCredentials(error)) throw new AuthError('invalid_credentials');
    if (isNetworkFailure(error)) throw new AuthError('network', error.message);
    if (error.name === 'AuthInvalidTokenResponseError') throw new AuthError('no_session', error.message);
    throw new AuthError('unexpected', error.message);
  }
  if (!data.session || !data.user) throw new AuthError('no_session');
  return data.user;
}

/** Through the admin API (service role key): the account the app makes itself needs no confirmation mail. */
async function createConfirmedUser(email: string, password: string): Promise<AuthUser> {
  const { serviceRoleKey } = supabaseConfig();
  if (!serviceRoleKey) throw new AuthError('create_failed', 'SUPABASE_SERVICE_ROLE_KEY is not set');
  let result;
  try {
    result = await detachedClient(serviceRoleKey).auth.admin.createUser({ email, password, email_confirm: true });
  } catch (error) {
    throw toAuthError(error, 'create_failed');
  }
  const { data, error } = result;
  if (error) {
    if (isDuplicateEmail(error)) throw new AuthError('email_taken');
    if (isNetworkFailure(error)) throw new AuthError('network', error.message);
    throw new AuthError('create_failed', error.message);
  }
  if (!data.user) throw new AuthError('create_failed', 'Supabase returned no user');
  return { id: data.user.id, email: data.user.email ?? email };
}

export function createSupabaseAuth(): AuthPort {
  return {
    kind: 'supabase',

    async createUser(email, password, options) {
      if (options?.confirmed) return createConfirmedUser(email, password);
      // A detached client: creating the account does not start a session (as with the local
      // adapter); the signup flow signs in afterwards, and an undone signup leaves no cookie.
      const client = detachedClient(supabaseConfig().anonKey);
      let result;
      try {
        result = await client.auth.signUp({ email, password });
      } catch (error) {
        throw toAuthError(error, 'create_failed');
      }
      const { data, error } = result;
      if (error) {
        if (isDuplicateEmail(error)) throw new AuthError('email_taken');
        if (isNetworkFailure(error)) throw new AuthError('network', error.message);
        throw new AuthError('create_failed', error.message);
      }
      const user = data.user;
      if (!user) throw new AuthError('create_failed', 'Supabase returned no user');
      // With email confirmation on, Supabase answers a duplicate signup with a made-up user
      // that has no identities, so the response does not reveal which emails exist.
      if (Array.isArray(user.identities) && user.identities.length === 0) {
        throw new AuthError('email_taken');
      }
      return { id: user.id, email: user.email ?? email };
    },

    async deleteUser(userId) {
      const { serviceRoleKey } = supabaseConfig();
      if (!serviceRoleKey) {
        logError(
          'supabase auth: delete user',
          `user ${userId} could not be removed: SUPABASE_SERVICE_ROLE_KEY is not set`,
        );
        return;
      }
      const admin = detachedClient(serviceRoleKey);
      let result;
      try {
        result = await admin.auth.admin.deleteUser(userId);
      } catch (error) {
        throw toAuthError(error);
      }
      // Already gone is what we wanted.
      if (result.error && !(isAuthApiError(result.error) && result.error.status === 404)) {
        throw toAuthError(result.error);
      }
    },

    async signIn(email, password) {
      const user = await passwordSignIn(await cookieClient(), email, password);
      return toUser(user);
    },

    async getSession(): Promise<SessionState> {
      const { url } = supabaseConfig();
      // Look before asking: a failed refresh removes the cookies.
      const hadCookie = await hasAuthCookie(url);
      if (!hadCookie) return { status: 'signed_out' };
      let result;
      try {
        result = await (await cookieClient()).auth.getUser();
      } catch (error) {
        throw toAuthError(error);
      }
      const { data, error } = result;
      if (data.user) return { status: 'signed_in', user: toUser(data.user) };
      // Supabase unreachable: the session may well be fine, so do not call it expired.
      if (error && isNetworkFailure(error)) throw new AuthError('network', error.message);
      return { status: 'expired' };
    },

    async signOut(scope: SignOutScope) {
      const client = await cookieClient();
      let error: unknown;
      try {
        ({ error } = await client.auth.signOut({ scope }));
      } catch (thrown) {
        error = thrown;
      }
      if (!error) return;
      // The session is already unknown to Supabase (spec section 8): signed out.
      if (isAuthSessionMissingError(error)) return;
      if (isAuthApiError(error) && [401, 403, 404].includes(error.status)) return;
      if (scope !== 'others') {
        // Supabase could not be told; still end the session in this browser.
        const { url } = supabaseConfig();
        const name = authCookieName(url);
        const store = await cookies();
        for (const c of store.getAll()) {
          if (c.name === name || c.name.startsWith(`${name}.`)) {
            try {
              store.delete(c.name);
            } catch {
              // read-only cookies (Server Component render)
            }
          }
        }
      }
      throw toAuthError(error);
    },

    async verifyPassword(email, password) {
      const client = detachedClient(supabaseConfig().anonKey);
      try {
        await passwordSignIn(client, email, password);
      } catch (error) {
        if (error instanceof AuthError && error.code === 'invalid_credentials') return false;
        throw error;
      }
      // The check made a session of its own; end just that one (best effort).
      await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
      return true;
    },

    async updatePassword(userId, newPassword) {
      const client = await cookieClient();
      let result;
      try {
        // The port names the user; Supabase changes whoever the session belongs to. Make sure
        // those are the same account before changing anything.
        const current = await client.auth.getUser();
        if (current.error && isNetworkFailure(current.error)) {
          throw new AuthError('network', current.error.message);
        }
        if (current.data.user?.id !== userId) throw new AuthError('no_session');
        result = await client.auth.updateUser({ password: newPassword });
      } catch (error) {
        throw toAuthError(error);
      }
      const { error } = result;
      if (error) {
        if (isAuthSessionMissingError(error)) throw new AuthError('no_session', error.message);
        throw toAuthError(error);
      }
    },

    // Supabase's own reset: it mails the link (its templates, its SMTP) and, with the PKCE flow
    // of @supabase/ssr, sends the browser to redirectTo with ?code=…; the code verifier is kept in
    // this browser's cookies, so the link works in the browser that asked for it.
    async sendPasswordReset(email) {
      const redirectTo = new URL('/reset-password', env().APP_URL).toString();
      let error: unknown;
      try {
        ({ error } = await (await cookieClient()).auth.resetPasswordForEmail(email, { redirectTo }));
      } catch (thrown) {
        error = thrown;
      }
      if (!error) return;
      if (isNetworkFailure(error)) throw new AuthError('network', (error as Error).message);
      // Supabase's own limits and unknown emails: the caller's answer is the same either way.
      logError('supabase auth: reset password for email', error);
    },

    async resetLinkLooksUsable(code) {
      // A code can only be checked by spending it; the form is shown and the action tells.
      return code.length > 0;
    },

    async resetPassword(code, newPassword, revoke) {
      const client = await cookieClient();
      let exchanged;
      try {
        exchanged = await client.auth.exchangeCodeForSession(code);
      } catch (error) {
        throw toAuthError(error);
      }
      if (exchanged.error) {
        if (isNetworkFailure(exchanged.error)) throw new AuthError('network', exchanged.error.message);
        return 'invalid';
      }
      // The API key lives in our database, the password in Supabase's: no transaction holds both.
      // The key goes first, so a failure in between leaves the old password with no key rather
      // than a new password with the old key still working.
      await revoke(getDb(), exchanged.data.user.id);
      let updated;
      try {
        updated = await client.auth.updateUser({ password: newPassword });
      } catch (error) {
        throw toAuthError(error);
      }
      if (updated.error) throw toAuthError(updated.error);
      // Every session ends, the one the link just made as well: the user signs in anew.
      await client.auth
        .signOut({ scope: 'global' })
        .catch((error) => logError('supabase auth: sign out after reset', error));
      return 'reset';
    },
  };
}
