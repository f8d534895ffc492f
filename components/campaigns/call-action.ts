import type { ActionResult } from '@/lib/actions/safe-action';
import { SEND_MESSAGES } from '@/lib/validation/send-messages';

/** A server action's result, or the fallback when the call itself failed (network, size limit). */
export async function callAction<T>(work: () => Promise<ActionResult<T>>, fallback: string): Promise<ActionResult<T>> {
  try {
    return (await work()) ?? { ok: false, error: SEND_MESSAGES.invalidResponse };
  } catch {
    return { ok: false, error: fallback };
  }
}
