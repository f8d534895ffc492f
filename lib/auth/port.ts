export type AuthUser = { id: string; email: string };

export type SessionState =
  | { status: 'signed_in'; user: AuthUser }
  | { status: 'signed_out' }
  /** A session cookie was sent but the session is no longer valid. */
  | { status: 'expired' };

export type SignOutScope = 'global' | 'local' | 'others';

export type AuthErrorCode =
  | 'email_taken'
  | 'create_failed'
  | 'invalid_credentials'
  | 'network'
  | 'no_session'
  | 'unexpected';

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
  createUser(email: string, password: string): Promise<AuthUser>;
  /** Removes a user again; used to undo a signup that failed half-way. */
  deleteUser(userId: string): Promise<void>;
  /** Checks the password and starts a session (sets the cookie). */
  signIn(email: string, password: string): Promise<AuthUser>;
  getSession(): Promise<SessionState>;
  signOut(scope: SignOutScope): Promise<void>;
  /** Checks a password without touching the current session. */
  verifyPassword(email: string, password: string): Promise<boolean>;
  updatePassword(userId: string, newPassword: string): Promise<void>;
}
