import { countInWindow } from '@/lib/rate-limit/count-in-window';

export const RATE_LIMIT = { requests: 60, windowSeconds: 60 } as const;

export type RateLimitState = {
  limit: number;
  remaining: number;
  /** Seconds until the current window ends and the count starts again. */
  resetSeconds: number;
  limited: boolean;
};

/**
 * Counts one request of `userId` in the current fixed window and says whether it is over the
 * limit. An account has one key, so this is the per-key limit; counting by account means a
 * regenerated key does not start a fresh count. The count is shared by every process (countInWindow).
 */
export async function countApiRequest(userId: string): Promise<RateLimitState> {
  const { requests, windowSeconds } = RATE_LIMIT;
  const { count, resetSeconds } = await countInWindow('api_rate_limits', userId, windowSeconds);
  return { limit: requests, remaining: Math.max(0, requests - count), resetSeconds, limited: count > requests };
}
