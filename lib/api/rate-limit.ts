import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

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
 * regenerated key does not start a fresh count. The count lives in the database, so every process serving the API shares it; the
 * database's clock decides the window, so processes with drifting clocks agree too. The same
 * statement deletes the user's earlier windows: the table holds about one row per active user.
 */
export async function countApiRequest(userId: string): Promise<RateLimitState> {
  const { requests, windowSeconds } = RATE_LIMIT;
  const window = sql`date_bin(make_interval(secs => ${windowSeconds}), now(), timestamptz 'epoch')`;
  const result = await getDb().execute(sql`
    with purge as (
      delete from api_rate_limits where user_id = ${userId} and window_start < ${window}
    )
    insert into api_rate_limits as l (user_id, window_start, count)
    values (${userId}, ${window}, 1)
    on conflict (user_id, window_start) do update set count = l.count + 1
    returning l.count,
              ceil(extract(epoch from (l.window_start + make_interval(secs => ${windowSeconds}) - now())))::int as reset_seconds`);
  const [row] = (result as unknown as { rows: { count: number; reset_seconds: number }[] }).rows;
  const count = Number(row.count);
  return {
    limit: requests,
    remaining: Math.max(0, requests - count),
    resetSeconds: Math.max(1, Number(row.reset_seconds)),
    limited: count > requests,
  };
}
