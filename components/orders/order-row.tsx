import Link from 'next/link';
import { TransactionTime } from '@/components/billing/transaction-history-time';
import { oneLineAddress } from '@/lib/addresses/format-address';
import { eventLabel, moneyLine } from '@/lib/orders/event-label';
import { orderActionsFor } from '@/lib/orders/failure-kind';
import type { OrderListRow } from '@/lib/orders/list-orders';
import { RECENTLY_MAILED_DAYS } from '@/lib/orders/recently-mailed-days';
import { OrderActions, type WaitingPayment } from './order-actions';
import { OrderStatusBadge } from './order-status-badge';

/** "8 of 10 neighbors mailed; 1 not found, 1 mailed by you in the last 90 days (refunded)". */
function neighborSummary(ordered: number, found: number, skipped: number): string {
  const mailed = Math.min(ordered, found) - skipped;
  if (mailed >= ordered) return `${mailed} neighbors mailed`;
  const reasons = [
    found < ordered ? `${ordered - found} not found` : '',
    skipped ? `${skipped} mailed by you in the last ${RECENTLY_MAILED_DAYS} days` : '',
  ].filter(Boolean);
  return `${Math.max(0, mailed)} of ${ordered} neighbors mailed; ${reasons.join(', ')} (refunded)`;
}

const FAILED = new Set<string>(['failed', 'payment_failed', 'cancelled']);

/** "Follow-up · step 2" beside a campaign's name. */
export function FollowUpTag({ label }: { label: string | null }) {
  if (!label) return null;
  return (
    <span className="ml-2 inline-block rounded-full bg-sky-50 px-2 py-0.5 align-middle text-xs font-medium text-sky-800 ring-1 ring-sky-200">
      {label}
    </span>
  );
}

/**
 * One card's row (spec section 7: campaign, recipient, status, cost, error; retry where it helps):
 * on the Orders page for a one-card send, and for each card on a send's page (`withCampaign`
 * false there: the page's heading names it).
 */
export function OrderRow({
  order,
  waitingPayment,
  tag = null,
  withCampaign = true,
}: {
  order: OrderListRow;
  waitingPayment?: WaitingPayment;
  tag?: string | null;
  withCampaign?: boolean;
}) {
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        {withCampaign && (
          <p className="font-semibold text-slate-900">
            {order.campaignName}
            <FollowUpTag label={tag} />
          </p>
        )}
        <p className={withCampaign ? 'text-sm text-slate-700' : 'font-medium text-slate-900'}>
          {order.campaignType === 'neighbor' ? `${order.neighborCount} neighbors of ` : ''}
          {order.recipientName} · {oneLineAddress(order.recipientAddress, order.recipientAddress2)}
        </p>
        <p className="mt-1 text-xs text-slate-600">
          Placed <TransactionTime iso={order.createdAt.toISOString()} />
          {order.latestEvent && (
            <>
              {' · '}
              <span data-latest-event>Latest: {eventLabel(order.latestEvent)}</span>
            </>
          )}
        </p>
        {order.neighborsFound !== null && (
          <p className="mt-1 text-xs text-slate-600">
            {neighborSummary(order.neighborCount, order.neighborsFound, order.neighborsSkipped ?? 0)}
          </p>
        )}
        <p className="mt-1 flex gap-3 text-xs">
          <Link
            href={`/orders/${order.id}`}
            className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline"
          >
            Order details
          </Link>
          <a
            href={`/orders/${order.id}/card.png`}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline"
          >
            View card
          </a>
        </p>
        {order.errorMessage && (
          // Waiting (for money, for a retry) reads as a note; an ended order's reason as an error.
          <p className={`mt-1 text-sm ${FAILED.has(order.status) ? 'text-red-700' : 'text-amber-800'}`}>
            {order.errorMessage}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:shrink-0 sm:justify-end">
        <OrderStatusBadge
          status={order.status}
          sendDate={order.sendDate}
          providerWord={
            order.latestEvent?.kind === 'provider' ? order.latestEvent.providerStatus : order.providerStatus
          }
        />
        {order.providerStatus && order.status === 'submitted' && (
          <span className="text-xs text-slate-600">{order.providerStatus}</span>
        )}
        <span className="font-semibold tabular-nums text-slate-900">
          {moneyLine(order.status, order.cost, order.money)}
        </span>
        <OrderActions
          orderId={order.id}
          {...orderActionsFor(order)}
          waitingPayment={order.status === 'payment_required' ? waitingPayment : undefined}
        />
      </div>
    </li>
  );
}
