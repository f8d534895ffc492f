// Client-safe: what the confirming button of Confirm Order, Bulk Send and Send to a list says,
// so it names what will happen (issue 34, point 3): sent now, scheduled for a day, or saved to
// wait for money — decided by the same arithmetic as the notice after the send (planOutcome).
import type { PaymentOutlook } from '@/lib/billing/payment-outlook';
import { plural } from '@/lib/text/plural';
import { planOutcome } from './placement-notice';
import { checkSendDate, formatSendDate, isScheduledFor } from './send-date';

export type ConfirmLabel = { label: string; pending: string };

/**
 * "Send 18 postcards", "Schedule 18 postcards for Mon, Nov 30", "Save 18 orders to pay later", or
 * — when the balance pays some and no card is saved — "Send 2 postcards, save 1 order to pay later".
 * `sendNow` is the dialog's own words for a plain send (Confirm Order keeps "Submit Order").
 */
export function confirmLabel(input: {
  /** Orders the send places (a neighbor order is many postcards). */
  orders: number;
  postcardsPerOrder: number;
  /** The price of one order, in cents. */
  unitCents: number;
  payment: Pick<PaymentOutlook, 'balanceCents' | 'card'>;
  /** As typed in the send date field ('' for none); a date the field refuses reads as none (the button waits for it). */
  sendDate: string;
  today: string;
  sendNow?: ConfirmLabel;
}): ConfirmLabel {
  const { orders, postcardsPerOrder } = input;
  const outcome = planOutcome({
    count: orders,
    unitCents: input.unitCents,
    balanceCents: input.payment.balanceCents,
    cardLast4: input.payment.card?.last4 ?? null,
    cardChargeCents: 0,
  });
  const date = checkSendDate(input.sendDate, input.today);
  const day = date.ok && isScheduledFor(date.sendDate, input.today) ? date.sendDate : null;
  const dated = day ? ` for ${formatSendDate(day, input.today)}` : '';
  const go = (count: number) =>
    `${dated ? 'Schedule' : 'Send'} ${plural(count * postcardsPerOrder, 'postcard')}${dated}`;
  if (outcome.kind === 'waits') return { label: `Save ${plural(orders, 'order')} to pay later`, pending: 'Saving...' };
  if (outcome.kind === 'partial')
    return {
      label: `${go(orders - outcome.waiting)}, save ${plural(outcome.waiting, 'order')} to pay later`,
      pending: 'Saving...',
    };
  if (dated) return { label: go(orders), pending: 'Scheduling...' };
  return input.sendNow ?? { label: go(orders), pending: 'Sending...' };
}
