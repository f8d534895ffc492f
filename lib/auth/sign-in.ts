import { UserFacingError, logError } from '@/lib/errors';
import type { LoginInput } from '@/lib/validation/auth';
import { clientIp } from './client-ip';
import { getAuth } from './index';
import { clearLoginFailures, isLoginRateLimited, recordLoginFailure } from './login-rate-limit';
import { AUTH_MESSAGES as M } from './messages';
import { AuthError, type AuthUser } from './port';

export async function signIn({ email, password }: LoginInput): Promise<AuthUser> {
  const ip = await clientIp();
  if (await isLoginRateLimited(email, ip)) throw new UserFacingError(M.tooManyAttempts);
  try {
    const user = await getAuth().signIn(email, password);
    await clearLoginFailures(email);
    return user;
  } catch (error) {
    if (!(error instanceof AuthError)) {
      logError('sign in', error);
      throw new UserFacingError(M.unexpectedSignIn);
    }
    switch (error.code) {
      case 'invalid_credentials':
        await recordLoginFailure(email, ip);
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
