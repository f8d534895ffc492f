import 'server-only';
import { and, eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { orders } from '@/lib/db/schema';
import { isUuid } from '@/lib/validation/uuid';
import { ApiError } from '../errors';
import { API_MESSAGES } from '../messages';
import type { ApiOrder } from '../schemas/orders';
import { orderJson } from './order-json';

/** One of the caller's orders; another user's order is as unknown as a missing one (404). */
export async function getApiOrder(userId: string, orderId: string): Promise<ApiOrder> {
  const [row] = isUuid(orderId)
    ? await withUserScope(userId, (tx) =>
        tx
          .select({ order: orderJson })
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.user_id, userId))),
      )
    : [];
  if (!row) throw new ApiError(404, 'not_found', API_MESSAGES.orderNotFound);
  return row.order;
}
