// Kept apart from session-cookie.ts so proxy.ts can import it without lib/env.
export const SESSION_COOKIE = 'inkpost_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
