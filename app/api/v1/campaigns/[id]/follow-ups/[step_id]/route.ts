import { followUpApiError } from '@/lib/api/campaigns/follow-up-api-error';
import { withApiKey } from '@/lib/api/with-api-key';
import { removeFollowUpStep } from '@/lib/follow-ups/remove-follow-up-step';

export const dynamic = 'force-dynamic';

// DELETE /api/v1/campaigns/{id}/follow-ups/{step_id} – the step places nothing more (its orders
// stay); 204, or 404 for a step or campaign that is not the caller's.
export const DELETE = withApiKey<{ id: string; step_id: string }>(
  { name: 'remove follow-up step', fallbackMessage: 'Failed to save the follow-up steps' },
  async ({ userId, params }) => {
    try {
      await removeFollowUpStep(userId, params.id, params.step_id);
    } catch (error) {
      throw followUpApiError(error);
    }
    return new Response(null, { status: 204 });
  },
);
