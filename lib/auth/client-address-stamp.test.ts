import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_MAC_HEADER,
  createClientAddressStamp,
} from '../../scripts/client-address.mjs';

// What scripts/server.mjs writes on every request, before Next.js (docs/decisions/040).
const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers: { ...headers } }) as unknown as IncomingMessage;

describe('the client address stamp of scripts/server.mjs', () => {
  it('writes the socket address, whatever the client wrote in its place', () => {
    const stamp = createClientAddressStamp();
    const forged = request('198.51.100.7', { [CLIENT_ADDRESS_HEADER]: '127.0.0.1', 'x-forwarded-for': '127.0.0.1' });
    stamp(forged);
    expect(forged.headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.7');
    expect(forged.headers[CLIENT_ADDRESS_MAC_HEADER]).toMatch(/^[\w-]{43}$/);
  });

  it("keeps the client's address through Next.js's request to itself from loopback", () => {
    const stamp = createClientAddressStamp();
    const original = request('198.51.100.7');
    stamp(original);
    // Next.js fetches the redirect target from localhost with the original request's headers.
    const hop = request('127.0.0.1', original.headers as Record<string, string>);
    stamp(hop);
    expect(hop.headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.7');
  });

  it('gives the socket address to a request whose address and MAC do not belong together', () => {
    const stamp = createClientAddressStamp();
    const mine = request('198.51.100.7');
    stamp(mine);
    const claimed = request('198.51.100.7', {
      [CLIENT_ADDRESS_HEADER]: '203.0.113.9',
      [CLIENT_ADDRESS_MAC_HEADER]: mine.headers[CLIENT_ADDRESS_MAC_HEADER] as string,
    });
    stamp(claimed);
    expect(claimed.headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.7');

    for (const mac of ['', 'x', 'A'.repeat(43), 'not base64 at all!']) {
      const forged = request('127.0.0.1', { [CLIENT_ADDRESS_HEADER]: '203.0.113.9', [CLIENT_ADDRESS_MAC_HEADER]: mac });
      stamp(forged);
      expect(forged.headers[CLIENT_ADDRESS_HEADER], mac).toBe('127.0.0.1');
    }
  });

  it("does not believe another process's MAC (each process has its own key)", () => {
    const other = createClientAddressStamp();
    const elsewhere = request('203.0.113.9');
    other(elsewhere);
    const replayed = request('127.0.0.1', elsewhere.headers as Record<string, string>);
    createClientAddressStamp()(replayed);
    expect(replayed.headers[CLIENT_ADDRESS_HEADER]).toBe('127.0.0.1');
  });
});
