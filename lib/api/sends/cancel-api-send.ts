import 'server-only';
import type { z } from 'zod';
import { withUserScope } from '@/lib/db/scoped';
import { centsToNumeric } from '@/lib/money/cents';
import { cancelSend } from '@/lib/sends/cancel-send';
import { getSend } from '@/lib/sends/get-send';
import { ApiError } from '../errors';
import { API_MESSAGES } from '../messages';
import type { CancelSendResultSchema } from '../schemas/sends';
import { sendJson } from './send-json';

/**
 * DELETE /api/v1/sends/{id}: cancels every order of the send still cancellable, exactly as
 * DELETE /orders/{id} decides, each refunded in full (lib/sends/cancel-send.ts), and says how many
 * were cancelled and how many could not be. Nothing left to cancel is still a 200 (0 cancelled):
 * the send is as the caller asked. Another user's send is a 404.
 */
export async function cancelApiSend(userId: string, sendId: string): Promise<z.output<typeof CancelSendResultSchema>> {
  const outcome = await cancelSend(userId, sendId);
  const send = outcome && (await withUserScope(userId, (tx) => getSend(tx, userId, sendId)));
  if (!outcome || !send) throw new ApiError(404, 'not_found', API_MESSAGES.sendNotFound);
  return {
    cancelled: outcome.cancelled,
    not_cancellable: outcome.notCancellable,
    refunded: centsToNumeric(outcome.refundedCents),
    refunded_cents: outcome.refundedCents,
    send: sendJson(send),
  };
}
