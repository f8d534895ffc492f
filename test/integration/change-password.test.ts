import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changePasswordAction } from '@/actions/account';
import { getAuth } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { authSessions } from '@/lib/db/schema';
import { signInAction } from '@/actions/auth';
import { redirectTarget } from '../support/redirect';
import { currentCookies, resetRequest } from '../support/request-context';
import { failWritesTo } from '../support/fail-inserts';
import { actAs, signUpUser, type TestUser } from '../support/users';

let ada: TestUser;

beforeEach(async () => {
  ada = await signUpUser('ada@example.com', 'engines1843');
});

const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
  changePasswordAction({ currentPassword, newPassword, confirmPassword });

describe('change password', () => {
  it.each<[string, string, string, string]>([
    ['', 'new-password-1', 'new-password-1', 'Please fill in all password fields'],
    ['engines1843', 'new-password-1', 'new-password-2', 'New passwords do not match'],
    ['engines1843', 'short', 'short', 'Password must be at least 8 characters long'],
    ['wrong-current', 'new-password-1', 'new-password-1', 'Current password is incorrect'],
  ])('refuses (%s, %s, %s) with "%s" and keeps the old password', async (current, next, confirm, message) => {
    actAs(ada);
    expect(await change(current, next, confirm)).toEqual({ ok: false, error: message });
    expect(await getAuth().verifyPassword(ada.email, 'engines1843')).toBe(true);
  });

  it('says "Failed to change password" when the new password cannot be stored, and keeps the old one', async () => {
    actAs(ada);
    const restore = await failWritesTo('auth_users', 'store unavailable', ['update']);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await change('engines1843', 'new-password-1')).toEqual({ ok: false, error: 'Failed to change password' });
    } finally {
      log.mockRestore();
      await restore();
    }
    expect(await getAuth().verifyPassword(ada.email, 'engines1843')).toBe(true);
  });

  it('changes the password and signs out every other session', async () => {
    resetRequest();
    await redirectTarget(() => signInAction({ email: ada.email, password: 'engines1843' }));
    const phone = currentCookies().inkpost_session;
    expect(phone).toBeTruthy();

    actAs(ada);
    expect(await change('engines1843', 'difference-engine')).toEqual({ ok: true, data: undefined });
    expect(await getAuth().verifyPassword(ada.email, 'engines1843')).toBe(false);
    expect(await getAuth().verifyPassword(ada.email, 'difference-engine')).toBe(true);
    const [{ n }] = await getDb().select({ n: count() }).from(authSessions).where(eq(authSessions.user_id, ada.id));
    expect(n).toBe(1);
  });
});
