import { revokeApiKey } from '@/lib/accounts/revoke-api-key';
import { UserFacingError, logError } from '@/lib/errors';
import type { ResetPasswordInput } from '@/lib/validation/auth';
import { getAuth } from './index';
import { AUTH_MESSAGES, RESET_MESSAGES as M } from './messages';
import { AuthError } from './port';

/**
 * Sets the new password with a reset link's token, ends every session of that account and revokes
 * its API key: whoever held the old password may hold the key as well (issue 33). The key is
 * ours (profiles) whichever auth runs; the local adapter revokes it in the transaction that spends
 * the link and ends the sessions, Supabase's before the new password is set.
 */
export async function resetPassword({ token, newPassword }: ResetPasswordInput): Promise<void> {
  let outcome: 'reset' | 'invalid';
  try {
    outcome = await getAuth().resetPassword(token, newPassword, revokeApiKey);
  } catch (error) {
    if (error instanceof AuthError && error.code === 'network') throw new UserFacingError(AUTH_MESSAGES.cannotConnect);
    logError('password reset', error);
    throw new UserFacingError(M.failed);
  }
  if (outcome === 'invalid') throw new UserFacingError(M.linkInvalid);
}
