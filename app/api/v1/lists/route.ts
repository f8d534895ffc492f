import { createApiList, listApiLists } from '@/lib/api/lists/api-lists';
import { parseJsonBody, parseQuery } from '@/lib/api/parse-request';
import { CreateListSchema, ListListQuerySchema } from '@/lib/api/schemas/lists';
import { withApiKey } from '@/lib/api/with-api-key';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';

export const dynamic = 'force-dynamic';

// POST /api/v1/lists – a new, empty contact list; 201 with it.
export const POST = withApiKey(
  { name: 'create list', fallbackMessage: CONTACT_MESSAGES.createListFailed },
  async ({ request, userId }) => {
    const { name } = await parseJsonBody(request, CreateListSchema);
    return Response.json(await createApiList(userId, name), { status: 201 });
  },
);

// GET /api/v1/lists – the caller's lists, newest first, a page at a time by cursor.
export const GET = withApiKey(
  { name: 'list lists', fallbackMessage: CONTACT_MESSAGES.loadFailed },
  async ({ request, userId }) => Response.json(await listApiLists(userId, parseQuery(request, ListListQuerySchema))),
);
