import type { OrderStatus } from '@/lib/db/schema';
import { cancelMoneyNote, type OrderMoney } from './event-label';
import { CANCELLABLE_STATUSES } from './order-machine';

/**
 * What an ended order's failure allows (client-safe): `address` — the recipient's address is the
 * problem (USPS "no-stat", an address the provider could not verify): *Fix address* sends the
 * card again as a new order to a corrected address, a retry would fail the same way; `retry` —
 * the problem may pass (the provider was unreachable, a card payment failed, the provider
 * cancelled or failed without a reason); `none` — nothing done again would change it (no
 * neighbors around the address, every neighbor mailed recently, the template changed size).
 */
export type FailureRemedy = 'address' | 'retry' | 'none';

const NOT_AGAIN = [
  /^No neighbors could be found/,
  /neighbors found were mailed by you/,
  /^This order was paid for as a/,
];

export function failureRemedy(
  status: OrderStatus,
  message: string | null,
  campaignType: 'single' | 'neighbor',
): FailureRemedy | null {
  if (status === 'payment_failed') return 'retry';
  if (status !== 'failed') return null;
  const text = message ?? '';
  if (NOT_AGAIN.some((pattern) => pattern.test(text))) return 'none';
  // Neighbor orders mail "Current Resident" around the address: one bad piece is not the order's address.
  if (/\baddress\b|no-stat|undeliverable/i.test(text) && !/could not be reached|Gave up after/.test(text)) {
    return campaignType === 'single' ? 'address' : 'none';
  }
  return 'retry';
}

type OrderForActions = {
  status: OrderStatus;
  errorMessage: string | null;
  campaignType: 'single' | 'neighbor';
  submitting: boolean;
  recipientName: string;
  /** The unit the card was sent to: Fix address starts from it (kept, or edited). */
  recipientAddress2: string | null;
  money: OrderMoney;
};

/** What an order's row (and its page) offers: Retry, Cancel with what it does to the money, Fix address. */
export function orderActionsFor(order: OrderForActions) {
  const remedy = failureRemedy(order.status, order.errorMessage, order.campaignType);
  return {
    canRetry: remedy === 'retry',
    cancelNote:
      CANCELLABLE_STATUSES.includes(order.status) && !order.submitting
        ? cancelMoneyNote(order.money.chargedCents - order.money.refundedCents)
        : null,
    fixAddress:
      remedy === 'address'
        ? { recipientName: order.recipientName, address2: order.recipientAddress2, failure: order.errorMessage ?? '' }
        : null,
  };
}
