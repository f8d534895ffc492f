import { ApiError } from '@/lib/api/errors';
import { API_MESSAGES } from '@/lib/api/messages';
import { HookEventSchema } from '@/lib/api/schemas/hooks';
import { withApiKey } from '@/lib/api/with-api-key';
import { hookSamples } from '@/lib/hooks/hook-samples';

export const dynamic = 'force-dynamic';

// GET /api/v1/hooks/samples/{event} – items shaped like the event's deliveries for Zapier's
// performList: the caller's most recent real data, or a labelled made-up sample.
export const GET = withApiKey<{ event: string }>({ name: 'hook samples' }, async ({ userId, params }) => {
  const event = HookEventSchema.safeParse(params.event);
  if (!event.success) throw new ApiError(404, 'not_found', API_MESSAGES.unknownEvent);
  return Response.json(await hookSamples(userId, event.data));
});
