import { UserFacingError, logError } from '@/lib/errors';
import { reserveAttempt } from './attempt-limits';
import { clientAddress } from './client-ip';
import { getAuth } from './index';
import { AUTH_MESSAGES, RESET_MESSAGES as M } from './messages';
import { AuthError } from './port';

/**
 * "Forgot password?": mails a single-use link, valid for an hour, to the account with this email.
 * Limited per email and per client (each request may send a mail). The answer is the same whether
 * or not the account exists; only the limit and an unreachable auth service say otherwise.
 */
export async function requestPasswordReset(email: string): Promise<string> {
  const account = email.trim().toLowerCase();
  if ((await reserveAttempt('password_reset', account, await clientAddress())) === null) {
    throw new UserFacingError(M.tooManyRequests);
  }
  try {
    await getAuth().sendPasswordReset(account);
  } catch (error) {
    if (error instanceof AuthError && error.code === 'network') throw new UserFacingError(AUTH_MESSAGES.cannotConnect);
    // A mail that could not be sent must not tell the visitor that the account exists.
    logError('password reset: send', error);
  }
  return M.sent;
}
