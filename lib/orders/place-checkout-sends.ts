import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { checkoutSends } from '@/lib/db/schema';
import { logError } from '@/lib/errors';
import { placeOrder } from './place-order';

/**
 * 'Add funds and send': places the order confirmed before a checkout, in the transaction that
 * credits that checkout, so the new order is charged from the money that just arrived. A send
 * already placed (a replayed event) is skipped. A send whose campaign went away meanwhile places
 * nothing and the money stays on the balance: the credit must never fail for it.
 */
export async function placeCheckoutSends(tx: Tx, userId: string, checkoutId: string): Promise<string[]> {
  const waiting = await tx
    .select()
    .from(checkoutSends)
    .where(
      and(eq(checkoutSends.checkout_id, checkoutId), eq(checkoutSends.user_id, userId), isNull(checkoutSends.order_id)),
    )
    .for('update');
  const placed: string[] = [];
  for (const send of waiting) {
    try {
      // A savepoint: a send that cannot be placed leaves no half-written recipient behind.
      const { orderId } = await tx.transaction((savepoint) =>
        placeOrder(savepoint, userId, {
          campaignId: send.campaign_id,
          recipientName: send.recipient_name,
          address: send.address,
          address2: send.address_2,
          customValues: send.custom_values,
          linkId: send.link_id,
          // As confirmed before the checkout: a campaign edited or a price changed meanwhile does not change it.
          terms: send.terms,
          sendDate: send.send_date,
          source: 'app',
        }),
      );
      await tx.update(checkoutSends).set({ order_id: orderId }).where(eq(checkoutSends.id, send.id));
      placed.push(orderId);
    } catch (error) {
      logError(`Placing the order paid by checkout ${checkoutId}`, error);
    }
  }
  return placed;
}
