import { listApiTemplates } from '@/lib/api/templates/list-api-templates';
import { withApiKey } from '@/lib/api/with-api-key';

export const dynamic = 'force-dynamic';

// GET /api/v1/templates – the caller's postcard templates, newest first, with their custom values.
export const GET = withApiKey(
  { name: 'list templates', fallbackMessage: 'Failed to load templates' },
  async ({ userId }) => Response.json(await listApiTemplates(userId)),
);
