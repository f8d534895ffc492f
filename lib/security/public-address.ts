import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether an outgoing connection may go to `address`: only public unicast, as ipaddr.js (which
 * tracks the IANA special-purpose registries) classifies it. Loopback, private, CGNAT,
 * link-local, multicast, reserved and documentation ranges, unique-local and site-local IPv6 are
 * all refused. IPv6 forms that carry an IPv4 address (mapped ::ffff:0:0/96, translated
 * ::ffff:0:0:0/96, compatible ::/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16,
 * Teredo 2001::/32) are refused outright — a gateway would hand the packet to the embedded
 * IPv4 — and the embedded IPv4 is named in the reason when it is not public itself.
 */
export function publicAddressProblem(address: string): string | null {
  if (!isIP(address) || !ipaddr.isValid(address)) return `${address} is not an IP address`;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') {
    const range = parsed.range();
    return range === 'unicast' ? null : `${address} is not a public address (${range})`;
  }
  const v6 = parsed as ipaddr.IPv6;
  const embedded = embeddedIpv4(v6);
  if (embedded) {
    const inner = embedded.range();
    const why = inner === 'unicast' ? '' : `, carrying ${embedded.toString()} (${inner})`;
    return `${address} is not a public address (${embedded.form}${why})`;
  }
  const range = v6.range();
  return range === 'unicast' ? null : `${address} is not a public address (${range})`;
}

type EmbeddedIpv4 = ipaddr.IPv4 & { form: string };

/** The IPv4 address an IPv6 transition form carries, or null for a plain IPv6 address. */
function embeddedIpv4(address: ipaddr.IPv6): EmbeddedIpv4 | null {
  const p = address.parts;
  const v4 = (high: number, low: number, form: string) =>
    Object.assign(new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]), { form });
  const zeros = (from: number, to: number) => p.slice(from, to).every((part) => part === 0);
  if (zeros(0, 5) && p[5] === 0xffff) return v4(p[6], p[7], 'IPv4-mapped');
  if (zeros(0, 4) && p[4] === 0xffff && p[5] === 0) return v4(p[6], p[7], 'IPv4-translated');
  if (zeros(0, 6)) return v4(p[6], p[7], 'IPv4-compatible');
  if (p[0] === 0x64 && p[1] === 0xff9b && zeros(2, 6)) return v4(p[6], p[7], 'NAT64');
  // RFC 8215's local-use prefix may embed the IPv4 at any RFC 6052 position: refused whatever it holds.
  if (p[0] === 0x64 && p[1] === 0xff9b && p[2] === 1) return v4(p[6], p[7], 'NAT64 local-use');
  if (p[0] === 0x2002) return v4(p[1], p[2], '6to4');
  // Teredo stores the client's IPv4 inverted in the last 32 bits.
  if (p[0] === 0x2001 && p[1] === 0) return v4(~p[6] & 0xffff, ~p[7] & 0xffff, 'Teredo');
  return null;
}

export const isPublicAddress = (address: string) => publicAddressProblem(address) === null;
