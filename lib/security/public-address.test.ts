import { describe, expect, it } from 'vitest';
import { isPublicAddress, publicAddressProblem } from './public-address';

describe('public addresses', () => {
  it('accepts public unicast IPv4 and IPv6', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '93.184.215.14', '2606:4700:4700::1111', '2a00:1450:4001:82b::200e']) {
      expect(publicAddressProblem(address), address).toBeNull();
    }
  });

  it('refuses loopback, private, CGNAT, link-local, multicast, reserved and documentation IPv4', () => {
    for (const address of [
      '0.0.0.0',
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '192.0.0.8',
      '192.0.2.1',
      '198.18.0.1',
      '198.51.100.7',
      '203.0.113.10',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses IPv6 loopback, unspecified, unique-local, site-local, link-local, multicast and documentation', () => {
    for (const address of [
      '::1',
      '::',
      'fd00::1',
      'fc00::1',
      'fec0::1',
      'fe80::1',
      'ff02::1',
      '2001:db8::1',
      '100::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses every IPv6 form that carries an IPv4 address, and names a private one', () => {
    expect(publicAddressProblem('64:ff9b::a9fe:a9fe')).toBe(
      '64:ff9b::a9fe:a9fe is not a public address (NAT64, carrying 169.254.169.254 (linkLocal))',
    );
    expect(publicAddressProblem('2002:a9fe:a9fe::')).toBe(
      '2002:a9fe:a9fe:: is not a public address (6to4, carrying 169.254.169.254 (linkLocal))',
    );
    expect(publicAddressProblem('::7f00:1')).toBe(
      '::7f00:1 is not a public address (IPv4-compatible, carrying 127.0.0.1 (loopback))',
    );
    expect(publicAddressProblem('::ffff:0:7f00:1')).toBe(
      '::ffff:0:7f00:1 is not a public address (IPv4-translated, carrying 127.0.0.1 (loopback))',
    );
    expect(publicAddressProblem('::ffff:127.0.0.1')).toBe(
      '::ffff:127.0.0.1 is not a public address (IPv4-mapped, carrying 127.0.0.1 (loopback))',
    );
    // Teredo: 2001:0:<server>:<flags>:<port>:<client IPv4 inverted>; ~0x80ff:fefe = 127.0.1.1.
    expect(publicAddressProblem('2001:0:4136:e378:8000:63bf:80ff:fefe')).toContain(
      '(Teredo, carrying 127.0.1.1 (loopback))',
    );
    for (const address of [
      '64:ff9b::808:808',
      '64:ff9b:1::808:808',
      '2002:808:808::1',
      '::ffff:8.8.8.8',
      '::808:808',
      '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses what is not an IP address', () => {
    expect(publicAddressProblem('example.com')).toBe('example.com is not an IP address');
    expect(publicAddressProblem('0x7f.1')).toBe('0x7f.1 is not an IP address');
  });
});
