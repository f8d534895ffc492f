import { UserFacingError, logError } from '@/lib/errors';
import type { LoginInput } from '@/lib/validation/auth';
import { forgiveAccount, releaseAttempt, reserveAttempt } from './attempt-limits';
import { clientAddress } from './client-ip';
import { getAuth } from './index';
import { AUTH_MESSAGES as M } from './messages';
import { AuthError, type AuthUser } from './port';

export async function signIn({ email, password }: LoginInput): Promise<AuthUser> {
  const account = email.toLowerCase();
  // Reserved before the slow password check: a guess counts before it is answered.
  const attempt = await reserveAttempt('sign_in', account, await clientAddress());
  if (attempt === null) throw new UserFacingError(M.tooManyAttempts);
  try {
    const user = await getAuth().signIn(email, password);
    await forgiveAccount('sign_in', account, attempt);
    return user;
  } catch (error) {
    const wrongPassword = error instanceof AuthError && error.code === 'invalid_credentials';
    // Only a wrong password is a failed guess; an outage is not the user's.
    if (!wrongPassword) await releaseAttempt(attempt).catch((e) => logError('sign in: release attempt', e));
    if (!(error instanceof AuthError)) {
      logError('sign in', error);
      throw new UserFacingError(M.unexpectedSignIn);
    }
    switch (error.code) {
      case 'invalid_credentials':
        throw new UserFacingError(M.invalidCredentials);
      case 'network':
        throw new UserFacingError(M.cannotConnect);
      case 'no_session':
        throw new UserFacingError(M.noSession);
      default:
        logError('sign in', error);
        throw new UserFacingError(M.unexpectedSignIn);
    }
  }
}
