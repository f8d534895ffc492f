import { formatCents } from '@/lib/money/cents';
import type { CancelSendOutcome } from './cancel-send';

/** Said when cancelling a send fails for a reason the user cannot act on. */
export const CANCEL_SEND_FAILED_MESSAGE = 'The cards could not be cancelled. Please try again.';
export const SEND_NOT_FOUND_MESSAGE = 'This send was not found.';

const cards = (n: number) => `${n.toLocaleString('en-US')} card${n === 1 ? '' : 's'}`;

/**
 * What the send page announces after "Cancel the N scheduled cards": "Cancelled 3 cards: $3.75 is
 * back on your balance.", and what stayed when some could not be ("2 cards were already on their
 * way to the printer and were not cancelled."). Client-safe.
 */
export function cancelSendNotice(outcome: Pick<CancelSendOutcome, 'cancelled' | 'refundedCents'> & { left: number }) {
  if (outcome.cancelled === 0)
    return 'Nothing was cancelled: the cards are already on their way to the printer, or ended.';
  const money =
    outcome.refundedCents > 0
      ? `${formatCents(outcome.refundedCents)} is back on your balance.`
      : 'Nothing had been charged.';
  const left =
    outcome.left > 0 ? ` ${cards(outcome.left)} could not be cancelled: already on the way to the printer.` : '';
  return `Cancelled ${cards(outcome.cancelled)}: ${money}${left}`;
}
