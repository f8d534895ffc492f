import { describe, expect, it } from 'vitest';
import { backoffDelay, createFetchWithRetry, retryAfterMs } from './retry';

function scripted(responses: Array<number | 'network' | [number, Record<string, string>]>) {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    const next = responses.shift();
    if (next === undefined) throw new Error('no more scripted responses');
    if (next === 'network') throw new TypeError('Failed to fetch');
    const [status, headers] = Array.isArray(next) ? next : [next, {}];
    return new Response(`status ${status}`, { status, headers });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

function harness(responses: Parameters<typeof scripted>[0]) {
  const { fetch, calls } = scripted(responses);
  const sleeps: number[] = [];
  const logs: string[] = [];
  const wrapped = createFetchWithRetry({
    fetch,
    sleep: async (ms) => void sleeps.push(ms),
    log: (line) => void logs.push(line),
  });
  return { wrapped, calls, sleeps, logs };
}

describe('fetchWithRetry', () => {
  it('returns the first good answer without waiting', async () => {
    const h = harness([200]);
    expect((await h.wrapped('https://api.example/x')).status).toBe(200);
    expect(h.sleeps).toEqual([]);
  });

  it('retries 503 then succeeds, doubling from 1000 ms, and logs each failure with a timestamp', async () => {
    const h = harness([503, 'network', 200]);
    expect((await h.wrapped('https://api.example/x', { method: 'POST' })).status).toBe(200);
    expect(h.calls).toHaveLength(3);
    expect(h.sleeps).toEqual([1000, 2000]);
    expect(h.logs[0]).toMatch(/^\[\d{4}-\d\d-\d\dT.*Z\] POST https:\/\/api\.example\/x failed \(status: 503\)/);
  });

  it('gives up after 3 attempts with the spec message', async () => {
    const h = harness([500, 502, 504]);
    await expect(h.wrapped('https://api.example/x')).rejects.toThrow('HTTP error! status: 504');
    expect(h.calls).toHaveLength(3);
  });

  it('retries every status of the list and nothing else', async () => {
    for (const status of [408, 429, 500, 502, 503, 504]) {
      const h = harness([status, 200]);
      expect((await h.wrapped('https://api.example/x')).status).toBe(200);
    }
    for (const status of [400, 401, 402, 404, 422, 501]) {
      const h = harness([status]);
      expect((await h.wrapped('https://api.example/x')).status).toBe(status);
      expect(h.calls).toHaveLength(1);
    }
  });

  it('waits the Retry-After seconds on 429', async () => {
    const h = harness([[429, { 'retry-after': '3' }], 200]);
    await h.wrapped('https://api.example/x');
    expect(h.sleeps).toEqual([3000]);
  });

  it('reports a network failure after the last attempt', async () => {
    const h = harness(['network', 'network', 'network']);
    await expect(h.wrapped('https://api.example/x')).rejects.toThrow('HTTP error! status: network');
  });
});

describe('backoff', () => {
  it('doubles from 1000 ms and caps at 10000 ms', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, 1000, 10_000))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
  it('reads Retry-After seconds and caps them', () => {
    expect(retryAfterMs('2', 10_000)).toBe(2000);
    expect(retryAfterMs('120', 10_000)).toBe(10_000);
    expect(retryAfterMs(null, 10_000)).toBeNull();
  });
});
