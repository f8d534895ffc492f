// Kept apart from session-cookie.ts so proxy.ts can import it without lib/env.
export const SESSION_COOKIE = 'inkpost_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The session cookie's attributes: httpOnly, same-site lax, 30 days, Secure over https. */
export function sessionCookieAttributes(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: Math.floor(SESSION_TTL_MS / 1000) };
}
