import { getApiOrder } from '@/lib/api/orders/get-api-order';
import { withApiKey } from '@/lib/api/with-api-key';

export const dynamic = 'force-dynamic';

// GET /api/v1/orders/{id} – one of the caller's orders; anyone else's is a 404.
export const GET = withApiKey<{ id: string }>(
  { name: 'get order', fallbackMessage: 'Failed to load orders' },
  async ({ userId, params }) => Response.json(await getApiOrder(userId, params.id)),
);
