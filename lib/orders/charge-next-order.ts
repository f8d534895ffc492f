import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { getDb } from '@/lib/db/client';
import { orders, profiles, transactions } from '@/lib/db/schema';
import { formatCents } from '@/lib/money/cents';
import { priceSend } from '@/lib/pricing/price-send';
import { claimOrder, isDue } from './claim-order';
import { describeOrder, loadOrderContext } from './order-context';

/** Another order of the same user waits on a card charge: look again after this long. */
const WAIT_FOR_RECHARGE_MS = 1000;

export function paymentRequiredMessage(balanceCents: number, costCents: number): string {
  return (
    `Your balance of ${formatCents(balanceCents)} does not cover this order (${formatCents(costCents)}). ` +
    'Add funds, or turn on auto-recharge with a saved card.'
  );
}

/**
 * The charge step: takes one due pending order and, holding the lock on the user's profile row
 * (which serialises every money decision of that user across workers), prices it from the
 * database and the user's plan and debits the balance only if it covers the price. Otherwise
 * the order waits for an auto-recharge (processing) or for money (payment_required).
 * Returns false when no order was due.
 */
export async function chargeNextOrder(now = new Date()): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const order = await claimOrder(tx, and(eq(orders.status, 'pending'), isDue(now)));
    if (!order) return false;
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, order.user_id)).for('update');

    const context = await loadOrderContext(tx, order);
    const { campaign, template, profile } = context;
    const price = await priceSend(tx, {
      userId: order.user_id,
      size: template.size,
      type: campaign.type,
      neighborCount: campaign.neighbor_count,
    });
    const priced = {
      cost: price.totalCents,
      cost_breakdown: { postcard_cost: price.postcardCents, lookup_cost: price.lookupCents },
      updated_at: now,
    };
    const balance = await getBalanceCents(tx, order.user_id);

    if (balance >= price.totalCents) {
      const chargeCount = order.charge_count + 1;
      await tx.insert(transactions).values({
        user_id: order.user_id,
        order_id: order.id,
        status: 'completed',
        type: 'postcard_charge',
        amount: -price.totalCents,
        idempotency_key: `order:${order.id}:charge:${chargeCount}`,
        metadata: { cost_breakdown: priced.cost_breakdown, description: describeOrder(context) },
      });
      await tx
        .update(orders)
        .set({ ...priced, status: 'ready', charge_count: chargeCount, error_message: null, next_attempt_at: null })
        .where(eq(orders.id, order.id));
      return true;
    }

    if (profile.top_off_amount && profile.stripe_customer_id) {
      // One card charge per user at a time; it usually covers the orders queued behind it.
      const [inFlight] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.user_id, order.user_id), eq(orders.status, 'processing')))
        .limit(1);
      if (inFlight) {
        await tx
          .update(orders)
          .set({ next_attempt_at: new Date(now.getTime() + WAIT_FOR_RECHARGE_MS) })
          .where(eq(orders.id, order.id));
        return true;
      }
      // What is needed, at least the top-off amount; key and amount are fixed together here.
      await tx
        .update(orders)
        .set({
          ...priced,
          status: 'processing',
          recharge_key: `recharge:${order.id}:${randomUUID()}`,
          recharge_amount: Math.max(price.totalCents - balance, profile.top_off_amount),
          error_message: null,
          last_attempt_at: null,
        })
        .where(eq(orders.id, order.id));
      return true;
    }

    await tx
      .update(orders)
      .set({ ...priced, status: 'payment_required', error_message: paymentRequiredMessage(balance, price.totalCents) })
      .where(eq(orders.id, order.id));
    return true;
  });
}
