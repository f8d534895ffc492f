import { env } from '@/lib/env';

import { SESSION_TTL_MS } from './session-cookie-name';

export { SESSION_COOKIE, SESSION_TTL_MS } from './session-cookie-name';
/** A session used after this long since its last extension gets another full TTL. */
export const SESSION_ROLL_AFTER_MS = 60 * 60 * 1000;

export function sessionCookieOptions(maxAgeMs = SESSION_TTL_MS) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env().APP_URL.startsWith('https://'),
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}
