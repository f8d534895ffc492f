import { formatCents } from '@/lib/money/cents';
import type { OrderEventKind } from '@/lib/db/schema';

/** One step of an order's journey as the Orders page and the order page show it. Client-safe. */
export type OrderJourneyEvent = {
  kind: OrderEventKind | 'placed';
  at: string;
  providerStatus: string | null;
  amountCents: number | null;
  message: string | null;
};

/** "Charged $1.25", "In Transit", "Refunded $1.25", "Failed: USPS lists address as 'no-stat'…". */
export function eventLabel(event: Pick<OrderJourneyEvent, 'kind' | 'providerStatus' | 'amountCents' | 'message'>) {
  const amount = formatCents(event.amountCents ?? 0);
  switch (event.kind) {
    case 'placed':
      return 'Placed';
    case 'charged':
      return `Charged ${amount}`;
    case 'submitted':
      return 'Submitted to the printer';
    case 'provider':
      return event.providerStatus ?? 'Update from the printer';
    case 'failed':
      return event.message ? `Failed: ${event.message}` : 'Failed';
    case 'refunded':
      return `Refunded ${amount} to your balance`;
    case 'cancelled':
      return event.message ? `Cancelled: ${event.message}` : 'Cancelled';
    case 'retried':
      return 'Retried';
  }
}

/** What an order was charged and given back, from its ledger rows. */
export type OrderMoney = { chargedCents: number; refundedCents: number };

/**
 * The row's money line, true to what happened: an ended order never reads as if charged.
 * "$1.25" (charged, or the price of an order not charged yet); "Nothing was charged";
 * "Refunded $1.25"; "$10.00 · $2.50 refunded" when part came back (neighbors not mailed) or an
 * order was refunded and then charged again by a retry.
 */
export function moneyLine(status: string, costCents: number, money: OrderMoney): string {
  const ended = status === 'failed' || status === 'cancelled';
  if (money.refundedCents > 0) {
    return money.refundedCents >= money.chargedCents
      ? `Refunded ${formatCents(money.refundedCents)}`
      : `${formatCents(money.chargedCents - money.refundedCents)} · ${formatCents(money.refundedCents)} refunded`;
  }
  if (ended && money.chargedCents === 0) return 'Nothing was charged';
  return formatCents(money.chargedCents || costCents);
}

/** What Cancel's confirmation says about money: "Nothing was charged" or "$1.25 goes back to your balance". */
export function cancelMoneyNote(netPaidCents: number): string {
  return netPaidCents > 0 ? `${formatCents(netPaidCents)} goes back to your balance.` : 'Nothing was charged.';
}
