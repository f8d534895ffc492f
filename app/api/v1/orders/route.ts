import { createApiOrder } from '@/lib/api/orders/create-api-order';
import { listApiOrders } from '@/lib/api/orders/list-api-orders';
import { parseJsonBody, parseQuery } from '@/lib/api/parse-request';
import { CreateOrderSchema, ListOrdersQuerySchema } from '@/lib/api/schemas/orders';
import { withApiKey } from '@/lib/api/with-api-key';
import { SEND_MESSAGES } from '@/lib/validation/send';

export const dynamic = 'force-dynamic';

// POST /api/v1/orders – send a postcard: validate the address, create the recipient and a
// pending order on the caller's campaign, priced as in the app; 201 with the order.
export const POST = withApiKey(
  { name: 'create order', fallbackMessage: SEND_MESSAGES.submitFailed },
  async ({ request, userId }) => {
    const input = await parseJsonBody(request, CreateOrderSchema);
    return Response.json(await createApiOrder(userId, input), { status: 201 });
  },
);

// GET /api/v1/orders – the caller's orders, newest first, paged (page, page_size ≤ 100) and
// filtered by status (one status, or active / completed / all).
export const GET = withApiKey(
  { name: 'list orders', fallbackMessage: 'Failed to load orders' },
  async ({ request, userId }) => Response.json(await listApiOrders(userId, parseQuery(request, ListOrdersQuerySchema))),
);
