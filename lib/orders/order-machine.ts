import type { OrderStatus } from '@/lib/db/schema';

/**
 * The order lifecycle (architecture brief, "The order lifecycle"):
 *
 *   pending ─charge─▶ [scheduled ─its send date─▶] ready ─submit─▶ submitted ─provider─▶ completed
 *      │  ╲                 ╲                 ╲
 *      │   ▶ processing (auto-recharge) ─▶ pending | payment_failed
 *      ▼                     ▼                    ▼
 *   payment_required      failed (refunded)    failed | cancelled (refunded)
 *
 * User retry: failed, payment_failed → pending. Cancel: before submission. A charged order with a
 * send date after today waits as scheduled (decision 037); cancelled, it is refunded in full.
 * Client-safe: no server imports.
 */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['scheduled', 'ready', 'processing', 'payment_required', 'cancelled'],
  processing: ['pending', 'payment_failed'],
  payment_required: ['pending', 'cancelled'],
  payment_failed: ['pending', 'cancelled'],
  scheduled: ['ready', 'cancelled'],
  ready: ['submitted', 'failed', 'cancelled'],
  submitted: ['completed', 'failed', 'cancelled'],
  completed: [],
  failed: ['pending'],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Statuses a user may retry from (spec section 4). */
export const RETRYABLE_STATUSES: readonly OrderStatus[] = ['failed', 'payment_failed'];
/** Statuses a user may cancel from: nothing has gone to the provider yet. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = [
  'pending',
  'payment_required',
  'payment_failed',
  'scheduled',
  'ready',
];

/** Submission attempts before a transient provider failure becomes `failed`. */
export const MAX_SUBMIT_ATTEMPTS = 5;

/** Wait before submission attempt n+1 after n failed ones: 1 s, doubling, capped at 10 s. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failedAttempts - 1), 10_000);
}
