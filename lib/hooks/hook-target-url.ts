import { BlockList, isIP } from 'node:net';

export const HOOK_URL_MESSAGES = {
  invalid: 'target_url must be a valid URL',
  https: 'target_url must use https',
  credentials: 'target_url must not contain a user name or password',
  privateHost: 'target_url must point to a public host, not localhost or a private network',
} as const;

// Addresses a hook must never reach: the server's own machine and private networks (a hook
// pointed there would let a caller probe our internal services through the delivery job).
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127], // :: and ::1
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home.arpa'];

export function isPrivateAddress(address: string): boolean {
  const v4mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (v4mapped) return PRIVATE.check(v4mapped, 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Why `url` cannot be a hook's target, or null when it can: https only, no credentials, and a
 * public host: a dotted name outside the local suffixes, or a public IP address. (Names are not
 * resolved here: a public name that resolves to a private address is not caught.)
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
  const host = parsed.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  if (isIP(host)) return isPrivateAddress(host) ? HOOK_URL_MESSAGES.privateHost : null;
  if (!host.includes('.') || host === 'localhost' || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) {
    return HOOK_URL_MESSAGES.privateHost;
  }
  return null;
}
