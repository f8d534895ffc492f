import 'server-only';
import type { Queryable } from '@/lib/db/client';

export type AuthUser = { id: string; email: string };

/**
 * What else a reset ends besides the sessions (the API key): run by the adapter with the user the
 * link belongs to, on our database (in the transaction that spends the link, when it has one).
 */
export type RevokeOnReset = (db: Queryable, userId: string) => Promise<void>;

export type SessionState =
  | { status: 'signed_in'; user: AuthUser }
  | { status: 'signed_out' }
  /** A session cookie was sent but the session is no longer valid. */
  | { status: 'expired' };

export type SignOutScope = 'global' | 'local' | 'others';

export type AuthErrorCode =
  'email_taken' | 'create_failed' | 'invalid_credentials' | 'network' | 'no_session' | 'unexpected';

export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/**
 * Authentication behind one port: the local adapter (users and sessions in our database) and
 * the Supabase adapter implement it. Methods that touch the session read and write the current
 * request's cookies through next/headers.
 */
export interface AuthPort {
  readonly kind: 'local' | 'supabase';
  /** `confirmed`: an account the app makes itself (the admin), usable without a confirmation mail. */
  createUser(email: string, password: string, options?: { confirmed?: boolean }): Promise<AuthUser>;
  /** Removes a user again; used to undo a signup that failed half-way. */
  deleteUser(userId: string): Promise<void>;
  /** Checks the password and starts a session (sets the cookie). */
  signIn(email: string, password: string): Promise<AuthUser>;
  getSession(): Promise<SessionState>;
  signOut(scope: SignOutScope): Promise<void>;
  /** Checks a password without touching the current session. */
  verifyPassword(email: string, password: string): Promise<boolean>;
  updatePassword(userId: string, newPassword: string): Promise<void>;
  /**
   * Mails a password-reset link to the account with this email, if there is one; says nothing
   * either way. The link leads to APP_URL/reset-password.
   */
  sendPasswordReset(email: string): Promise<void>;
  /** Whether the reset page may show its form for this link's token (or code). */
  resetLinkLooksUsable(token: string): Promise<boolean>;
  /**
   * Sets a new password with the token (or code) of a reset link, ends every session of that
   * account and runs `revoke` for it (before the new password counts: never a new password with
   * an old key still working); 'invalid' when the link is unknown, used or expired.
   */
  resetPassword(token: string, newPassword: string, revoke: RevokeOnReset): Promise<'reset' | 'invalid'>;
}
