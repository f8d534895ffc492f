import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { cookies } from 'next/headers';
import WebSocket from 'ws';
import { env } from '@/lib/env';
import { fetchWithRetry } from '@/lib/providers/retry';
import { AuthError } from './port';

// The Supabase clients of the auth adapter (supabase-adapter.ts) and the session cookie's name.
// Every call builds its clients afresh (never module globals: a client holds one request's
// cookies and session), and every HTTP call goes through our retry wrapper.

// supabase-js builds a realtime client in its constructor, and on Node 20 (no global WebSocket)
// that constructor throws unless a WebSocket implementation is passed in.
type RealtimeOptions = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>;
const realtime: RealtimeOptions = { transport: WebSocket as unknown as RealtimeOptions['transport'] };

export function supabaseConfig() {
  const e = env();
  const url = e.NEXT_PUBLIC_SUPABASE_URL;
  const anonKey = e.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (!url || !anonKey) throw new AuthError('unexpected', 'Supabase auth is not configured');
  return { url, anonKey, serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY };
}

/** The storage key supabase-js derives from the project URL, and so the session cookie's name. */
export function authCookieName(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

export async function hasAuthCookie(url: string): Promise<boolean> {
  const name = authCookieName(url);
  const chunk = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.\\d+)?$`);
  return (await cookies()).getAll().some((c) => chunk.test(c.name) && c.value !== '');
}

/** The client bound to this request's cookies (reads the session, writes refreshed tokens). */
export async function cookieClient(): Promise<SupabaseClient> {
  const { url, anonKey } = supabaseConfig();
  const store = await cookies();
  return createServerClient(url, anonKey, {
    cookies: {
      getAll: () => store.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) store.set(name, value, options);
        } catch {
          // Called from a Server Component render, where cookies are read-only. The proxy
          // (lib/auth/supabase-proxy.ts) refreshes the session and writes the cookies there.
        }
      },
    },
    global: { fetch: fetchWithRetry },
    realtime,
  });
}

/** A client that keeps its session in memory only: the request's cookies stay untouched. */
export function detachedClient(key: string): SupabaseClient {
  const { url } = supabaseConfig();
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithRetry },
    realtime,
  });
}
