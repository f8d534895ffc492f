import { getApiCampaignResults } from '@/lib/api/campaigns/get-api-campaign-results';
import { parseQuery } from '@/lib/api/parse-request';
import { CampaignResultsQuerySchema } from '@/lib/api/schemas/campaign-results';
import { withApiKey } from '@/lib/api/with-api-key';

export const dynamic = 'force-dynamic';

// GET /api/v1/campaigns/{id}/results – the campaign's figures, day by day, and a page of its
// responders (after = the previous page's next_cursor, page_size ≤ 100).
export const GET = withApiKey<{ id: string }>(
  { name: 'campaign results', fallbackMessage: 'Failed to load campaign results' },
  async ({ request, userId, params }) =>
    Response.json(await getApiCampaignResults(userId, params.id, parseQuery(request, CampaignResultsQuerySchema))),
);
