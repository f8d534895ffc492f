import { ApiError } from '@/lib/api/errors';
import { sendApiList } from '@/lib/api/lists/api-lists';
import { parseJsonBody } from '@/lib/api/parse-request';
import { SendListSchema } from '@/lib/api/schemas/lists';
import { withApiKey } from '@/lib/api/with-api-key';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';

export const dynamic = 'force-dynamic';

const MAX_IDEMPOTENCY_KEY = 200;

// POST /api/v1/lists/{id}/send – one pending order per contact on the campaign, placed on the
// server from the stored contacts; 201 with the orders and their total. The same
// Idempotency-Key again answers the first send's orders and places nothing.
export const POST = withApiKey<{ id: string }>(
  { name: 'send list', fallbackMessage: CONTACT_MESSAGES.sendFailed },
  async ({ request, userId, params }) => {
    const key = request.headers.get('idempotency-key');
    if (key !== null && (!key.trim() || key.length > MAX_IDEMPOTENCY_KEY))
      throw new ApiError(422, 'validation_error', `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY} characters.`, {
        fields: { 'Idempotency-Key': `1 to ${MAX_IDEMPOTENCY_KEY} characters` },
      });
    const input = await parseJsonBody(request, SendListSchema);
    return Response.json(await sendApiList(userId, params.id, input, key), { status: 201 });
  },
);
