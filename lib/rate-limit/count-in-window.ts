import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

export type WindowCount = { count: number; resetSeconds: number };

/** Tables of per-user fixed-window counters: (user_id, window_start) → count. */
export type CounterTable = 'api_rate_limits' | 'address_lookup_limits';

/**
 * Adds `amount` to `userId`'s count in the current fixed window of `windowSeconds` and returns
 * the new count. The count lives in the database, so every process shares it, and the database's
 * clock decides the window, so processes with drifting clocks agree. The same statement deletes
 * the user's earlier windows: each table holds about one row per active user.
 */
export async function countInWindow(
  table: CounterTable,
  userId: string,
  windowSeconds: number,
  amount = 1,
): Promise<WindowCount> {
  const counters = sql.identifier(table);
  const window = sql`date_bin(make_interval(secs => ${windowSeconds}), now(), timestamptz 'epoch')`;
  const result = await getDb().execute(sql`
    with purge as (
      delete from ${counters} where user_id = ${userId} and window_start < ${window}
    )
    insert into ${counters} as l (user_id, window_start, count)
    values (${userId}, ${window}, ${amount})
    on conflict (user_id, window_start) do update set count = l.count + ${amount}
    returning l.count,
              ceil(extract(epoch from (l.window_start + make_interval(secs => ${windowSeconds}) - now())))::int as reset_seconds`);
  const [row] = (result as unknown as { rows: { count: number; reset_seconds: number }[] }).rows;
  return { count: Number(row.count), resetSeconds: Math.max(1, Number(row.reset_seconds)) };
}
