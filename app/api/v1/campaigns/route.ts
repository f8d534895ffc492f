import { listApiCampaigns } from '@/lib/api/campaigns/list-api-campaigns';
import { withApiKey } from '@/lib/api/with-api-key';

export const dynamic = 'force-dynamic';

// GET /api/v1/campaigns – the caller's campaigns, newest first (where campaign_id comes from).
export const GET = withApiKey(
  { name: 'list campaigns', fallbackMessage: 'Failed to load campaigns' },
  async ({ userId }) => Response.json(await listApiCampaigns(userId)),
);
