import 'server-only';
import { and, eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { orders } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { cancelOrder } from '@/lib/orders/cancel-order';
import { isUuid } from '@/lib/validation/uuid';
import { ApiError } from '../errors';
import { API_MESSAGES } from '../messages';
import type { ApiOrder } from '../schemas/orders';
import { orderJson } from './order-json';

async function readOrder(userId: string, orderId: string): Promise<ApiOrder | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await withUserScope(userId, (tx) =>
    tx
      .select({ order: orderJson })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.user_id, userId))),
  );
  return row?.order;
}

/**
 * DELETE /api/v1/orders/{id}: the app's Cancel (lib/orders/cancel-order.ts) — a scheduled,
 * pending, payment-required, payment-failed or ready order is cancelled and what it paid goes
 * back to the balance in full. Another user's order is a 404; one already with the provider (or
 * ended) is a 409 and nothing changes. Answers the cancelled order.
 */
export async function cancelApiOrder(userId: string, orderId: string): Promise<ApiOrder> {
  if (!(await readOrder(userId, orderId))) throw new ApiError(404, 'not_found', API_MESSAGES.orderNotFound);
  try {
    await cancelOrder(userId, orderId);
  } catch (error) {
    if (error instanceof UserFacingError) throw new ApiError(409, 'not_cancellable', error.message);
    throw error;
  }
  const cancelled = await readOrder(userId, orderId);
  if (!cancelled) throw new ApiError(404, 'not_found', API_MESSAGES.orderNotFound);
  return cancelled;
}
