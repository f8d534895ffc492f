import 'server-only';
import { env, type Modes } from '@/lib/env';

/**
 * The outside providers. Scheduled sends and follow-up steps charge (payments) and mail
 * (postcards) when they come due, and a clock moved ahead makes them due now; a server with any
 * provider for real is a deployment with real customers, so with any of them real the clock is
 * the real time and cannot be moved (docs/decisions/040).
 */
const PROVIDERS = ['payments', 'postcards', 'maps', 'telephony', 'mail'] as const satisfies (keyof Modes)[];

/** The sandbox clock may run ahead only while every outside provider is a sandbox. */
export const sandboxClockAvailable = (modes: Modes = env().modes) =>
  PROVIDERS.every((capability) => modes[capability] === 'sandbox');

/**
 * Whether this user may see and move the clock every account shares: the admin alone, and only
 * while every provider is a sandbox. Anyone else finds no such page (404), from any address.
 */
export const mayUseSandboxClock = (user: { isAdmin: boolean }, modes: Modes = env().modes) =>
  user.isAdmin && sandboxClockAvailable(modes);
