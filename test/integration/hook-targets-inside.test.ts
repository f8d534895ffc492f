import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { postToPublicHost, setHookResolverForTests } from '@/lib/hooks/post-to-public-host';
import { mswServer } from '../support/msw';

/**
 * Outgoing hooks cannot reach inside: a public name that resolves to a private address at
 * delivery time is refused before any connection, whatever it resolved to when it was saved.
 */

const TARGET = 'https://hooks.example.com/catch/1/';
const REQUEST = { headers: { 'Content-Type': 'application/json' }, body: '{}', timeoutMs: 2000, maxResponseBytes: 1024 };

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
  setHookResolverForTests(async () => [{ address: '203.0.113.10', family: 4 }]);
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
      { address: '203.0.113.10', family: 4 },
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
});
