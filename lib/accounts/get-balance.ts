import 'server-only';
import { eq } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { accountBalances } from '@/lib/db/schema';

/**
 * The user's balance in cents: the sum of their completed transactions, as the triggers on
 * transactions keep it (migration 0011) — one indexed row, however long the ledger.
 */
export async function getBalanceCents(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: accountBalances.balance })
    .from(accountBalances)
    .where(eq(accountBalances.user_id, userId));
  return row?.balance ?? 0;
}
