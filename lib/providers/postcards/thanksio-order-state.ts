import type { JsonObject } from './thanksio-http';
import type { ProviderOrderState } from './port';

/*
 * thanks.io's order status words, from the webhook docs (webhooks/available/order-status-change.mdx:
 * Reviewing, Printing, Printed, Fulfilled, Shipped, Delivered, Cancelled, Error) and the lower-case
 * enum of `send-mailer-order-response` (reviewing, processing, fulfilled, cancelled, printed,
 * shipped, paused, delivered). Printed means every piece went to the printer network: from there
 * nothing we do changes the outcome, so it counts as mailed.
 */
const IN_PROGRESS = new Set(['reviewing', 'processing', 'printing', 'paused']);
const MAILED = new Set(['printed', 'fulfilled', 'shipped', 'delivered']);
const CANCELLED = new Set(['cancelled', 'canceled']);
// "Error": no item of the order could be printed. "Failed" is the per-piece word for the same.
const FAILED = new Set(['error', 'failed']);

/** Words after which nothing more happens to the order: it is no longer followed. */
const FINAL = new Set(['delivered', 'cancelled', 'canceled', 'error']);

const reportedUnknown = new Set<string>();

/** Where an order is, from thanks.io's status word; tracking and the webhook both use this. */
export function thanksioOrderState(status: string, failure?: string): ProviderOrderState {
  const state = stateOfWord(status, failure);
  return FINAL.has(state.providerStatus.toLowerCase()) ? { ...state, final: true } : state;
}

function stateOfWord(status: string, failure?: string): ProviderOrderState {
  const providerStatus = status.trim();
  const word = providerStatus.toLowerCase();
  if (MAILED.has(word)) return { state: 'mailed', providerStatus };
  if (CANCELLED.has(word)) return { state: 'cancelled', providerStatus };
  if (FAILED.has(word)) {
    const reason = failure?.trim();
    return reason ? { state: 'failed', providerStatus, failure: reason } : { state: 'failed', providerStatus };
  }
  if (!IN_PROGRESS.has(word) && !reportedUnknown.has(word)) {
    // Waiting is the safe reading of a new word: the order is neither refunded nor called mailed.
    reportedUnknown.add(word);
    console.warn(
      `[${new Date().toISOString()}] thanks.io order status "${providerStatus}" is unknown; treated as in progress`,
    );
  }
  return { state: 'in_progress', providerStatus };
}

/**
 * The mail pieces' stages in `stats` of a track answer, in the order a piece goes through them
 * (the order-item statuses of webhooks/available/*.mdx). A stage with a count above 0 happened.
 */
const STAGES: Array<[key: string, words: string]> = [
  ['processing', 'Processing'],
  ['printed', 'Printed'],
  ['in_transit', 'In Transit'],
  ['in_local_area', 'In Local Area'],
  ['processed_for_delivery', 'Processed for Delivery'],
  ['re_routed', 'Re-routed'],
  ['returned_to_sender', 'Returned to Sender'],
  ['delivered', 'Delivered'],
  ['failed', 'Failed'],
];

/** The pieces' stages reached so far, from `stats`. */
export function trackedEvents(stats: unknown): Array<{ status: string }> {
  if (!stats || typeof stats !== 'object') return [];
  const counts = stats as Record<string, unknown>;
  return STAGES.filter(([key]) => typeof counts[key] === 'number' && (counts[key] as number) > 0).map(([, status]) => ({
    status,
  }));
}

/**
 * The state in a `GET /orders/{orderId}/track` answer:
 * `{ data: { id, order: { status, … }, stats, errors: [{ …, failure }], returned } }`.
 * Null when there is no status word to read.
 */
export function trackedOrderState(body: JsonObject | null): ProviderOrderState | null {
  const data = body?.data as
    { order?: { status?: unknown; display_status?: unknown }; errors?: unknown; stats?: unknown } | undefined;
  const order = data?.order;
  const word = [order?.display_status, order?.status].find((value) => typeof value === 'string' && value.trim());
  if (typeof word !== 'string') return null;
  const firstError: unknown = Array.isArray(data?.errors) ? data.errors[0] : undefined;
  const failure = (firstError as { failure?: unknown } | undefined)?.failure;
  const state = thanksioOrderState(word, typeof failure === 'string' ? failure : undefined);
  const events = [...trackedEvents(data?.stats), { status: state.providerStatus }];
  return { ...state, events };
}
