import { getApiCampaign } from '@/lib/api/campaigns/get-api-campaign';
import { withApiKey } from '@/lib/api/with-api-key';

export const dynamic = 'force-dynamic';

// GET /api/v1/campaigns/{id} – one of the caller's campaigns and what its follow-up steps may
// mail and charge after each card (follow_up_program), to read before placing on it.
export const GET = withApiKey<{ id: string }>(
  { name: 'get campaign', fallbackMessage: 'Failed to load campaigns' },
  async ({ userId, params }) => Response.json(await getApiCampaign(userId, params.id)),
);
