import Link from 'next/link';
import { TransactionTime } from '@/components/billing/transaction-history-time';
import { FollowUpTag } from '@/components/orders/order-row';
import { buttonStyles } from '@/components/ui/styles';
import { moneyLine } from '@/lib/orders/event-label';
import { formatSendDate } from '@/lib/orders/send-date';
import { followUpTag, postcardsLabel, stateCountsLine, type CardStateCounts } from '@/lib/sends/card-states';
import type { SendListRow } from '@/lib/sends/list-send-page';

/** A send's money as one line: what it cost, or what was charged and came back (moneyLine's words). */
export function sendMoneyLine(send: Pick<SendListRow, 'cost' | 'charged' | 'refunded'>, states: CardStateCounts) {
  const cards = Object.values(states).reduce((a, b) => a + b, 0);
  const ended = cards > 0 && states.failed + states.cancelled === cards;
  return moneyLine(ended ? 'cancelled' : 'pending', send.cost, {
    chargedCents: send.charged,
    refundedCents: send.refunded,
  });
}

/** "Scheduled for Mon, Nov 30" while any of its cards waits for that day, else when it was placed. */
export function SendWhen({
  send,
  states,
}: {
  send: Pick<SendListRow, 'send_date' | 'created_at'>;
  states: CardStateCounts;
}) {
  if (send.send_date && states.scheduled > 0) return <>Scheduled for {formatSendDate(send.send_date)}</>;
  return (
    <>
      Placed <TransactionTime iso={send.created_at.toISOString()} />
    </>
  );
}

/**
 * A send of several cards on the Orders page: its campaign (and follow-up step), how many
 * postcards, when, its cards by state, its cost; the whole row's name opens the send's page.
 */
export function SendListItem({ send }: { send: SendListRow }) {
  const href = `/orders/sends/${send.id}`;
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between" data-send-row>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          <Link href={href} className="inline-flex min-h-6 items-center hover:underline">
            {send.campaignName}
          </Link>
          <FollowUpTag label={followUpTag(send)} />
        </p>
        <p className="text-sm text-slate-700">
          {postcardsLabel(send.postcard_count)} · <SendWhen send={send} states={send.states} />
        </p>
        <p className="mt-1 text-sm text-slate-700" data-send-states>
          {stateCountsLine(send.states)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:shrink-0 sm:justify-end">
        <span className="font-semibold tabular-nums text-slate-900">{sendMoneyLine(send, send.states)}</span>
        <Link href={href} className={buttonStyles.secondary}>
          View the {send.order_count.toLocaleString('en-US')} cards
          <span className="sr-only"> of {send.campaignName}</span>
        </Link>
      </div>
    </li>
  );
}
