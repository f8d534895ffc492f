import { UserFacingError } from '@/lib/errors';
import type { ChangePasswordInput } from '@/lib/validation/auth';
import { forgiveAccount, reserveAttempt } from './attempt-limits';
import { clientAddress } from './client-ip';
import { getAuth } from './index';
import { PASSWORD_MESSAGES as M } from './messages';
import type { AuthUser } from './port';

/**
 * Changes the signed-in user's password after checking the current one (spec section 5), then
 * ends every other session: whoever knew the old password is signed out. The check is limited
 * like sign-in, per account and per client, so a borrowed session cannot guess the password.
 */
export async function changePassword(user: AuthUser, input: ChangePasswordInput): Promise<void> {
  const auth = getAuth();
  const attempt = await reserveAttempt('change_password', user.id, await clientAddress());
  if (attempt === null) throw new UserFacingError(M.tooManyAttempts);
  if (!(await auth.verifyPassword(user.email, input.currentPassword))) {
    throw new UserFacingError(M.currentIncorrect);
  }
  await forgiveAccount('change_password', user.id, attempt);
  await auth.updatePassword(user.id, input.newPassword);
  await auth.signOut('others');
}
