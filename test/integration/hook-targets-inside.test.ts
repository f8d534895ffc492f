import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { HOOK_URL_MESSAGES } from '@/lib/hooks/hook-target-url';
import { pinnedLookup, postToPublicHost, setHookResolverForTests } from '@/lib/hooks/post-to-public-host';
import { subscribeHook } from '@/lib/hooks/subscribe-hook';
import { mswServer } from '../support/msw';

/**
 * Outgoing hooks cannot reach inside: a public name that resolves to a private address at
 * delivery time is refused before any connection, whatever it resolved to when it was saved.
 */

const TARGET = 'https://hooks.example.com/catch/1/';
const REQUEST = {
  headers: { 'Content-Type': 'application/json' },
  body: '{}',
  timeoutMs: 2000,
  maxResponseBytes: 1024,
};

// The addresses of issue 24, written into the URL itself.
const LITERALS = [
  ['https://[64:ff9b::a9fe:a9fe]/', 'NAT64, carrying 169.254.169.254 (linkLocal)'],
  ['https://[64:ff9b:1::a9fe:a9fe]/', 'NAT64 local-use, carrying 169.254.169.254 (linkLocal)'],
  ['https://[2002:a9fe:a9fe::]/', '6to4, carrying 169.254.169.254 (linkLocal)'],
  ['https://[2001:0:4136:e378:8000:63bf:80ff:fefe]/', 'Teredo, carrying 127.0.1.1 (loopback)'],
  ['https://[::7f00:1]/', 'IPv4-compatible, carrying 127.0.0.1 (loopback)'],
  ['https://[::ffff:0:7f00:1]/', 'IPv4-translated, carrying 127.0.0.1 (loopback)'],
  ['https://[fec0::1]/', 'deprecatedSiteLocal'],
] as const;

let received = 0;
const answer = (status: number, headers: Record<string, string> = {}) =>
  mswServer.use(
    http.post(TARGET, () => {
      received++;
      return new HttpResponse(null, { status, headers });
    }),
  );

afterEach(() => {
  received = 0;
  setHookResolverForTests(async () => [{ address: '93.184.215.14', family: 4 }]);
});

describe('postToPublicHost', () => {
  it.each([
    ['127.0.0.1', 4],
    ['169.254.169.254', 4],
    ['::1', 6],
    ['10.1.2.3', 4],
    ['100.64.0.1', 4],
    ['::ffff:127.0.0.1', 6],
    ['fd00::1', 6],
    ['64:ff9b::a9fe:a9fe', 6],
    ['2002:a9fe:a9fe::', 6],
    ['::7f00:1', 6],
    ['::ffff:0:7f00:1', 6],
    ['fec0::1', 6],
    ['203.0.113.10', 4],
  ])('refuses a name that resolves to %s, and connects nowhere', async (address, family) => {
    answer(200);
    setHookResolverForTests(async () => [{ address, family }]);
    await expect(postToPublicHost(TARGET, REQUEST)).rejects.toThrow(
      `Refused: hooks.example.com resolves to a private address (${address})`,
    );
    expect(received).toBe(0);
  });

  it('refuses when any one of the addresses is private (a round-robin with a rebinding answer)', async () => {
    answer(200);
    setHookResolverForTests(async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]);
    await expect(postToPublicHost(TARGET, REQUEST)).rejects.toThrow('resolves to a private address (127.0.0.1)');
    expect(received).toBe(0);
  });

  it('delivers to a public address and does not follow a redirect', async () => {
    answer(200);
    await expect(postToPublicHost(TARGET, REQUEST)).resolves.toEqual({ status: 200 });
    answer(302, { Location: 'https://169.254.169.254/latest/meta-data/' });
    await expect(postToPublicHost(TARGET, REQUEST)).resolves.toEqual({ status: 302 });
    expect(received).toBe(2);
  });

  it.each(LITERALS)('refuses %s without connecting (%s)', async (url, why) => {
    let reached = 0;
    mswServer.use(
      http.post(url, () => {
        reached++;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    await expect(postToPublicHost(url, REQUEST)).rejects.toThrow(`is not a public address (${why})`);
    expect(reached).toBe(0);
  });

  it('connects to the address it checked: a rebinding DNS that answers inside on the next lookup is never asked again', async () => {
    answer(200);
    const answers = [
      { address: '93.184.215.14', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    let lookups = 0;
    setHookResolverForTests(async () => [answers[Math.min(lookups++, 1)]]);
    await expect(postToPublicHost(TARGET, REQUEST)).resolves.toEqual({ status: 200 });
    expect(lookups).toBe(1);
    expect(received).toBe(1);
  });

  it('the socket’s lookup hands out a checked public address and refuses any other', () => {
    const answers: unknown[][] = [];
    const record = (...args: unknown[]) => answers.push(args);
    pinnedLookup({ address: '93.184.215.14', family: 4 })('hooks.example.com', {}, record);
    pinnedLookup({ address: '93.184.215.14', family: 4 })('hooks.example.com', { all: true }, record);
    pinnedLookup({ address: '::7f00:1', family: 6 })('hooks.example.com', {}, record);
    expect(answers[0]).toEqual([null, '93.184.215.14', 4]);
    expect(answers[1]).toEqual([null, [{ address: '93.184.215.14', family: 4 }]]);
    expect(String(answers[2][0])).toContain('Refused: ::7f00:1 is not a public address');
  });
});

describe('subscribing a hook', () => {
  const refusal = async (targetUrl: string) => {
    try {
      await subscribeHook('00000000-0000-4000-8000-000000000000', {
        event: 'order.status_changed',
        target_url: targetUrl,
      });
    } catch (error) {
      if (error instanceof ApiError) return JSON.stringify(error);
      throw error;
    }
    return null;
  };

  it.each(LITERALS.map(([url]) => url))('refuses %s', async (url) => {
    expect(await refusal(url)).toContain(HOOK_URL_MESSAGES.privateHost);
  });

  it('refuses a public-looking name that resolves to a private address, or that does not resolve', async () => {
    setHookResolverForTests(async () => [{ address: '64:ff9b::a9fe:a9fe', family: 6 }]);
    expect(await refusal('https://metadata.example.com/hook')).toContain(HOOK_URL_MESSAGES.privateHost);
    setHookResolverForTests(async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    });
    expect(await refusal('https://nowhere.example.com/hook')).toContain(HOOK_URL_MESSAGES.unresolvable);
  });
});
