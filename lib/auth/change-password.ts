import { UserFacingError } from '@/lib/errors';
import type { ChangePasswordInput } from '@/lib/validation/auth';
import { getAuth } from './index';
import { PASSWORD_MESSAGES as M } from './messages';
import type { AuthUser } from './port';

/**
 * Changes the signed-in user's password after checking the current one (spec section 5), then
 * ends every other session: whoever knew the old password is signed out.
 */
export async function changePassword(user: AuthUser, input: ChangePasswordInput): Promise<void> {
  const auth = getAuth();
  if (!(await auth.verifyPassword(user.email, input.currentPassword))) {
    throw new UserFacingError(M.currentIncorrect);
  }
  await auth.updatePassword(user.id, input.newPassword);
  await auth.signOut('others');
}
