import { deleteApiList } from '@/lib/api/lists/api-lists';
import { withApiKey } from '@/lib/api/with-api-key';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';

export const dynamic = 'force-dynamic';

// DELETE /api/v1/lists/{id} – the list and its contacts; 204, or 404 for a list that is not the caller's.
export const DELETE = withApiKey<{ id: string }>(
  { name: 'delete list', fallbackMessage: CONTACT_MESSAGES.deleteListFailed },
  async ({ userId, params }) => {
    await deleteApiList(userId, params.id);
    return new Response(null, { status: 204 });
  },
);
