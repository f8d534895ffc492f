import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import type { ProviderOrderState } from '@/lib/providers/postcards';
import { recordOrderEvent, recordOrderEvents } from './order-events';
import { refundOrder } from './refund-order';

export const PROVIDER_FAILURE_MESSAGE = 'The postcard provider could not mail this postcard.';
export const PROVIDER_CANCELLED_MESSAGE = 'The postcard provider cancelled this order.';
/** A mailed postcard is followed (in transit, delivered, returned) for at most this long after submission. */
export const FOLLOW_MAILED_MS = 30 * 24 * 60 * 60 * 1000;
/** The next look at a mailed postcard when a webhook, not the poll, reported it. */
const WEBHOOK_FOLLOW_UP_MS = 15 * 60 * 1000;

/**
 * Moves a submitted order to what the provider reports: polling and the provider's webhook both
 * end here. Only a `submitted` order changes status, so a late or replayed report changes
 * nothing of it; a `completed` (mailed) order is still followed (next_attempt_at set) until a
 * final event or 30 days: the provider's later events (In Transit, Delivered, Returned to Sender)
 * go on its timeline, each once (decision 035).
 * Returns whether the order changed status.
 */
export async function applyProviderOrderState(
  providerOrderId: string,
  report: ProviderOrderState,
  nextCheckAt: Date | null = null,
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.provider_order_id, providerOrderId), inArray(orders.status, ['submitted', 'completed'])))
      .for('update');
    // A mailed order is followed until its final event; after that, late reports change nothing.
    if (!order || (order.status === 'completed' && !order.next_attempt_at)) return false;
    const now = new Date();
    const events = report.events?.length ? report.events : [{ status: report.providerStatus }];
    await recordOrderEvents(
      tx,
      events.map((e) => ({ order, kind: 'provider' as const, providerStatus: e.status, at: e.at })),
    );
    const followed = !report.final && now.getTime() - (order.submitted_at ?? now).getTime() < FOLLOW_MAILED_MS;
    const followUpAt = followed ? (nextCheckAt ?? new Date(now.getTime() + WEBHOOK_FOLLOW_UP_MS)) : null;

    if (order.status === 'completed') {
      await tx
        .update(orders)
        .set({ provider_status: report.providerStatus, next_attempt_at: followUpAt, updated_at: now })
        .where(eq(orders.id, order.id));
      return false;
    }
    if (report.state === 'in_progress') {
      await tx
        .update(orders)
        .set({ provider_status: report.providerStatus, next_attempt_at: nextCheckAt, updated_at: now })
        .where(eq(orders.id, order.id));
      return false;
    }
    const status = report.state === 'mailed' ? 'completed' : report.state;
    const error =
      report.state === 'failed'
        ? (report.failure ?? PROVIDER_FAILURE_MESSAGE)
        : report.state === 'cancelled'
          ? PROVIDER_CANCELLED_MESSAGE
          : null;
    await tx
      .update(orders)
      .set({
        status,
        provider_status: report.providerStatus,
        error_message: error,
        next_attempt_at: status === 'completed' ? followUpAt : null,
        updated_at: now,
      })
      .where(eq(orders.id, order.id));
    if (status !== 'completed') {
      await recordOrderEvent(tx, { order, kind: status, message: error });
      await refundOrder(tx, order, error ?? PROVIDER_FAILURE_MESSAGE);
    }
    return true;
  });
}
