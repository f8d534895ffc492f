import { parseQuery } from '@/lib/api/parse-request';
import { ListSendsQuerySchema } from '@/lib/api/schemas/sends';
import { listApiSends } from '@/lib/api/sends/list-api-sends';
import { withApiKey } from '@/lib/api/with-api-key';

export const dynamic = 'force-dynamic';

// GET /api/v1/sends – the caller's sends (each Send, Bulk Send, list send, follow-up day, API
// placement), newest first, by cursor (after, page_size ≤ 100), with counts by status and totals.
export const GET = withApiKey(
  { name: 'list sends', fallbackMessage: 'Failed to load sends' },
  async ({ request, userId }) => Response.json(await listApiSends(userId, parseQuery(request, ListSendsQuerySchema))),
);
