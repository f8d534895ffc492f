import 'server-only';
import { and, desc, eq, gt, isNotNull, like } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { campaigns, checkoutSends, sends, transactions } from '@/lib/db/schema';
import { formatCents } from '@/lib/money/cents';
import { isUuid } from '@/lib/validation/uuid';
import { FUNDS_PENDING_MESSAGE } from './funds-added-messages';

/** A return from checkout older than this is not "just now": the toast would not be about it. */
const RECENT_MS = 60 * 60 * 1000;

/**
 * What the toast says on coming back from checkout (`?funds=added`), read from the ledger rather
 * than from the address: the amount credited by the latest checkout and what it paid for (the
 * order 'Add funds and send' placed with it, or `sendId`: the send of many cards Bulk Send or
 * Send to a list placed before its checkout, named in the address it came back to — read only if
 * it is the user's own). Before the payment event has arrived (Stripe's webhook may lag the
 * browser) it says only that the payment was received.
 */
export async function describeFundsAdded(userId: string, sendId?: string): Promise<string> {
  const [credit] = await withUserScope(userId, (tx) =>
    tx
      .select({ amountCents: transactions.amount, key: transactions.idempotency_key })
      .from(transactions)
      .where(
        and(
          eq(transactions.user_id, userId),
          eq(transactions.type, 'card_charge'),
          eq(transactions.status, 'completed'),
          like(transactions.idempotency_key, 'checkout:%'),
          gt(transactions.created_at, new Date(Date.now() - RECENT_MS)),
        ),
      )
      .orderBy(desc(transactions.created_at))
      .limit(1),
  );
  if (!credit) return FUNDS_PENDING_MESSAGE;
  const added = `Funds added: ${formatCents(credit.amountCents)}.`;
  // checkout_sends is server-side bookkeeping outside the user scope (as add-funds-and-send.ts
  // reads it): the user's own rows, by user id.
  const placed = await getDb()
    .select({ recipientName: checkoutSends.recipient_name })
    .from(checkoutSends)
    .where(
      and(
        eq(checkoutSends.user_id, userId),
        eq(checkoutSends.checkout_id, credit.key.slice('checkout:'.length)),
        isNotNull(checkoutSends.order_id),
      ),
    );
  if (placed.length === 1) return `${added} It paid for your postcard to ${placed[0].recipientName}.`;
  if (placed.length > 1) return `${added} It paid for your ${placed.length} orders.`;
  if (sendId && isUuid(sendId)) {
    const [send] = await withUserScope(userId, (tx) =>
      tx
        .select({ cards: sends.order_count, campaign: campaigns.name })
        .from(sends)
        .innerJoin(campaigns, eq(campaigns.id, sends.campaign_id))
        .where(and(eq(sends.id, sendId), eq(sends.user_id, userId))),
    );
    if (send) {
      const what = send.cards === 1 ? 'your postcard' : `your send of ${send.cards} postcards`;
      return `${added} It paid for ${what} (${send.campaign}).`;
    }
  }
  return `Funds added: ${formatCents(credit.amountCents)} to your balance.`;
}
