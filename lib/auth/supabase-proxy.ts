import { createServerClient } from '@supabase/ssr';
import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { NextResponse, type NextRequest } from 'next/server';
import WebSocket from 'ws';
import { fetchWithRetry } from '@/lib/providers/retry';

/**
 * The with-supabase pattern for Next.js's proxy: refresh the session once per request, write the
 * rotated cookies to the request (so Server Components see them) and to the response (so the
 * browser keeps them). Imported by proxy.ts: no next/headers, no database, no lib/env.
 */
export async function refreshSupabaseSession(
  request: NextRequest,
): Promise<{ response: NextResponse; signedIn: boolean }> {
  let response = NextResponse.next({ request });
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (!url || !anonKey) return { response, signedIn: false };

  const supabase = createServerClient(url, anonKey, {
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
        // Responses that set auth cookies must never be cached for someone else.
        for (const [key, value] of Object.entries(headers ?? {})) response.headers.set(key, value);
      },
    },
    global: { fetch: fetchWithRetry },
    // supabase-js constructs a realtime client; Node 20 has no global WebSocket.
    realtime: { transport: WebSocket as never },
  });

  // Do not put code between creating the client and getUser(): getUser refreshes the tokens.
  const { data, error } = await supabase.auth.getUser();
  if (data.user) return { response, signedIn: true };

  // Supabase unreachable: let the page decide (requireUser checks again) rather than sending a
  // visitor with a session cookie to /login.
  const hasAuthCookie = request.cookies
    .getAll()
    .some((c) => /^sb-.+-auth-token(\.\d+)?$/.test(c.name) && c.value !== '');
  const signedIn = !!error && isAuthRetryableFetchError(error) && hasAuthCookie;
  return { response, signedIn };
}
