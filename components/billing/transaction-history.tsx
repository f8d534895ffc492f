import { ErrorBox } from '@/components/ui/error-box';
import { PageLinks } from '@/components/ui/page-links';
import { TypedPageNotice } from '@/components/ui/typed-page-notice';
import type { TransactionPage } from '@/lib/billing/list-transactions';
import { formatCents } from '@/lib/money/cents';
import { TransactionTime } from './transaction-history-time';

/** Spec section 2: credits green with a leading '+', charges red with their '-'. */
export function SignedAmount({ cents }: { cents: number }) {
  const tone = cents > 0 ? 'text-green-700' : cents < 0 ? 'text-red-700' : 'text-slate-700';
  return (
    <span className={`whitespace-nowrap font-semibold tabular-nums ${tone}`}>
      {cents > 0 ? '+' : ''}
      {formatCents(cents)}
    </span>
  );
}

/**
 * The user's completed transactions, a page at a time. `history` is null when they could not be
 * loaded; `pageHref` gives the link to another page of them.
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
      <ul className="divide-y divide-slate-100">
        {rows.map((row) => (
          <li key={row.id} className="flex items-start justify-between gap-4 py-3 first:pt-0">
            <div className="min-w-0">
              <p className="break-words font-medium text-slate-900">{row.label}</p>
              <p className="mt-0.5 text-xs text-slate-500">
                <TransactionTime iso={row.createdAt.toISOString()} />
              </p>
            </div>
            <SignedAmount cents={row.amountCents} />
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <div className="mt-4 flex flex-col items-center gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-between">
          <p className="text-xs text-slate-500">
            Page {page} of {pageCount} · {total} transactions
          </p>
          <PageLinks page={page} pageCount={pageCount} href={pageHref} label="Transaction pages" scroll={false} />
        </div>
      )}
    </div>
  );
}
