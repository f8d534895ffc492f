import { withApiKey } from '@/lib/api/with-api-key';
import { unsubscribeHook } from '@/lib/hooks/unsubscribe-hook';

export const dynamic = 'force-dynamic';

// DELETE /api/v1/hooks/{id} – unsubscribe (Zapier's performUnsubscribe); 204, or 404 for a
// hook that is not the caller's.
export const DELETE = withApiKey<{ id: string }>({ name: 'unsubscribe hook' }, async ({ userId, params }) => {
  await unsubscribeHook(userId, params.id);
  return new Response(null, { status: 204 });
});
