import { UserFacingError, logError } from '@/lib/errors';
import type { ResetPasswordInput } from '@/lib/validation/auth';
import { getAuth } from './index';
import { AUTH_MESSAGES, RESET_MESSAGES as M } from './messages';
import { AuthError } from './port';

/** Sets the new password with a reset link's token and ends every session of that account. */
export async function resetPassword({ token, newPassword }: ResetPasswordInput): Promise<void> {
  let outcome: 'reset' | 'invalid';
  try {
    outcome = await getAuth().resetPassword(token, newPassword);
  } catch (error) {
    if (error instanceof AuthError && error.code === 'network') throw new UserFacingError(AUTH_MESSAGES.cannotConnect);
    logError('password reset', error);
    throw new UserFacingError(M.failed);
  }
  if (outcome === 'invalid') throw new UserFacingError(M.linkInvalid);
}
