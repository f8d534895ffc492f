import type { Metadata } from 'next';
import Link from 'next/link';
import { LiveRefresh } from '@/components/live/live-refresh';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageLinks } from '@/components/ui/page-links';
import { TypedPageNotice } from '@/components/ui/typed-page-notice';
import { buttonStyles } from '@/components/ui/styles';
import { formatAddressLines } from '@/lib/addresses/format-address';
import { requireUser } from '@/lib/auth/current-user';
import { pageCursorParams } from '@/lib/db/keyset-page';
import { paymentOutlook } from '@/lib/billing/payment-outlook';
import { formatCents } from '@/lib/money/cents';
import { eventLabel, moneyLine } from '@/lib/orders/event-label';
import { TransactionTime } from '@/components/billing/transaction-history-time';
import { listOrders } from '@/lib/orders/list-orders';
import { ordersWaitingForMoney } from '@/lib/orders/orders-waiting-for-money';
import { orderActionsFor } from '@/lib/orders/failure-kind';
import { ORDER_FILTERS, PAGE_SIZES, type OrderFilter } from '@/lib/orders/order-status';
import { RECENTLY_MAILED_DAYS } from '@/lib/orders/recently-mailed-days';
import { OrderActions, type WaitingPayment } from '@/components/orders/order-actions';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { PageSizeForm } from '@/components/orders/page-size-form';

export const metadata: Metadata = { title: 'Orders' };

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

/** "2 orders wait for payment: $2.50 in all; your balance is $0.00." */
function waitingLine(count: number, totalCents: number, balanceCents: number): string {
  const orders = count === 1 ? '1 order waits' : `${count} orders wait`;
  return `${orders} for payment: ${formatCents(totalCents)} in all; your balance is ${formatCents(balanceCents)}.`;
}

const FAILED = new Set<string>(['failed', 'payment_failed', 'cancelled']);

type Search = { filter?: string; size?: string; page?: string; after?: string; before?: string; skip?: string };

export default async function OrdersPage({ searchParams }: { searchParams: Promise<Search> }) {
  const user = await requireUser();
  const query = await searchParams;
  const filter: OrderFilter = ORDER_FILTERS.includes(query.filter as OrderFilter)
    ? (query.filter as OrderFilter)
    : 'active';
  const size = PAGE_SIZES.includes(Number(query.size) as (typeof PAGE_SIZES)[number]) ? Number(query.size) : 10;
  const requestedPage = Math.max(1, Math.floor(Number(query.page)) || 1);
  const read = { page: requestedPage, after: query.after, before: query.before, skip: Number(query.skip) || 0 };
  const [list, waiting] = await Promise.all([
    listOrders(user.id, { filter, size, ...read }),
    ordersWaitingForMoney(user.id),
  ]);
  const { rows, page, pageCount } = list;
  const outlook = waiting.count ? await paymentOutlook(user.id, waiting.totalCents) : null;
  const waitingPayment: WaitingPayment | undefined = outlook
    ? {
        addFundsCents: outlook.addFundsCents,
        addFundsNote: `Your orders waiting for payment need ${formatCents(outlook.shortfallCents)} more than your balance.`,
        cardLast4: outlook.card?.last4 ?? null,
      }
    : undefined;
  const href = (over: Partial<{ filter: string; size: number }>) =>
    `/orders?${new URLSearchParams({ filter, size: String(size), ...over } as Record<string, string>)}`;
  // A page link starts from this page's first or last order, so a deep page never reads the pages before it.
  const pageHref = (n: number) =>
    `/orders?${new URLSearchParams({ filter, size: String(size), page: String(n), ...pageCursorParams(n, list, read) })}`;

  return (
    <>
      <PageHeader
        title="Orders"
        description="Every postcard you send, from payment to mailbox."
        actions={
          <Link href={pageHref(page)} className={buttonStyles.secondary} prefetch={false}>
            Refresh
          </Link>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Filter orders" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {ORDER_FILTERS.map((f) => (
            <Link
              key={f}
              href={href({ filter: f })}
              aria-current={f === filter ? 'page' : undefined}
              className={`rounded-md px-3 py-1.5 text-sm font-medium capitalize ${
                f === filter ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {f}
            </Link>
          ))}
        </nav>
        <PageSizeForm filter={filter} size={size} sizes={PAGE_SIZES} />
      </div>

      {outlook && (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {waitingLine(waiting.count, waiting.totalCents, outlook.balanceCents)}
        </p>
      )}

      <TypedPageNotice cut={list.typedPageCut} className="mb-4" />
      {rows.length === 0 ? (
        <EmptyState
          title="No orders"
          description={
            filter === 'active'
              ? 'Orders in progress appear here.'
              : 'Orders appear here as soon as you send a postcard.'
          }
        />
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {rows.map((order) => {
            const [line1, line2] = formatAddressLines(order.recipientAddress);
            return (
              <li key={order.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{order.campaignName}</p>
                  <p className="text-sm text-slate-700">
                    {order.campaignType === 'neighbor' ? `${order.neighborCount} neighbors of ` : ''}
                    {order.recipientName} · {line1}, {line2}
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
                    <Link href={`/orders/${order.id}`} className="font-medium text-brand-700 hover:underline">
                      Order details
                    </Link>
                    <a
                      href={`/orders/${order.id}/card.png`}
                      target="_blank"
                      rel="noopener"
                      className="font-medium text-brand-700 hover:underline"
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
          })}
        </ul>
      )}

      {pageCount > 1 && (
        <PageLinks page={page} pageCount={pageCount} href={pageHref} label="Pages" className="mt-4 justify-center" />
      )}
      <LiveRefresh tables={['orders_table']} />
    </>
  );
}
