import 'server-only';
import { isAuthApiError, isAuthSessionMissingError, type SupabaseClient } from '@supabase/supabase-js';
import { cookies } from 'next/headers';
import { logError } from '@/lib/errors';
import { AuthError, type AuthPort, type AuthUser, type SessionState, type SignOutScope } from './port';
import {
  authCookieName,
  cookieClient,
  detachedClient,
  hasAuthCookie,
  supabaseConfig,
} from './supabase-adapter-clients';
import {
  isDuplicateEmail,
  isInvalidCredentials,
  isNetworkFailure,
  toAuthError,
  toUser,
} from './supabase-adapter-errors';
import { supabasePasswordReset } from './supabase-adapter-password-reset';

/**
 * Supabase Auth behind the port. Every call builds its clients afresh (supabase-adapter-clients.ts)
 * and reads the SDK's errors as the port's (supabase-adapter-errors.ts); the password reset is
 * Supabase's own (supabase-adapter-password-reset.ts). Session cookies are the @supabase/ssr
 * ones: `sb-<project ref>-auth-token`, split into `.0`, `.1`, … chunks when long.
 */

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

    ...supabasePasswordReset(),
  };
}
