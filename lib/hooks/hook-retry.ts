import { backoffDelay } from '@/lib/providers/retry';

/**
 * Hook deliveries wait much longer than provider calls (lib/providers/retry.ts): the receiver is
 * someone else's server that may be down for a while. 30 s doubling over 8 attempts spreads
 * them over about an hour (30 s + 1 min + … + 32 min) before the delivery is given up.
 */
export const HOOK_RETRY = { maxAttempts: 8, firstDelayMs: 30_000, maxDelayMs: 60 * 60_000 } as const;

/** Wait after failed attempt number `attempt` (from 1) before the next one. */
export const hookRetryDelayMs = (attempt: number) =>
  backoffDelay(attempt, HOOK_RETRY.firstDelayMs, HOOK_RETRY.maxDelayMs);

/** How long one attempt may take: the request times out well before its claim lapses. */
export const HOOK_TIMEOUT_MS = 10_000;
export const HOOK_CLAIM_MS = 60_000;
