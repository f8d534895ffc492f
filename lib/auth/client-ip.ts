import 'server-only';
import { isIP } from 'node:net';
import { headers } from 'next/headers';
import { env } from '@/lib/env';

/**
 * The header scripts/server.mjs fills with the socket's remote address, replacing any copy the
 * client sent; Next.js's own hops to itself keep the original client's (scripts/client-address.mjs).
 * Next.js code cannot see the socket, so this is how the address reaches it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-inkpost-client-address';
/** Set on globalThis by scripts/server.mjs: CLIENT_ADDRESS_HEADER is its own, never the client's. */
export const SERVER_SETS_CLIENT_ADDRESS = Symbol.for('inkpost.server-sets-client-address');

export class NoClientAddressError extends Error {
  constructor() {
    super('The request carries no client address');
    this.name = 'NoClientAddressError';
  }
}

const hops = (forwardedFor: string | null) =>
  (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);

/** One spelling per address: '::ffff:192.0.2.1' and '192.0.2.1' are the same client. */
function normalise(address: string): string {
  const bare = address.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1];
  return isIP(bare) ? bare : address.slice(0, 100);
}

/**
 * Who sent this request, for per-client limits (docs/decisions/026):
 * - with `trustedProxies` = N > 0, the N-th address of X-Forwarded-For counted from the right:
 *   each of our N proxies appended the address it was connected from, and whatever the client
 *   wrote itself stays further left, where it is never read;
 * - otherwise the socket address. X-Forwarded-For is ignored: anyone can send it.
 * Under scripts/server.mjs (`npm start`) the socket address is its header; under a plain Next.js
 * server (`next dev`) it is the X-Forwarded-For Next.js sets from the socket when the request
 * had none.
 */
export function clientAddressFrom(
  requestHeaders: Headers,
  { trustedProxies, serverSetsAddress }: { trustedProxies: number; serverSetsAddress: boolean },
): string {
  const forwarded = hops(requestHeaders.get('x-forwarded-for'));
  const socket = serverSetsAddress ? requestHeaders.get(CLIENT_ADDRESS_HEADER)?.trim() : forwarded.at(-1);
  if (trustedProxies > 0 && forwarded.length > 0) {
    // Fewer hops than proxies: one of them did not append; the leftmost is still a proxy's word.
    return normalise(forwarded[Math.max(0, forwarded.length - trustedProxies)]);
  }
  if (!socket) throw new NoClientAddressError();
  return normalise(socket);
}

/** The client address of the current request (see clientAddressFrom). */
export async function clientAddress(): Promise<string> {
  return clientAddressFrom(await headers(), {
    trustedProxies: env().TRUSTED_PROXIES,
    serverSetsAddress: (globalThis as { [SERVER_SETS_CLIENT_ADDRESS]?: boolean })[SERVER_SETS_CLIENT_ADDRESS] === true,
  });
}
