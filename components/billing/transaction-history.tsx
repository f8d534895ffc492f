import Link from 'next/link';
import { ErrorBox } from '@/components/ui/error-box';
import { PageLinks } from '@/components/ui/page-links';
import { TypedPageNotice } from '@/components/ui/typed-page-notice';
import type { TransactionPage, TransactionRow } from '@/lib/billing/list-transactions';
import { formatCents } from '@/lib/money/cents';
import { TransactionTime } from './transaction-history-time';

/** An amount with a true minus sign (U+2212), as the history and receipts print it. */
export const signedText = (cents: number) => `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${formatCents(Math.abs(cents))}`;

/** Spec section 2: credits green with a leading '+', charges red with their '−'. */
export function SignedAmount({ cents }: { cents: number }) {
  const tone = cents > 0 ? 'text-green-700' : cents < 0 ? 'text-red-700' : 'text-slate-700';
  return <span className={`whitespace-nowrap font-semibold tabular-nums ${tone}`}>{signedText(cents)}</span>;
}

const LINK = 'inline-flex min-h-6 items-center font-medium text-brand-700 underline-offset-2 hover:underline';

/** Where a line leads: a send's charges to their list, a card payment to its receipt. */
function LineLinks({ row }: { row: TransactionRow }) {
  if (row.kind !== 'single') {
    const what = row.kind === 'refund' ? 'refund' : 'charge';
    return (
      <Link href={`/profile/history/${row.id}`} className={LINK}>
        See the {row.chargeCount === 1 ? what : `${row.chargeCount.toLocaleString('en-US')} ${what}s`}
        <span className="sr-only"> of {row.label}</span>
      </Link>
    );
  }
  if (row.receiptId) {
    return (
      <Link href={`/profile/receipts/${row.receiptId}`} className={LINK}>
        Receipt<span className="sr-only"> for {row.label}</span>
      </Link>
    );
  }
  return null;
}

/**
 * The user's Transaction History, a page at a time (decision 046): one line per send's charges or
 * refunds, one per other transaction, each with the balance after it. `history` is null when it
 * could not be loaded; `pageHref` gives the link to another page of it.
 */
export function TransactionHistory({
  history,
  pageHref,
}: {
  history: TransactionPage | null;
  pageHref: (page: number) => string;
}) {
  if (history === null) return <ErrorBox title="Error" message="Failed to load transactions" />;
  if (history.total === 0) {
    return (
      <div className="rounded-lg border-2 border-dashed border-slate-200 px-4 py-6 text-center">
        <p className="font-medium text-slate-900">No transactions yet</p>
        <p className="mt-1 text-slate-600">Funds you add and postcards you send appear here.</p>
      </div>
    );
  }
  const { rows, page, pageCount, total } = history;
  return (
    <div>
      <TypedPageNotice cut={history.typedPageCut} className="mb-3" />
      <div
        aria-hidden="true"
        className="hidden grid-cols-[1fr_7rem_7rem] gap-4 border-b border-slate-100 pb-2 text-xs font-medium uppercase tracking-wide text-slate-500 sm:grid"
      >
        <span>Description</span>
        <span className="text-right">Amount</span>
        <span className="text-right">Balance after</span>
      </div>
      <ul className="divide-y divide-slate-100">
        {rows.map((row) => (
          <li
            key={row.id}
            className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-3 sm:grid-cols-[1fr_7rem_7rem] sm:items-start"
          >
            <div className="min-w-0">
              <p className="break-words font-medium text-slate-900">{row.label}</p>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-slate-500">
                <TransactionTime iso={row.createdAt.toISOString()} />
                <LineLinks row={row} />
              </p>
            </div>
            <p className="text-right">
              <span className="sr-only">Amount </span>
              <SignedAmount cents={row.amountCents} />
            </p>
            <p className="col-span-2 text-right text-xs text-slate-600 tabular-nums sm:col-span-1 sm:text-sm">
              <span className="sm:sr-only">Balance after </span>
              {formatCents(row.balanceAfterCents)}
            </p>
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <div className="mt-4 flex flex-col items-center gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-between">
          <p className="text-xs text-slate-500">
            Page {page} of {pageCount} · {total} {total === 1 ? 'entry' : 'entries'}
          </p>
          <PageLinks page={page} pageCount={pageCount} href={pageHref} label="Transaction pages" scroll={false} />
        </div>
      )}
    </div>
  );
}
