import { cancelApiOrder } from '@/lib/api/orders/cancel-api-order';
import { getApiOrder } from '@/lib/api/orders/get-api-order';
import { withApiKey } from '@/lib/api/with-api-key';

export const dynamic = 'force-dynamic';

// GET /api/v1/orders/{id} – one of the caller's orders; anyone else's is a 404.
export const GET = withApiKey<{ id: string }>(
  { name: 'get order', fallbackMessage: 'Failed to load orders' },
  async ({ userId, params }) => Response.json(await getApiOrder(userId, params.id)),
);

// DELETE /api/v1/orders/{id} – cancels a scheduled, pending or payment-required order (or one
// ready but not yet handed over) with a full refund; 200 with the cancelled order, 409 once it
// is with the provider or ended, 404 for an order that is not the caller's.
export const DELETE = withApiKey<{ id: string }>(
  { name: 'cancel order', fallbackMessage: 'Failed to cancel the order' },
  async ({ userId, params }) => Response.json(await cancelApiOrder(userId, params.id)),
);
