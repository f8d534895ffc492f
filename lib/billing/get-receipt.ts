import 'server-only';
import { and, eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { profiles, transactions } from '@/lib/db/schema';
import { isUuid } from '@/lib/validation/uuid';

export type Receipt = {
  id: string;
  createdAt: Date;
  amountCents: number;
  /** The card's last four digits, when the payment provider told us (the sandbox checkout does). */
  cardLast4: string | null;
  /** What the payment was, as the history names it: 'Funds added', 'Auto-recharge', 'Card payment'. */
  title: string;
  /** What it paid for, in a sentence. */
  paidFor: string;
  customerName: string;
  customerEmail: string;
};

const PAID_FOR: Record<string, string> = {
  'Funds added': 'Funds added to your Inkpost prepaid balance.',
  'Auto-recharge':
    'Auto-recharge of your Inkpost prepaid balance, charged when postcards needed more than the balance held.',
  'Card payment': 'Your card paying for postcards the balance could not cover, added to your Inkpost prepaid balance.',
};

/**
 * The receipt of one of the user's card payments — a completed card_charge: Add funds,
 * auto-recharge, or a card paying for an order. Null for anything else, or another user's.
 */
export async function getReceipt(userId: string, id: string): Promise<Receipt | null> {
  if (!isUuid(id)) return null;
  return withUserScope(userId, async (tx) => {
    const [row] = await tx
      .select({
        id: transactions.id,
        createdAt: transactions.created_at,
        amountCents: transactions.amount,
        metadata: transactions.metadata,
        customerName: profiles.name,
        customerEmail: profiles.email,
      })
      .from(transactions)
      .innerJoin(profiles, eq(profiles.id, transactions.user_id))
      .where(
        and(
          eq(transactions.id, id),
          eq(transactions.user_id, userId),
          eq(transactions.type, 'card_charge'),
          eq(transactions.status, 'completed'),
        ),
      );
    if (!row) return null;
    const description = typeof row.metadata.description === 'string' ? row.metadata.description.trim() : '';
    const title = description || 'Funds added';
    const last4 = typeof row.metadata.card_last4 === 'string' ? row.metadata.card_last4 : null;
    return {
      id: row.id,
      createdAt: row.createdAt,
      amountCents: row.amountCents,
      cardLast4: last4 && /^\d{4}$/.test(last4) ? last4 : null,
      title,
      paidFor: PAID_FOR[title] ?? `${title}: added to your Inkpost prepaid balance.`,
      customerName: row.customerName,
      customerEmail: row.customerEmail,
    };
  });
}
