import { describe, expect, it } from 'vitest';
import { HOOK_CLAIM_MS, HOOK_RETRY, HOOK_TIMEOUT_MS, hookRetryDelayMs } from './hook-retry';

describe('hook retry policy', () => {
  it('waits 30 s after the first failure, doubling each time', () => {
    expect([1, 2, 3, 4, 7].map(hookRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000]);
  });

  it('gives up after 8 attempts, about an hour after the first', () => {
    expect(HOOK_RETRY.maxAttempts).toBe(8);
    const waits = Array.from({ length: HOOK_RETRY.maxAttempts - 1 }, (_, i) => hookRetryDelayMs(i + 1));
    expect(waits.reduce((a, b) => a + b, 0)).toBe(3_810_000);
  });

  it('times an attempt out well before its claim lapses', () => {
    expect(HOOK_TIMEOUT_MS).toBe(10_000);
    expect(HOOK_CLAIM_MS).toBeGreaterThan(HOOK_TIMEOUT_MS * 2);
  });
});
