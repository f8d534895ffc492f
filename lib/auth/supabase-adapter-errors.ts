import {
  isAuthError,
  isAuthRetryableFetchError,
  type AuthError as SupabaseAuthError,
  type User,
} from '@supabase/supabase-js';
import { AuthError, type AuthUser } from './port';

// What the Supabase SDK's errors mean to our auth port (supabase-adapter.ts).

export function isNetworkFailure(error: unknown): boolean {
  if (isAuthRetryableFetchError(error)) return true;
  if (isAuthError(error) && error.status === 0) return true;
  return error instanceof TypeError && /fetch failed|failed to fetch|network/i.test(error.message);
}

export function isInvalidCredentials(error: SupabaseAuthError): boolean {
  return (
    error.code === 'invalid_credentials' || (error.status === 400 && /invalid login credentials/i.test(error.message))
  );
}

export function isDuplicateEmail(error: SupabaseAuthError): boolean {
  return (
    error.code === 'user_already_exists' ||
    error.code === 'email_exists' ||
    (error.status === 422 && /already (registered|exists)/i.test(error.message)) ||
    /user already registered/i.test(error.message)
  );
}

/** Our port's error for anything the SDK returned or threw that has no more specific meaning. */
export function toAuthError(error: unknown, fallback: 'unexpected' | 'create_failed' = 'unexpected'): AuthError {
  if (error instanceof AuthError) return error;
  if (isNetworkFailure(error)) return new AuthError('network', (error as Error).message);
  return new AuthError(fallback, error instanceof Error ? error.message : String(error));
}

export const toUser = (user: User): AuthUser => ({ id: user.id, email: user.email ?? '' });
