// Who sent a request, written where Next.js code can read it (lib/auth/client-ip.ts reads it).
//
// Next.js makes requests to itself on a client's behalf: it renders a server action's redirect
// target, and forwards an action to the page that owns it, by fetching http://localhost:<port>
// with the original request's headers. Those hops arrive from loopback, so their socket address
// is not the client's. So the address we write travels with a MAC under a key only this process
// holds: a request carrying a valid pair is one of those hops and keeps it; any other (no pair,
// a forged address, a MAC of another process) gets the socket address and a fresh MAC. Nothing
// is believed for coming from loopback (docs/decisions/040).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CLIENT_ADDRESS_HEADER = 'x-inkpost-client-address';
export const CLIENT_ADDRESS_MAC_HEADER = 'x-inkpost-client-address-mac';

/**
 * A function that writes the client's address on each request of one server process.
 * @returns {(request: import('node:http').IncomingMessage) => void}
 */
export function createClientAddressStamp(key = randomBytes(32)) {
  const macOf = (address) => createHmac('sha256', key).update(address).digest();
  const carriesOurAddress = (headers) => {
    const address = headers[CLIENT_ADDRESS_HEADER];
    const mac = headers[CLIENT_ADDRESS_MAC_HEADER];
    if (typeof address !== 'string' || typeof mac !== 'string') return false;
    const given = Buffer.from(mac, 'base64url');
    const expected = macOf(address);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return (request) => {
    if (carriesOurAddress(request.headers)) return;
    const address = request.socket.remoteAddress ?? '';
    request.headers[CLIENT_ADDRESS_HEADER] = address;
    request.headers[CLIENT_ADDRESS_MAC_HEADER] = macOf(address).toString('base64url');
  };
}
