import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { LiveRefresh } from '@/components/live/live-refresh';
import { OrderActions } from '@/components/orders/order-actions';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { TrackingTime } from '@/components/tracking/tracking-time';
import { PageHeader } from '@/components/ui/page-header';
import { buttonStyles } from '@/components/ui/styles';
import { oneLineAddress } from '@/lib/addresses/format-address';
import { requireUser } from '@/lib/auth/current-user';
import { moneyLine } from '@/lib/orders/event-label';
import { orderActionsFor } from '@/lib/orders/failure-kind';
import { getOrderJourney } from '@/lib/orders/order-journey';
import { formatSendDate } from '@/lib/orders/send-date';
import { readCardLink } from '@/lib/tracking/read-card-link';
import { sendOfOrder } from '@/lib/sends/send-page';

export const metadata: Metadata = { title: 'Order' };

/** One of the user's orders: its card, front and back, and its journey. Anyone else's is a 404. */
export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const { id } = await params;
  const order = await getOrderJourney(user.id, id);
  if (!order) notFound();
  const [link, send] = await Promise.all([readCardLink(user.id, order.id), sendOfOrder(user.id, order.id)]);
  const latestProvider = order.events.findLast((e) => e.kind === 'provider');

  return (
    <>
      <PageHeader
        title={order.campaignName}
        description={`${order.campaignType === 'neighbor' ? `${order.neighborCount} neighbors of ` : ''}${order.recipientName} · ${oneLineAddress(order.recipientAddress, order.recipientAddress2)}`}
        actions={
          <Link href="/orders?filter=all" className={buttonStyles.secondary}>
            ← All orders
          </Link>
        }
      />
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <OrderStatusBadge
          status={order.status}
          sendDate={order.sendDate}
          providerWord={latestProvider?.providerStatus ?? order.providerStatus}
        />
        {/* A mailed card's badge already says where it is; before that, the provider's own word. */}
        {order.providerStatus && order.status !== 'completed' && (
          <span className="text-sm text-slate-600">{order.providerStatus}</span>
        )}
        <span className="font-semibold tabular-nums text-slate-900">
          {moneyLine(order.status, order.cost, order.money)}
        </span>
        <span className="text-sm text-slate-600">{order.size} postcard</span>
        <div className="ml-auto">
          <OrderActions orderId={order.id} {...orderActionsFor(order)} />
        </div>
      </div>
      {order.status === 'scheduled' && order.sendDate && (
        <p role="status" className="mb-6 rounded-lg bg-violet-50 p-3 text-sm text-violet-900 ring-1 ring-violet-200">
          Scheduled: it goes to print on {formatSendDate(order.sendDate)} (UTC). It is paid; cancel it before then and
          the money goes back to your balance.
        </p>
      )}
      {order.errorMessage && (
        <p className={`mb-6 text-sm ${order.status === 'failed' ? 'text-red-700' : 'text-amber-800'}`}>
          {order.errorMessage}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {/* The timeline and the response first: on a phone they are what the page is opened for,
            the card images follow (issue 36); on a desktop the card takes the wide left column. */}
        <div className="space-y-6 lg:col-start-2 lg:row-start-1">
          <section aria-labelledby="timeline-heading">
            <h2 id="timeline-heading" className="mb-4 text-base font-semibold text-slate-900">
              Timeline
            </h2>
            <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <OrderTimeline events={order.events} />
            </div>
          </section>
          <section aria-labelledby="response-heading">
            <h2 id="response-heading" className="mb-4 text-base font-semibold text-slate-900">
              Response
            </h2>
            <dl className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
              <div>
                <dt className="text-xs text-slate-600">Campaign</dt>
                <dd>
                  <Link href={`/campaigns/${order.campaignId}`} className="font-medium text-brand-700 hover:underline">
                    {order.campaignName} results
                  </Link>
                </dd>
              </div>
              {send && (
                <div>
                  <dt className="text-xs text-slate-600">Send</dt>
                  <dd>
                    <Link href={`/orders/sends/${send.id}`} className="font-medium text-brand-700 hover:underline">
                      {send.orderCount === 1
                        ? 'Its send'
                        : `One of ${send.orderCount.toLocaleString('en-US')} cards sent together`}
                    </Link>
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-xs text-slate-600">QR code</dt>
                <dd className="text-slate-900" data-qr-scans>
                  {!link ? (
                    'None printed: the campaign has no response URL.'
                  ) : link.firstScanAt ? (
                    <>
                      Scanned {link.scans === 1 ? 'once' : `${link.scans.toLocaleString('en-US')} times`}, first on{' '}
                      <TrackingTime iso={link.firstScanAt.toISOString()} withTime />
                    </>
                  ) : (
                    'Not scanned yet'
                  )}
                </dd>
              </div>
            </dl>
          </section>
        </div>
        <section aria-labelledby="card-heading" className="space-y-4 lg:col-start-1 lg:row-start-1">
          <h2 id="card-heading" className="text-base font-semibold text-slate-900">
            The card
          </h2>
          <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {order.frontImageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={order.frontImageUrl} alt="Front of the postcard" className="w-full" />
            ) : (
              <p className="p-6 text-sm text-slate-600">This campaign&apos;s template has no front image.</p>
            )}
            <figcaption className="border-t border-slate-100 px-4 py-2 text-xs text-slate-600">Front</figcaption>
          </figure>
          <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={`/orders/${order.id}/card.png`} alt="Back of the postcard, as printed" className="w-full" />
            <figcaption className="border-t border-slate-100 px-4 py-2 text-xs text-slate-600">
              Back, as printed
            </figcaption>
          </figure>
        </section>
      </div>
      <LiveRefresh tables={['orders_table']} />
    </>
  );
}
