import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { getPostcards } from '@/lib/providers/postcards';
import type { OrderRow } from './claim-order';
import { failOrder } from './fail-order';
import { recordOrderEvent } from './order-events';
import { trackingPollMs } from './track-next-order';

export const INTERRUPTED_MESSAGE =
  'Sending was interrupted and the provider cannot tell whether it received this order, so it was ' +
  'stopped rather than risk mailing it twice. Check with support before retrying.';

/**
 * Settles a submission attempt whose outcome nobody saw (the worker died mid-call, or the call
 * timed out after the request went out): asks the provider for an order under our reference.
 * Found → submitted; certainly not there → back in the queue (the attempt stays counted); the
 * provider cannot be asked → failed and refunded, never sent a second time.
 * `attemptStartedAt` is the submitting_at this caller holds: a newer holder wins.
 */
export async function resolveUncertainSubmission(order: OrderRow, attemptStartedAt: Date): Promise<void> {
  const mine = and(eq(orders.id, order.id), eq(orders.status, 'ready'), eq(orders.submitting_at, attemptStartedAt));
  const found = await getPostcards().findSubmission(order.id);
  if (found === 'unknown') {
    await failOrder(order, INTERRUPTED_MESSAGE);
  } else if (found) {
    await getDb().transaction(async (tx) => {
      const [submitted] = await tx
        .update(orders)
        .set({
          status: 'submitted',
          provider_order_id: found.providerOrderId,
          submitted_at: new Date(),
          submitting_at: null,
          error_message: null,
          next_attempt_at: new Date(Date.now() + trackingPollMs()),
          updated_at: new Date(),
        })
        .where(mine)
        .returning();
      if (submitted) await recordOrderEvent(tx, { order: submitted, kind: 'submitted' });
    });
  } else {
    await getDb()
      .update(orders)
      .set({ submitting_at: null, next_attempt_at: null, updated_at: new Date() })
      .where(mine);
  }
}
