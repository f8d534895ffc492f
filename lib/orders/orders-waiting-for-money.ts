import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { orders } from '@/lib/db/schema';
import { numericToCents } from '@/lib/money/cents';

/** How many of the user's orders wait at payment_required, and what they cost together (one index range). */
export async function ordersWaitingForMoney(userId: string): Promise<{ count: number; totalCents: number }> {
  const [row] = await withUserScope(userId, (tx) =>
    tx
      .select({ count: count(), total: sql<string>`coalesce(sum(${orders.cost}), 0)` })
      .from(orders)
      .where(and(eq(orders.user_id, userId), eq(orders.status, 'payment_required'))),
  );
  return { count: row.count, totalCents: numericToCents(String(row.total)) };
}
