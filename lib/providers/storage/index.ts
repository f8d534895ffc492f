import 'server-only';
import { env } from '@/lib/env';
import { localStorage } from './local';
import type { StoragePort } from './port';
import { createSupabaseStorage } from './supabase';

// One client per configuration: reused across requests, rebuilt if tests switch the environment.
let supabase: { config: string; port: StoragePort } | undefined;

export function getStorage(): StoragePort {
  const e = env();
  if (e.modes.storage === 'local') return localStorage;
  const url = e.NEXT_PUBLIC_SUPABASE_URL!;
  const key = e.SUPABASE_SERVICE_ROLE_KEY!;
  const config = `${url}\n${key}`;
  if (supabase?.config !== config) supabase = { config, port: createSupabaseStorage(url, key) };
  return supabase.port;
}

export { isValidKey, type StoragePort } from './port';
