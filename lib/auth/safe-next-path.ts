import 'server-only';
import { env } from '@/lib/env';

export const DEFAULT_AFTER_LOGIN = '/templates';

// Pages that make no sense to return to after signing in (a loop, or a spent reset link).
const NEVER_RETURN_TO = new Set(['/login', '/signup', '/forgot-password', '/reset-password']);
// Nor the sandbox's pages or the API: a return path is chosen by whoever wrote the link, and
// Next.js renders a server action's redirect target on the same request, with the session the
// action just started (docs/decisions/040). Matched on the first non-empty segment, any case.
const NEVER_RETURN_UNDER = new Set(['sandbox', 'api']);
const firstSegment = (pathname: string) =>
  pathname
    .split('/')
    .find((segment) => segment !== '')
    ?.toLowerCase();
const BASE = 'http://inkpost.invalid';
const MAX_DECODES = 4;

/** Every layer of percent-encoding removed; null when an escape is malformed or layers never end. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let i = 0; i < MAX_DECODES; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return null;
}

// A backslash (browsers read it as '/'), a control character (tab and newline are dropped by URL
// parsers, so '/\t/evil' becomes '//evil') or a path that starts with two slashes (a
// scheme-relative URL: another host).
const HOSTILE = /[\\\u0000-\u001f\u007f]/;
const isSameSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !HOSTILE.test(path);

/**
 * The one decision on every return path (after sign-in and sign-up, from checkout and the
 * billing portal): decode every layer, normalise the dots away, and keep the result only when it
 * is a path on this site, before and after normalising, in every decoded form. Anything else —
 * another site, `javascript:`, `/./%5C`, `/..//`, double-encoded slashes — gets `fallback`.
 */
export function safeNextPath(next: string | null | undefined, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (typeof next !== 'string' || next === '') return fallback;
  const decoded = fullyDecoded(next);
  if (decoded === null || !isSameSitePath(next) || !isSameSitePath(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  const decodedPath = fullyDecoded(url.pathname);
  // Normalising can make a safe-looking path hostile: '/.//evil.example' becomes '//evil.example'.
  if (decodedPath === null || !isSameSitePath(url.pathname) || !isSameSitePath(decodedPath)) return fallback;
  if (new URL(path, BASE).origin !== BASE) return fallback;
  if (NEVER_RETURN_TO.has(url.pathname)) return fallback;
  if (NEVER_RETURN_UNDER.has(firstSegment(decodedPath) ?? '')) return fallback;
  return path;
}

/**
 * An absolute URL on this app (APP_URL) for a path given by the browser: the path is checked by
 * safeNextPath first, so a URL handed to Stripe (success, cancel, return) is always ours.
 */
export function appUrlFor(path: string | null | undefined, fallback: string): URL {
  const base = new URL(env().APP_URL);
  const url = new URL(safeNextPath(path, fallback), base);
  if (url.origin !== base.origin) throw new Error(`return URL left the app: ${url.origin}`);
  return url;
}
