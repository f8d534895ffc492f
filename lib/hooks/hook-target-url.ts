import { isIP } from 'node:net';
import { isPublicAddress } from '@/lib/security/public-address';

export const HOOK_URL_MESSAGES = {
  invalid: 'target_url must be a valid URL',
  https: 'target_url must use https',
  credentials: 'target_url must not contain a user name or password',
  privateHost: 'target_url must point to a public host, not localhost or a private network',
  unresolvable: 'target_url host name does not resolve',
} as const;

const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home.arpa'];

/** The host of a parsed URL as an address or name: no brackets, no trailing dot, lower case. */
export const hostOf = (parsed: URL) =>
  parsed.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();

/**
 * Why `url` cannot be a hook's target, or null when it can: https only, no credentials, and a
 * public host: a dotted name outside the local suffixes, or a public unicast IP address. Names
 * are resolved by subscribeHook and again, for the connection itself, by postToPublicHost.
 */
export function hookTargetUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return HOOK_URL_MESSAGES.invalid;
  }
  if (parsed.protocol !== 'https:') return HOOK_URL_MESSAGES.https;
  if (parsed.username || parsed.password) return HOOK_URL_MESSAGES.credentials;
  const host = hostOf(parsed);
  if (isIP(host)) return isPublicAddress(host) ? null : HOOK_URL_MESSAGES.privateHost;
  if (!host.includes('.') || host === 'localhost' || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) {
    return HOOK_URL_MESSAGES.privateHost;
  }
  return null;
}
