import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/db/schema';

/**
 * `status in (...)` written as literals (statuses are our constants, never user input), so the
 * planner can match the partial indexes of orders_table, which a bound parameter list hides.
 */
export function statusInSql(statuses: readonly OrderStatus[]): SQL {
  return sql.raw(`"orders_table"."status" in (${statuses.map((s) => `'${s}'`).join(', ')})`);
}
