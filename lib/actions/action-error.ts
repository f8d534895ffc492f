import type { ActionResult } from './safe-action';
import { SEND_MESSAGES } from '@/lib/validation/send-messages';

/**
 * What a form shows for a server action's answer: null when it succeeded. An answer that is
 * missing (the call returned nothing) or a failure without a message still gets words (spec
 * section 8, "Orders"). Client-safe.
 */
export function actionError(result: ActionResult<unknown> | null | undefined): string | null {
  if (!result) return SEND_MESSAGES.invalidResponse;
  if (!result.ok) return result.error || SEND_MESSAGES.unknown;
  return null;
}
