import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders, type OrderStatus } from '@/lib/db/schema';
import type { OrderRow } from './claim-order';
import { recordOrderEvent } from './order-events';
import { refundOrder } from './refund-order';

/**
 * Ends an order as failed with a readable reason and gives its money back, in one transaction.
 * Only moves the order from one of `from`: a concurrent change wins and nothing happens here.
 */
export async function failOrder(order: OrderRow, message: string, from: OrderStatus[] = ['ready']): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [failed] = await tx
      .update(orders)
      .set({
        status: 'failed',
        error_message: message,
        submitting_at: null,
        next_attempt_at: null,
        updated_at: new Date(),
      })
      .where(and(eq(orders.id, order.id), inArray(orders.status, from)))
      .returning();
    if (!failed) return false;
    await recordOrderEvent(tx, { order: failed, kind: 'failed', message });
    await refundOrder(tx, failed, message);
    return true;
  });
}
