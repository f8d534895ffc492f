import 'server-only';
import { and, eq, lte, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { logError } from '@/lib/errors';
import { getPostcards } from '@/lib/providers/postcards';
import { applyProviderOrderState } from './apply-provider-state';
import { claimOrder, isDue } from './claim-order';

/**
 * How often a submitted order is checked with the provider. thanks.io also calls our webhook,
 * so polling there is only the fallback; the sandbox has no webhook and settles in seconds.
 */
export function trackingPollMs(): number {
  return getPostcards().kind === 'sandbox' ? 1500 : 15 * 60 * 1000;
}

/**
 * A submitted order whose provider order number was never recorded cannot be asked about: it is
 * parked (never due again) with this reason and logged once, not re-polled and re-logged forever.
 * timestamptz 'infinity' has no JavaScript Date, so "never" is the last day of year 9999.
 */
export const PARKED_UNTIL = new Date('9999-12-31T00:00:00.000Z');
export const MISSING_PROVIDER_ORDER_MESSAGE =
  "Submitted, but the postcard provider's order number was not recorded, so its progress cannot be checked. Our team will look it up.";

/**
 * The tracking step: asks the provider about one submitted order that is due for a check and
 * applies the answer (completed, failed with the reason and a refund, or still in progress), or
 * about one mailed order still followed for its later events (in transit, delivered, returned).
 * Returns false when no order was due.
 */
export async function trackNextOrder(now = new Date()): Promise<boolean> {
  const order = await getDb().transaction(async (tx) => {
    // Submitted orders until they settle; mailed (completed) ones while they are followed.
    const due = await claimOrder(
      tx,
      or(
        and(eq(orders.status, 'submitted'), isDue(now)),
        and(eq(orders.status, 'completed'), lte(orders.next_attempt_at, now)),
      ),
    );
    if (!due) return null;
    if (!due.provider_order_id) {
      await tx
        .update(orders)
        .set({ next_attempt_at: PARKED_UNTIL, error_message: MISSING_PROVIDER_ORDER_MESSAGE, updated_at: now })
        .where(eq(orders.id, due.id));
      return due;
    }
    // Pushed back first: a provider that fails to answer is asked again later, not in a loop.
    await tx
      .update(orders)
      .set({ next_attempt_at: new Date(now.getTime() + trackingPollMs()) })
      .where(eq(orders.id, due.id));
    return due;
  });
  if (!order) return false;
  if (!order.provider_order_id) {
    logError(
      `Order ${order.id} parked`,
      'submitted without a provider order id; not tracked until a person resolves it',
    );
    return true;
  }
  try {
    const report = await getPostcards().trackOrder(order.provider_order_id);
    // The next poll counts from the same clock as the claim, so a step run "ahead" never spins.
    await applyProviderOrderState(order.provider_order_id, report, new Date(now.getTime() + trackingPollMs()));
  } catch (error) {
    logError(`Failed to track order ${order.id}`, error);
  }
  return true;
}
