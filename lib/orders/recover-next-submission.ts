import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { claimOrder } from './claim-order';
import { resolveUncertainSubmission } from './resolve-uncertain-submission';

/** A submission attempt still open after this long belongs to a worker that died mid-call. */
export const SUBMIT_LEASE_MS = 2 * 60 * 1000;

/**
 * Finds one submission attempt whose worker died between recording it and hearing the
 * provider's answer, takes it over and settles it. Returns false when none is stuck.
 */
export async function recoverNextSubmission(now = new Date()): Promise<boolean> {
  const stuck = await getDb().transaction(async (tx) => {
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
  await resolveUncertainSubmission(stuck, now);
  return true;
}
