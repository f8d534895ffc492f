import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { LiveRefresh } from '@/components/live/live-refresh';
import { FollowUpTag, OrderRow } from '@/components/orders/order-row';
import { CancelSendButton } from '@/components/sends/cancel-send-button';
import { SendWhen, sendMoneyLine } from '@/components/sends/send-list-row';
import { PageLinks } from '@/components/ui/page-links';
import { buttonStyles } from '@/components/ui/styles';
import { requireUser } from '@/lib/auth/current-user';
import { pageCursorParams } from '@/lib/db/keyset-page';
import { formatCents } from '@/lib/money/cents';
import { cancelMoneyNote } from '@/lib/orders/event-label';
import { CARD_STATES, followUpTag, postcardsLabel } from '@/lib/sends/card-states';
import { getSendPage } from '@/lib/sends/send-page';
import { cancelSendAction } from './actions';

export const metadata: Metadata = { title: 'Send' };

type Search = { page?: string; after?: string; before?: string; skip?: string };

/**
 * One of the user's sends: its card (front, and the back of its first card as a sample), its
 * totals and cards by state, "Cancel the N scheduled cards", its cards a page at a time, and a CSV
 * of them. Anyone else's is a 404 (layout.tsx).
 */
export default async function SendPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Search>;
}) {
  const user = await requireUser();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const read = {
    page: Math.max(1, Math.floor(Number(query.page)) || 1),
    after: query.after,
    before: query.before,
    skip: Number(query.skip) || 0,
  };
  const data = await getSendPage(user.id, id, read);
  if (!data) notFound();
  const { send, states, quote, page } = data;
  const tag = followUpTag(send);
  const pageHref = (n: number) =>
    `/orders/sends/${send.id}?${new URLSearchParams({ page: String(n), ...pageCursorParams(n, page, read) })}#cards`;
  const totals = [
    { label: 'Cards', value: send.order_count.toLocaleString('en-US') },
    ...(send.postcard_count !== send.order_count
      ? [{ label: 'Postcards', value: send.postcard_count.toLocaleString('en-US') }]
      : []),
    { label: 'Cost', value: formatCents(send.cost) },
    { label: 'Charged', value: formatCents(send.charged) },
    { label: 'Refunded', value: formatCents(send.refunded) },
  ];

  return (
    <>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {send.campaignName}
            <FollowUpTag label={tag} />
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {postcardsLabel(send.postcard_count)} · <SendWhen send={send} states={states} /> ·{' '}
            <span className="font-medium text-slate-900">{sendMoneyLine(send, states)}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href="/orders?filter=all" className={buttonStyles.secondary}>
            ← All orders
          </Link>
          <a href={`/orders/sends/${send.id}/cards.csv`} download className={buttonStyles.secondary}>
            Download CSV
          </a>
        </div>
      </div>

      <div className="mb-6 grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="totals-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="totals-heading" className="mb-3 text-base font-semibold text-slate-900">
            Totals
          </h2>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            {totals.map((t) => (
              <div key={t.label}>
                <dt className="text-xs text-slate-600">{t.label}</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{t.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="states-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="states-heading" className="mb-3 text-base font-semibold text-slate-900">
            Where the cards are
          </h2>
          <ul className="flex flex-wrap gap-2 text-sm" data-send-states>
            {CARD_STATES.filter((s) => states[s] > 0).map((s) => (
              <li key={s} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                <span className="font-semibold tabular-nums">{states[s].toLocaleString('en-US')}</span> {s}
              </li>
            ))}
          </ul>
          <div className="mt-4">
            <CancelSendButton
              sendId={send.id}
              cards={quote.cards}
              scheduled={quote.scheduled}
              moneyNote={cancelMoneyNote(quote.paidCents)}
              cancelSendAction={cancelSendAction}
            />
          </div>
        </section>
      </div>

      <section aria-labelledby="card-heading" className="mb-6">
        <h2 id="card-heading" className="mb-3 text-base font-semibold text-slate-900">
          The card
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <CardSide caption="Front">
            {data.frontImageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={data.frontImageUrl} alt="Front of the postcard" className="w-full" />
            ) : (
              <p className="p-6 text-sm text-slate-600">This campaign&apos;s template has no front image.</p>
            )}
          </CardSide>
          {data.firstCardId && (
            <CardSide caption="Back of the first card, as printed (each card has its own name and QR code)">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={`/orders/${data.firstCardId}/card.png`}
                alt="Back of the first card, as printed"
                className="w-full"
              />
            </CardSide>
          )}
        </div>
      </section>

      <section aria-labelledby="cards-heading" id="cards">
        <h2 id="cards-heading" className="mb-3 text-base font-semibold text-slate-900">
          Its cards
        </h2>
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {data.cards.map((card) => (
            <OrderRow key={card.id} order={card} withCampaign={false} />
          ))}
        </ul>
        {page.pageCount > 1 && (
          <PageLinks
            page={page.page}
            pageCount={page.pageCount}
            href={pageHref}
            label="Pages of cards"
            className="mt-4 justify-center"
          />
        )}
      </section>
      <LiveRefresh tables={['orders_table']} />
    </>
  );
}

/** One side of the card, framed and captioned. */
function CardSide({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {children}
      <figcaption className="border-t border-slate-100 px-4 py-2 text-xs text-slate-600">{caption}</figcaption>
    </figure>
  );
}
