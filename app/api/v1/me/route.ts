import { getApiMe } from '@/lib/api/me/get-api-me';
import { withApiKey } from '@/lib/api/with-api-key';

export const dynamic = 'force-dynamic';

// GET /api/v1/me – who the key belongs to: Zapier's connection test and connection label.
export const GET = withApiKey({ name: 'me', fallbackMessage: 'Failed to load profile' }, async ({ userId }) =>
  Response.json(await getApiMe(userId)),
);
