import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { numericToCents } from '@/lib/money/cents';

export type BalanceDrift = { userId: string; keptCents: number; ledgerCents: number };

/**
 * Users whose kept balance (account_balances) differs from the sum of their completed
 * transactions, the source of truth. Empty when the triggers did their job. Reads every row of
 * the ledger once: an operator's check (`npm run ledger:check`) and the tests', never a page's.
 */
export async function findBalanceDrift(db: Queryable): Promise<BalanceDrift[]> {
  const result = await db.execute(sql`
    select coalesce(l.user_id, k.user_id) as user_id, coalesce(k.balance, 0)::text as kept, coalesce(l.total, 0)::text as ledger
    from (select user_id, sum(amount) as total from transactions where status = 'completed' group by user_id) l
    full join account_balances k on k.user_id = l.user_id
    where coalesce(k.balance, 0) <> coalesce(l.total, 0)
    order by 1`);
  const rows = (result as unknown as { rows: { user_id: string; kept: string; ledger: string }[] }).rows;
  return rows.map((r) => ({
    userId: r.user_id,
    keptCents: numericToCents(r.kept),
    ledgerCents: numericToCents(r.ledger),
  }));
}
