import 'server-only';
import { env } from '@/lib/env';
import { localAuth } from './local-adapter';
import type { AuthPort } from './port';
import { createSupabaseAuth } from './supabase-adapter';

/** The auth adapter this process runs with (decided once by lib/env). */
export function getAuth(): AuthPort {
  return env().modes.auth === 'supabase' ? createSupabaseAuth() : localAuth;
}

export type { AuthPort, AuthUser, SessionState, SignOutScope } from './port';
