import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { transactions } from '@/lib/db/schema';
import { numericToCents } from '@/lib/money/cents';
import { recordOrderEvent } from './order-events';

/** What an order has paid and not had back: minus the sum of its completed ledger rows. */
export async function netPaidCents(db: Queryable, orderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${transactions.amount}), 0)` })
    .from(transactions)
    .where(and(eq(transactions.order_id, orderId), eq(transactions.status, 'completed')));
  return -numericToCents(String(row.total));
}

/** "Refund: <why> — Open house to Jane Doe": the reason, then which postcard (from its charge). */
async function refundDescription(db: Queryable, orderId: string, reason: string): Promise<string> {
  const [charge] = await db
    .select({ metadata: transactions.metadata })
    .from(transactions)
    .where(and(eq(transactions.order_id, orderId), eq(transactions.type, 'postcard_charge')))
    .orderBy(desc(transactions.created_at))
    .limit(1);
  const what = charge?.metadata.description?.replace(/^Postcards?: /, '');
  const why = reason.replace(/\.$/, '');
  return what ? `Refund: ${why} — ${what}` : `Refund: ${why}`;
}

/**
 * Gives a failed or cancelled order its money back as its own completed `refund` row. The key
 * names the charge being refunded, so a second call (a replayed webhook, a retried job) is a
 * no-op. `reason` says why, as the order shows it. Returns the cents refunded by this call.
 */
export async function refundOrder(
  db: Queryable,
  order: { id: string; user_id: string; charge_count: number },
  reason: string,
): Promise<number> {
  const paid = await netPaidCents(db, order.id);
  if (paid <= 0) return 0;
  const description = await refundDescription(db, order.id, reason);
  return insertRefund(db, order, {
    amountCents: paid,
    key: `order:${order.id}:refund:${order.charge_count}`,
    description,
  });
}

/**
 * Writes one completed `refund` row of an order; the key makes a second call a no-op. Returns
 * the cents refunded by this call (0 for a replay).
 */
export async function insertRefund(
  db: Queryable,
  order: { id: string; user_id: string },
  refund: { amountCents: number; key: string; description: string },
): Promise<number> {
  const inserted = await db
    .insert(transactions)
    .values({
      user_id: order.user_id,
      order_id: order.id,
      status: 'completed',
      type: 'refund',
      amount: refund.amountCents,
      idempotency_key: refund.key,
      metadata: { description: refund.description },
    })
    .onConflictDoNothing({ target: transactions.idempotency_key })
    .returning({ id: transactions.id });
  if (!inserted.length) return 0;
  await recordOrderEvent(db, { order, kind: 'refunded', amountCents: refund.amountCents });
  return refund.amountCents;
}
