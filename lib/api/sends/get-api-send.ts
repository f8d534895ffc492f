import 'server-only';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import { withUserScope } from '@/lib/db/scoped';
import { orders } from '@/lib/db/schema';
import { getSend } from '@/lib/sends/get-send';
import { ApiError } from '../errors';
import { API_MESSAGES } from '../messages';
import { orderJson } from '../orders/order-json';
import type { SendCardsQuerySchema, SendWithOrdersSchema } from '../schemas/sends';
import { sendJson } from './send-json';

/**
 * GET /api/v1/sends/{id}: one of the caller's sends with its counts and totals, and a page of its
 * orders by id after the cursor (orders_send_idx), one more read to tell whether there is a next
 * page. Another user's send is as unknown as a missing one (404).
 */
export async function getApiSend(
  userId: string,
  sendId: string,
  query: z.output<typeof SendCardsQuerySchema>,
): Promise<z.output<typeof SendWithOrdersSchema>> {
  return withUserScope(userId, async (tx) => {
    const send = await getSend(tx, userId, sendId);
    if (!send) throw new ApiError(404, 'not_found', API_MESSAGES.sendNotFound);
    const rows = await tx
      .select({ id: orders.id, order: orderJson })
      .from(orders)
      .where(
        and(
          eq(orders.send_id, send.id),
          eq(orders.user_id, userId),
          query.after ? gt(orders.id, query.after) : undefined,
        ),
      )
      .orderBy(asc(orders.id))
      .limit(query.page_size + 1);
    const shown = rows.slice(0, query.page_size);
    return {
      ...sendJson(send),
      orders: {
        data: shown.map((row) => row.order),
        next_cursor: rows.length > query.page_size ? shown[shown.length - 1].id : null,
      },
    };
  });
}
