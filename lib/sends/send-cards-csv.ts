import 'server-only';
import { oneLineAddress } from '@/lib/addresses/format-address';
import { moneyLine } from '@/lib/orders/event-label';
import { STATUS_LABELS } from '@/lib/orders/order-status';
import { cardState } from './card-states';
import { sendCardsBatch } from './send-page';

/** Cards read per query while the CSV streams. */
const BATCH = 500;

export const SEND_CSV_HEADER = [
  'Recipient',
  'Address',
  'State',
  'Status',
  'Cost',
  'Money',
  'Error',
  'Placed',
  'Order ID',
];

/** One CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (fields: string[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * The send's cards as CSV, one row a card in id order (orders_send_idx), read BATCH cards at a time
 * as the stream is pulled: a send of 10,000 cards is never held in memory at once.
 * The caller has checked that the send is the user's; every read is scoped to the user too.
 */
export function sendCardsCsv(userId: string, sendId: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: string | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(line(SEND_CSV_HEADER)));
        return;
      }
      const cards = await sendCardsBatch(userId, sendId, after, BATCH);
      if (!cards.length) return controller.close();
      after = cards[cards.length - 1].id;
      const text = cards
        .map((card) => {
          const word = card.latestEvent?.kind === 'provider' ? card.latestEvent.providerStatus : card.providerStatus;
          return line([
            card.recipientName,
            oneLineAddress(card.recipientAddress, card.recipientAddress2),
            cardState(card.status, word),
            STATUS_LABELS[card.status].label,
            (card.cost / 100).toFixed(2),
            moneyLine(card.status, card.cost, card.money),
            card.errorMessage ?? '',
            card.createdAt.toISOString(),
            card.id,
          ]);
        })
        .join('');
      controller.enqueue(encoder.encode(text));
      if (cards.length < BATCH) controller.close();
    },
  });
}
