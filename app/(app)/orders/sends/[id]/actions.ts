'use server';

import { z } from 'zod';
import { userAction } from '@/lib/actions/safe-action';
import { UserFacingError } from '@/lib/errors';
import { cancelSend } from '@/lib/sends/cancel-send';
import { CANCEL_SEND_FAILED_MESSAGE, SEND_NOT_FOUND_MESSAGE, cancelSendNotice } from '@/lib/sends/cancel-send-notice';

/**
 * "Cancel the N scheduled cards" on a send's page: every card of the send that can still be
 * cancelled is, and refunded in full (lib/sends/cancel-send.ts). `cancellable` is how many the
 * page offered: the notice then says how many of those were left because they had moved on.
 */
export const cancelSendAction = userAction(
  z.object({ sendId: z.string().uuid(), cancellable: z.number().int().min(0) }),
  { name: 'cancel-send', fallbackError: CANCEL_SEND_FAILED_MESSAGE },
  async ({ sendId, cancellable }, user) => {
    const outcome = await cancelSend(user.id, sendId);
    if (!outcome) throw new UserFacingError(SEND_NOT_FOUND_MESSAGE);
    return {
      ...outcome,
      notice: cancelSendNotice({ ...outcome, left: Math.max(0, cancellable - outcome.cancelled) }),
    };
  },
);
