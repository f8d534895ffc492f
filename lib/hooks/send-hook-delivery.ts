import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { apiHooks, hookDeliveries } from '@/lib/db/schema';
import type { ClaimedDelivery } from './claim-hook-delivery';
import { HOOK_RETRY, HOOK_TIMEOUT_MS, hookRetryDelayMs } from './hook-retry';
import { postToPublicHost } from './post-to-public-host';
import { isSandboxHookInbox } from './sandbox-hook-inbox';
import { signHookBody } from './sign-hook';

// A receiver's answer is read for its status only; more than this is not read at all.
const MAX_ANSWER_BYTES = 64 * 1024;

export type DeliveryOutcome = 'delivered' | 'retrying' | 'failed' | 'unsubscribed';

type Answer = { status: number | null; error: string | null };

async function post(delivery: ClaimedDelivery): Promise<Answer> {
  // The sandbox inbox keeps the delivery row itself as what it received: no connection at all.
  if (isSandboxHookInbox(delivery.targetUrl)) return { status: 200, error: null };
  const body = JSON.stringify(delivery.payload);
  // The receiver compares this with its own clock: always the real time, never a test's `now`.
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await postToPublicHost(delivery.targetUrl, {
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Inkpost-Hooks/1',
        'X-Inkpost-Event': delivery.event,
        'X-Inkpost-Delivery': String(delivery.id),
        'X-Inkpost-Timestamp': String(timestamp),
        'X-Inkpost-Signature': signHookBody(delivery.secret, timestamp, body),
      },
      body,
      timeoutMs: HOOK_TIMEOUT_MS,
      maxResponseBytes: MAX_ANSWER_BYTES,
    });
    // A redirect could lead anywhere, a private address included: it is not followed and counts
    // as a failure like any other non-2xx answer.
    const ok = response.status >= 200 && response.status < 300;
    return { status: response.status, error: ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    const name = (error as Error).name;
    return {
      status: null,
      error: name === 'TimeoutError' ? `No answer within ${HOOK_TIMEOUT_MS / 1000} s` : (error as Error).message,
    };
  }
}

/**
 * One attempt of a claimed delivery. 2xx: delivered. 410 Gone: the subscription no longer exists
 * on the receiver's side (Zapier's answer after a Zap was deleted), so the hook is deleted and
 * its waiting deliveries with it. Anything else (an error status, a timeout, a network failure):
 * tried again after the backoff, until the last attempt marks it failed.
 */
export async function sendHookDelivery(delivery: ClaimedDelivery, now: Date): Promise<DeliveryOutcome> {
  const answer = await post(delivery);
  const db = getDb();
  if (answer.status !== null && answer.status >= 200 && answer.status < 300) {
    await db
      .update(hookDeliveries)
      .set({ status: 'delivered', delivered_at: now, last_status: answer.status, last_error: null })
      .where(eq(hookDeliveries.id, delivery.id));
    return 'delivered';
  }
  if (answer.status === 410) {
    await db.delete(apiHooks).where(eq(apiHooks.id, delivery.hookId));
    return 'unsubscribed';
  }
  const final = delivery.attempt >= HOOK_RETRY.maxAttempts;
  await db
    .update(hookDeliveries)
    .set({
      status: final ? 'failed' : 'pending',
      ...(final ? {} : { next_attempt_at: new Date(now.getTime() + hookRetryDelayMs(delivery.attempt)) }),
      last_status: answer.status,
      last_error: answer.error,
    })
    .where(eq(hookDeliveries.id, delivery.id));
  return final ? 'failed' : 'retrying';
}
