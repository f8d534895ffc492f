import { lookup as dnsLookup } from 'node:dns/promises';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { publicAddressProblem } from '@/lib/security/public-address';
import { hostOf } from './hook-target-url';

export type ResolvedAddress = { address: string; family: number };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });
let resolver: Resolver = systemResolver;

/** Tests answer names themselves (nothing here reaches a real DNS server). */
export function setHookResolverForTests(next: Resolver | undefined): void {
  resolver = next ?? systemResolver;
}

/** A hook target we refuse to connect to; the message is stored as the delivery's error. */
export class RefusedTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedTargetError';
  }
}

/**
 * The addresses `host` (a name or an IP literal) stands for, every one of them public unicast,
 * or a RefusedTargetError: a name with one private answer among public ones is refused too (a
 * rebinding DNS may hand any of them to the next lookup).
 */
export async function resolvePublicAddresses(host: string): Promise<ResolvedAddress[]> {
  if (isIP(host)) {
    const problem = publicAddressProblem(host);
    if (problem) throw new RefusedTargetError(`Refused: ${problem}`);
    return [{ address: host, family: isIP(host) }];
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolver(host);
  } catch {
    addresses = [];
  }
  if (!addresses.length) throw new RefusedTargetError(`Refused: ${host} does not resolve`);
  const inside = addresses.find((a) => publicAddressProblem(a.address));
  if (inside) throw new RefusedTargetError(`Refused: ${host} resolves to a private address (${inside.address})`);
  return addresses;
}

/**
 * The lookup the socket uses instead of DNS: it answers the address that was checked, nothing
 * else, and checks it once more, so no path opens a connection to an address that is not public.
 */
export function pinnedLookup(checked: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    const problem = publicAddressProblem(checked.address);
    if (problem) return callback(new RefusedTargetError(`Refused: ${problem}`), '', 0);
    if ((options as { all?: boolean }).all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [checked]);
    else callback(null, checked.address, checked.family);
  };
}

/** The answer read from the receiver: only its status matters, the body is never kept. */
export type HookAnswer = { status: number };

/**
 * POSTs `body` to a hook's https URL without letting it reach inside: the name is resolved now
 * (not only when the hook was saved: DNS can change), every address it resolves to must be
 * public unicast (lib/security/public-address), and the connection goes to the address that was
 * checked (no second lookup a rebinding DNS could answer differently). No redirect is followed, at most `maxResponseBytes` of the answer are
 * read, and the whole exchange is cut off after `timeoutMs`.
 */
export async function postToPublicHost(
  url: string,
  request: { headers: Record<string, string>; body: string; timeoutMs: number; maxResponseBytes: number },
): Promise<HookAnswer> {
  const target = new URL(url);
  if (target.protocol !== 'https:') throw new RefusedTargetError('Refused: the target must use https');
  const host = hostOf(target);
  const [checked] = await resolvePublicAddresses(host);

  return new Promise<HookAnswer>((resolve, reject) => {
    const outgoing = https.request(
      {
        method: 'POST',
        hostname: host,
        port: target.port || 443,
        path: `${target.pathname}${target.search}`,
        servername: isIP(host) ? undefined : host,
        headers: { ...request.headers, 'Content-Length': String(Buffer.byteLength(request.body)) },
        lookup: pinnedLookup(checked),
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          // The status is all we need: a receiver that answers without end is cut off.
          if (read > request.maxResponseBytes) response.destroy();
        });
        // A cut-off or broken answer still has its status; 'close' follows either way.
        response.on('error', () => {});
        response.on('close', () => resolve({ status: response.statusCode ?? 0 }));
      },
    );
    // The whole exchange, slow trickles included, not only idle time between packets.
    const deadline = setTimeout(
      () => outgoing.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })),
      request.timeoutMs,
    );
    outgoing.on('close', () => clearTimeout(deadline));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
