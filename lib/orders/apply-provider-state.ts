import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import type { ProviderOrderState } from '@/lib/providers/postcards';
import { refundOrder } from './refund-order';

export const PROVIDER_FAILURE_MESSAGE = 'The postcard provider could not mail this postcard.';
export const PROVIDER_CANCELLED_MESSAGE = 'The postcard provider cancelled this order.';

/**
 * Moves a submitted order to what the provider reports: polling and the provider's webhook both
 * end here. Only a `submitted` order moves, so a late or replayed report changes nothing.
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
      .where(and(eq(orders.provider_order_id, providerOrderId), eq(orders.status, 'submitted')))
      .for('update');
    if (!order) return false;
    const now = new Date();
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
        next_attempt_at: null,
        updated_at: now,
      })
      .where(eq(orders.id, order.id));
    if (status !== 'completed') await refundOrder(tx, order, error ?? PROVIDER_FAILURE_MESSAGE);
    return true;
  });
}
