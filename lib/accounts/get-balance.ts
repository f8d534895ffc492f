import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { transactions } from '@/lib/db/schema';
import { numericToCents } from '@/lib/money/cents';

/** Balance = sum of the user's completed transactions, in cents. */
export async function getBalanceCents(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${transactions.amount}), 0)` })
    .from(transactions)
    .where(and(eq(transactions.user_id, userId), eq(transactions.status, 'completed')));
  return numericToCents(String(row.total));
}
