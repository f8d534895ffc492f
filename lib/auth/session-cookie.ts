import 'server-only';
import { env } from '@/lib/env';
import { sessionCookieAttributes } from './session-cookie-name';

export { SESSION_COOKIE, SESSION_TTL_MS } from './session-cookie-name';
/** A session used after this long since its last extension gets another full TTL. */
export const SESSION_ROLL_AFTER_MS = 60 * 60 * 1000;

export const sessionCookieOptions = () => sessionCookieAttributes(env().APP_URL.startsWith('https://'));
