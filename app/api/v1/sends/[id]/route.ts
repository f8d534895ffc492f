import { parseQuery } from '@/lib/api/parse-request';
import { SendCardsQuerySchema } from '@/lib/api/schemas/sends';
import { cancelApiSend } from '@/lib/api/sends/cancel-api-send';
import { getApiSend } from '@/lib/api/sends/get-api-send';
import { withApiKey } from '@/lib/api/with-api-key';

export const dynamic = 'force-dynamic';

// GET /api/v1/sends/{id} – one of the caller's sends with its counts and totals, and its orders
// a page at a time (after, page_size ≤ 100); anyone else's is a 404.
export const GET = withApiKey<{ id: string }>(
  { name: 'get send', fallbackMessage: 'Failed to load the send' },
  async ({ request, userId, params }) =>
    Response.json(await getApiSend(userId, params.id, parseQuery(request, SendCardsQuerySchema))),
);

// DELETE /api/v1/sends/{id} – cancels every order of the send still cancellable (scheduled, or not
// yet with the provider), each refunded in full; 200 with how many were and were not cancelled.
export const DELETE = withApiKey<{ id: string }>(
  { name: 'cancel send', fallbackMessage: 'Failed to cancel the send' },
  async ({ userId, params }) => Response.json(await cancelApiSend(userId, params.id)),
);
