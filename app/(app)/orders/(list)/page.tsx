import type { Metadata } from 'next';
import Link from 'next/link';
import { LiveRefresh } from '@/components/live/live-refresh';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageLinks } from '@/components/ui/page-links';
import { TypedPageNotice } from '@/components/ui/typed-page-notice';
import { buttonStyles } from '@/components/ui/styles';
import { requireUser } from '@/lib/auth/current-user';
import { pageCursorParams } from '@/lib/db/keyset-page';
import { paymentOutlook } from '@/lib/billing/payment-outlook';
import { formatCents } from '@/lib/money/cents';
import { listSendPage } from '@/lib/sends/list-send-page';
import { followUpTag } from '@/lib/sends/card-states';
import { ordersWaitingForMoney } from '@/lib/orders/orders-waiting-for-money';
import { ORDER_FILTERS, PAGE_SIZES, type OrderFilter } from '@/lib/orders/order-status';
import { type WaitingPayment } from '@/components/orders/order-actions';
import { OrderRow } from '@/components/orders/order-row';
import { SendListItem } from '@/components/sends/send-list-row';
import { PageSizeForm } from '@/components/orders/page-size-form';

export const metadata: Metadata = { title: 'Orders' };

/** "2 orders wait for payment: $2.50 in all; your balance is $0.00." */
function waitingLine(count: number, totalCents: number, balanceCents: number): string {
  const orders = count === 1 ? '1 order waits' : `${count} orders wait`;
  return `${orders} for payment: ${formatCents(totalCents)} in all; your balance is ${formatCents(balanceCents)}.`;
}

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
    listSendPage(user.id, { filter, size, ...read }),
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
  // A page link starts from this page's first or last send, so a deep page never reads the pages before it.
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
          {rows.map((send) =>
            send.order ? (
              <OrderRow key={send.id} order={send.order} waitingPayment={waitingPayment} tag={followUpTag(send)} />
            ) : (
              <SendListItem key={send.id} send={send} />
            ),
          )}
        </ul>
      )}

      {pageCount > 1 && (
        <PageLinks page={page} pageCount={pageCount} href={pageHref} label="Pages" className="mt-4 justify-center" />
      )}
      <LiveRefresh tables={['orders_table']} />
    </>
  );
}
