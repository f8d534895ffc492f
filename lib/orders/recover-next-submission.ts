import { and, eq, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { getPostcards } from '@/lib/providers/postcards';
import { claimOrder } from './claim-order';
import { failOrder } from './fail-order';
import { trackingPollMs } from './track-next-order';

/** A submission attempt still open after this long belongs to a worker that died mid-call. */
export const SUBMIT_LEASE_MS = 2 * 60 * 1000;

export const INTERRUPTED_MESSAGE =
  'Sending was interrupted and the provider cannot tell whether it received this order, so it was ' +
  'stopped rather than risk mailing it twice. Check with support before retrying.';

/**
 * Resolves one submission attempt whose worker died between recording it and hearing the
 * provider's answer: asks the provider for an order under our reference. Found → submitted;
 * certainly not there → back in the queue (the attempt stays counted); the provider cannot be
 * asked → failed and refunded, never sent a second time. Returns false when none is stuck.
 */
export async function recoverNextSubmission(now = new Date()): Promise<boolean> {
  const db = getDb();
  const stuck = await db.transaction(async (tx) => {
    const order = await claimOrder(
      tx,
      and(eq(orders.status, 'ready'), lt(orders.submitting_at, new Date(now.getTime() - SUBMIT_LEASE_MS))),
    );
    if (!order) return null;
    // Renew the lease: the provider is asked outside this transaction, by this worker alone.
    const [renewed] = await tx.update(orders).set({ submitting_at: now }).where(eq(orders.id, order.id)).returning();
    return renewed;
  });
  if (!stuck) return false;

  const mine = and(eq(orders.id, stuck.id), eq(orders.status, 'ready'), eq(orders.submitting_at, now));
  const found = await getPostcards().findSubmission(stuck.id);
  if (found === 'unknown') {
    await failOrder(stuck, INTERRUPTED_MESSAGE);
  } else if (found) {
    await db
      .update(orders)
      .set({
        status: 'submitted',
        provider_order_id: found.providerOrderId,
        submitted_at: now,
        submitting_at: null,
        error_message: null,
        next_attempt_at: new Date(Date.now() + trackingPollMs()),
        updated_at: new Date(),
      })
      .where(mine);
  } else {
    await db.update(orders).set({ submitting_at: null, next_attempt_at: null, updated_at: new Date() }).where(mine);
  }
  return true;
}
