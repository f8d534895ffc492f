import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { accountTotals, orders, type OrderStatus } from '@/lib/db/schema';
import { ACTIVE_STATUSES, type OrderFilter } from './order-status';
import { statusInSql } from './status-in-sql';

const ACTIVE = statusInSql(ACTIVE_STATUSES);

/**
 * How many of the user's orders a filter holds, without counting the account: all orders are
 * kept in account_totals, the active ones (orders in flight, few) are counted through their
 * partial index, and the completed group is the difference. One other status is counted
 * through (user_id, status, created_at).
 */
export async function countOrders(tx: Tx, userId: string, filter: OrderFilter | OrderStatus): Promise<number> {
  const activeCount = async () =>
    (
      await tx
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.user_id, userId), ACTIVE))
    )[0].n;
  const allCount = async () =>
    (await tx.select({ n: accountTotals.orders }).from(accountTotals).where(eq(accountTotals.user_id, userId)))[0]?.n ??
    0;
  switch (filter) {
    case 'all':
      return allCount();
    case 'active':
      return activeCount();
    case 'completed':
      return (await allCount()) - (await activeCount());
    default:
      return (
        await tx
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.user_id, userId), eq(orders.status, filter)))
      )[0].n;
  }
}
