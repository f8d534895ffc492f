import 'server-only';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { apiHooks, hookDeliveries, type HookEvent } from '@/lib/db/schema';
import { HOOK_CLAIM_MS } from './hook-retry';

export type ClaimedDelivery = {
  id: number;
  hookId: string;
  event: HookEvent;
  payload: Record<string, unknown>;
  /** This attempt's number, from 1. */
  attempt: number;
  targetUrl: string;
  secret: string;
};

/**
 * Takes the most overdue delivery no other worker holds (FOR UPDATE SKIP LOCKED) and leases it:
 * its attempt is counted and it is not due again until the lease ends, so the HTTP call runs
 * outside any transaction and a worker that dies mid-call only delays the delivery.
 */
export async function claimHookDelivery(now: Date): Promise<ClaimedDelivery | null> {
  return getDb().transaction(async (tx) => {
    const [due] = await tx
      .select({ id: hookDeliveries.id })
      .from(hookDeliveries)
      .where(and(eq(hookDeliveries.status, 'pending'), lte(hookDeliveries.next_attempt_at, now)))
      .orderBy(asc(hookDeliveries.next_attempt_at), asc(hookDeliveries.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(hookDeliveries)
      .set({ attempts: sql`${hookDeliveries.attempts} + 1`, next_attempt_at: new Date(now.getTime() + HOOK_CLAIM_MS) })
      .where(eq(hookDeliveries.id, due.id))
      .returning({
        id: hookDeliveries.id,
        hookId: hookDeliveries.hook_id,
        event: hookDeliveries.event,
        payload: hookDeliveries.payload,
        attempt: hookDeliveries.attempts,
      });
    const [hook] = await tx
      .select({ targetUrl: apiHooks.target_url, secret: apiHooks.secret })
      .from(apiHooks)
      .where(eq(apiHooks.id, claimed.hookId));
    return { ...claimed, ...hook };
  });
}
