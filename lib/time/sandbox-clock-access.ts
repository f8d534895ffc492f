import 'server-only';
import { env, type Modes } from '@/lib/env';

/**
 * The outside providers. Scheduled sends and follow-up steps charge (payments) and mail
 * (postcards) when they come due, and a clock moved ahead makes them due now; a server with any
 * provider for real is a deployment with real customers, so with any of them real the clock is
 * the real time and cannot be moved (docs/decisions/040).
 */
const PROVIDERS_THE_CLOCK_REACHES = {
  payments: 'Stripe',
  postcards: 'thanks.io',
  maps: 'Google Maps',
  telephony: 'Twilio',
  mail: 'SMTP mail',
} as const satisfies Partial<Record<keyof Modes, string>>;

/** The real providers of these modes, by name; empty when every provider runs as a sandbox. */
export function realProviders(modes: Modes): string[] {
  return Object.entries(PROVIDERS_THE_CLOCK_REACHES)
    .filter(([capability]) => modes[capability as keyof typeof PROVIDERS_THE_CLOCK_REACHES] !== 'sandbox')
    .map(([, name]) => name);
}

/** The sandbox clock may run ahead only while every outside provider is a sandbox. */
export const sandboxClockAvailable = (modes: Modes = env().modes) => realProviders(modes).length === 0;

export const SANDBOX_CLOCK_MESSAGES = {
  adminOnly: 'Only the admin can move the sandbox clock.',
  realProviders: (names: string[]) =>
    `The sandbox clock runs only in sandbox mode: ${names.join(', ')} ${names.length === 1 ? 'runs' : 'run'} for real here.`,
};

/**
 * Whether this user may move the clock every account shares: the admin alone, and only while
 * every provider is a sandbox. Null when they may, else why not.
 */
export function sandboxClockRefusal(user: { isAdmin: boolean }, modes: Modes = env().modes): string | null {
  const real = realProviders(modes);
  if (real.length > 0) return SANDBOX_CLOCK_MESSAGES.realProviders(real);
  return user.isAdmin ? null : SANDBOX_CLOCK_MESSAGES.adminOnly;
}
