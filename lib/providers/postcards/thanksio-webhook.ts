import { createHash, timingSafeEqual } from 'node:crypto';
import type { ProviderOrderState } from './port';
import { thanksioOrderState } from './thanksio-order-state';

/*
 * thanks.io webhook deliveries (webhooks/available/*.mdx in thanks-io/thanks.io-api-docs):
 * `{ event_type, event_id, data: { "order.id", "order.status", "order_item.failure", … },
 * timestamp, date_time }` with flat dotted keys in `data`. Nothing is signed.
 */

export type ThanksioWebhook =
  | { kind: 'invalid'; reason: string }
  | { kind: 'ignored'; eventId: string; eventType: string }
  | { kind: 'order_status'; eventId: string; eventType: string; providerOrderId: string; report: ProviderOrderState };

// Both carry the order's own status word; the piece-level word of an order_item event is not
// the order's, so it is never used to move the order.
const ORDER_STATUS_EVENTS = new Set(['order.status_update', 'order_item.status_update']);

/**
 * Whether the `?token=` of the webhook URL is the configured secret. Comparing digests keeps
 * the time independent of where (and whether in length) the two differ.
 */
export function webhookTokenMatches(given: string | null, secret: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

const nonEmpty = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

function orderIdOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return String(value);
  const text = nonEmpty(value);
  return text && /^\d+$/.test(text) ? text : null;
}

/** A delivery's raw body as what we act on. */
export function parseThanksioWebhook(raw: string): ThanksioWebhook {
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    return { kind: 'invalid', reason: 'Body is not JSON' };
  }
  const event = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  const eventType = nonEmpty(event.event_type);
  const eventId = nonEmpty(event.event_id);
  if (!eventType || !eventId) return { kind: 'invalid', reason: 'event_type and event_id are required' };
  if (!ORDER_STATUS_EVENTS.has(eventType)) return { kind: 'ignored', eventId, eventType };

  const data = event.data && typeof event.data === 'object' ? (event.data as Record<string, unknown>) : {};
  const providerOrderId = orderIdOf(data['order.id']);
  const status = nonEmpty(data['order.status']);
  if (!providerOrderId || !status) {
    // A piece's update without its order's status is valid, just of no use to us.
    if (eventType === 'order_item.status_update') return { kind: 'ignored', eventId, eventType };
    return { kind: 'invalid', reason: 'data["order.id"] and data["order.status"] are required' };
  }
  const failure = nonEmpty(data['order_item.failure']) ?? undefined;
  return { kind: 'order_status', eventId, eventType, providerOrderId, report: thanksioOrderState(status, failure) };
}
