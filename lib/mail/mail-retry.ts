import { backoffDelay } from '@/lib/providers/retry';

/**
 * Queued mail is mostly reset links, good for one hour: 15 s doubling, capped at 5 minutes, over
 * 6 attempts gives the mail server about 8 minutes (15 s + 30 s + 1 + 2 + 4 min) to come back
 * before the mail is given up and marked failed, well inside the link's hour.
 */
export const MAIL_RETRY = { maxAttempts: 6, firstDelayMs: 15_000, maxDelayMs: 5 * 60_000 } as const;

/** Wait after failed attempt number `attempt` (from 1) before the next one. */
export const mailRetryDelayMs = (attempt: number) =>
  backoffDelay(attempt, MAIL_RETRY.firstDelayMs, MAIL_RETRY.maxDelayMs);

/** How long one attempt may take: it is given up well before its claim lapses and another worker takes it. */
export const MAIL_SEND_TIMEOUT_MS = 60_000;
export const MAIL_CLAIM_MS = 2 * 60_000;
