import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddressFrom, NoClientAddressError } from './client-ip';

const headers = (socket: string | null, forwardedFor?: string) =>
  new Headers({
    ...(socket ? { [CLIENT_ADDRESS_HEADER]: socket } : {}),
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
  });
const direct = { trustedProxies: 0, serverSetsAddress: true };

describe('clientAddressFrom', () => {
  it('is the socket address, whatever X-Forwarded-For claims, without trusted proxies', () => {
    expect(clientAddressFrom(headers('198.51.100.7', '192.0.2.1'), direct)).toBe('198.51.100.7');
    expect(clientAddressFrom(headers('::ffff:198.51.100.7'), direct)).toBe('198.51.100.7');
    expect(clientAddressFrom(headers('2001:DB8::1'), direct)).toBe('2001:db8::1');
  });

  it('takes the N-th X-Forwarded-For address from the right with TRUSTED_PROXIES=N', () => {
    const xff = '192.0.2.66, 198.51.100.7, 10.0.0.5';
    expect(clientAddressFrom(headers('10.0.0.9', xff), { trustedProxies: 1, serverSetsAddress: true })).toBe(
      '10.0.0.5',
    );
    expect(clientAddressFrom(headers('10.0.0.9', xff), { trustedProxies: 2, serverSetsAddress: true })).toBe(
      '198.51.100.7',
    );
    // Reached directly although proxies are expected: the socket.
    expect(clientAddressFrom(headers('10.0.0.9'), { trustedProxies: 1, serverSetsAddress: true })).toBe('10.0.0.9');
  });

  it('never falls back to a shared bucket', () => {
    expect(() => clientAddressFrom(headers(null), direct)).toThrow(NoClientAddressError);
  });

  it('does not believe the header when no server of ours wrote it (next dev): the socket Next.js put last', () => {
    const dev = { trustedProxies: 0, serverSetsAddress: false };
    expect(clientAddressFrom(headers('203.0.113.1', '127.0.0.1'), dev)).toBe('127.0.0.1');
  });
});
