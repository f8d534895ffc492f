import { createApiFollowUp } from '@/lib/api/campaigns/create-api-follow-up';
import { listApiFollowUps } from '@/lib/api/campaigns/list-api-follow-ups';
import { parseJsonBody } from '@/lib/api/parse-request';
import { CreateFollowUpStepSchema } from '@/lib/api/schemas/follow-ups';
import { withApiKey } from '@/lib/api/with-api-key';

export const dynamic = 'force-dynamic';

// GET /api/v1/campaigns/{id}/follow-ups – the campaign's follow-up steps, in the order they run.
export const GET = withApiKey<{ id: string }>(
  { name: 'list follow-up steps', fallbackMessage: 'Failed to load follow-up steps' },
  async ({ userId, params }) => Response.json(await listApiFollowUps(userId, params.id)),
);

// POST /api/v1/campaigns/{id}/follow-ups – a new last step; 201 with the step.
export const POST = withApiKey<{ id: string }>(
  { name: 'add follow-up step', fallbackMessage: 'Failed to save the follow-up steps' },
  async ({ request, userId, params }) =>
    Response.json(await createApiFollowUp(userId, params.id, await parseJsonBody(request, CreateFollowUpStepSchema)), {
      status: 201,
    }),
);
