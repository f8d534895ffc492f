import { parseJsonBody } from '@/lib/api/parse-request';
import { SubscribeHookSchema } from '@/lib/api/schemas/hooks';
import { withApiKey } from '@/lib/api/with-api-key';
import { listHooks } from '@/lib/hooks/list-hooks';
import { subscribeHook } from '@/lib/hooks/subscribe-hook';

export const dynamic = 'force-dynamic';

// POST /api/v1/hooks – subscribe a REST hook (Zapier's performSubscribe): event + https
// target_url; 201 with the hook and its signing secret, shown only in this answer.
export const POST = withApiKey({ name: 'subscribe hook' }, async ({ request, userId }) => {
  const input = await parseJsonBody(request, SubscribeHookSchema);
  return Response.json(await subscribeHook(userId, input), { status: 201 });
});

// GET /api/v1/hooks – the caller's hooks, without secrets.
export const GET = withApiKey({ name: 'list hooks' }, async ({ userId }) => Response.json(await listHooks(userId)));
