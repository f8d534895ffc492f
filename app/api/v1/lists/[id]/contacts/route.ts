import { importApiContacts, listApiContacts } from '@/lib/api/lists/api-lists';
import { parseJsonBody, parseQuery } from '@/lib/api/parse-request';
import { ContactListQuerySchema, ImportContactsSchema } from '@/lib/api/schemas/lists';
import { withApiKey } from '@/lib/api/with-api-key';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';

export const dynamic = 'force-dynamic';

// POST /api/v1/lists/{id}/contacts – add up to 500 contacts, each address validated; answers
// how many were added, how many the list already had, and each refused one with its reason.
export const POST = withApiKey<{ id: string }>(
  { name: 'import contacts', fallbackMessage: CONTACT_MESSAGES.importFailed },
  async ({ request, userId, params }) =>
    Response.json(await importApiContacts(userId, params.id, await parseJsonBody(request, ImportContactsSchema))),
);

// GET /api/v1/lists/{id}/contacts – the list's contacts, newest first, a page at a time by cursor.
export const GET = withApiKey<{ id: string }>(
  { name: 'list contacts', fallbackMessage: CONTACT_MESSAGES.loadFailed },
  async ({ request, userId, params }) =>
    Response.json(await listApiContacts(userId, params.id, parseQuery(request, ContactListQuerySchema))),
);
