import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { getDb } from '@/lib/db/client';
import { orders, profiles } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import { handToCardStep } from './hand-to-card-step';

export const PAY_FAILED_MESSAGE = 'Failed to pay order';

/**
 * 'Pay with card' on an order waiting at payment_required: hands it to the card step with the
 * charge fixed as the charge step would fix it (what the balance lacks, at least the
 * auto-recharge amount). Holding the profile lock, like every money decision of a user; when the
 * balance covers the order meanwhile, or a card charge of the user is already under way, the
 * order simply goes back to the charge step.
 */
export async function payOrderWithCard(userId: string, orderId: string): Promise<void> {
  if (!isUuid(orderId)) throw new UserFacingError(PAY_FAILED_MESSAGE);
  await getDb().transaction(async (tx) => {
    const [profile] = await tx
      .select({ topOff: profiles.top_off_amount, customerId: profiles.stripe_customer_id })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    const [order] = await tx
      .select({ id: orders.id, cost: orders.cost })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.user_id, userId), eq(orders.status, 'payment_required')))
      .for('update');
    if (!profile?.customerId || !order) throw new UserFacingError(PAY_FAILED_MESSAGE);

    const shortfall = order.cost - (await getBalanceCents(tx, userId));
    const [charging] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.user_id, userId), eq(orders.status, 'processing')))
      .limit(1);
    const next =
      shortfall <= 0 || charging
        ? { status: 'pending' as const, error_message: null }
        : handToCardStep(order.id, shortfall, profile.topOff);
    await tx
      .update(orders)
      .set({ ...next, next_attempt_at: null, updated_at: new Date() })
      .where(eq(orders.id, order.id));
  });
}
