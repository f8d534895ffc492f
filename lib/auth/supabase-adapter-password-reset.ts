import 'server-only';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { logError } from '@/lib/errors';
import { AuthError, type AuthPort } from './port';
import { cookieClient } from './supabase-adapter-clients';
import { isNetworkFailure, toAuthError } from './supabase-adapter-errors';

/** The password reset of the Supabase auth adapter (supabase-adapter.ts): Supabase mails the link. */
export function supabasePasswordReset(): Pick<
  AuthPort,
  'sendPasswordReset' | 'resetLinkLooksUsable' | 'resetPassword'
> {
  return {
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
