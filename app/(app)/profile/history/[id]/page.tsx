import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SignedAmount } from '@/components/billing/transaction-history';
import { TransactionTime } from '@/components/billing/transaction-history-time';
import { PageHeader } from '@/components/ui/page-header';
import { buttonStyles } from '@/components/ui/styles';
import { requireUser } from '@/lib/auth/current-user';
import { cardsText } from '@/lib/billing/list-transactions';
import { getHistoryLine } from '@/lib/billing/get-history-line';
import { formatCents } from '@/lib/money/cents';

export const metadata: Metadata = { title: 'Transaction History' };

/** A line of the Transaction History opened: its ledger rows, one per card charge or refund (decision 046). */
export default async function HistoryLinePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ after?: string }>;
}) {
  const user = await requireUser();
  const [{ id }, { after }] = await Promise.all([params, searchParams]);
  const detail = await getHistoryLine(user.id, id, after);
  if (!detail) notFound();
  const { line, charges, nextAfter } = detail;
  const sameDay = line.firstAt.toDateString() === line.lastAt.toDateString();

  return (
    <>
      <PageHeader
        title={line.label}
        description={
          line.kind === 'single'
            ? undefined
            : `${line.chargeCount.toLocaleString('en-US')} ${line.kind === 'refund' ? 'refunds' : 'charges'} for ${cardsText(line.cardCount)}${sameDay ? '' : ', recorded over more than one day'}. Each row is one entry of your ledger.`
        }
        actions={
          <Link href="/profile?tab=billing" className={buttonStyles.secondary}>
            ← Transaction History
          </Link>
        }
      />
      <section
        aria-labelledby="line-summary"
        className="mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 text-sm shadow-sm sm:grid-cols-3"
      >
        <h2 id="line-summary" className="sr-only">
          Summary
        </h2>
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Total</p>
          <p className="mt-0.5 text-lg">
            <SignedAmount cents={line.amountCents} />
          </p>
        </div>
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Balance after</p>
          <p className="mt-0.5 text-lg tabular-nums text-slate-900">{formatCents(line.balanceAfterCents)}</p>
        </div>
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Recorded</p>
          <p className="mt-0.5 text-slate-900">
            <TransactionTime iso={line.firstAt.toISOString()} />
            {line.lastAt.getTime() !== line.firstAt.getTime() && (
              <>
                {' – '}
                <TransactionTime iso={line.lastAt.toISOString()} />
              </>
            )}
          </p>
        </div>
      </section>
      <section aria-labelledby="line-charges" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="line-charges" className="text-base font-semibold text-slate-900">
          {line.kind === 'refund' ? 'Refunds' : line.kind === 'postcards' ? 'Charges' : 'Entry'}
        </h2>
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {charges.map((charge) => (
            <li key={charge.id} className="flex items-start justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">
                  {charge.recipientName ?? charge.label}
                  {charge.cards > 1 && <span className="font-normal text-slate-600"> · {cardsText(charge.cards)}</span>}
                </p>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-slate-500">
                  <TransactionTime iso={charge.createdAt.toISOString()} />
                  {charge.recipientName && <span>{charge.label}</span>}
                  {charge.orderId && (
                    <Link
                      href={`/orders/${charge.orderId}`}
                      className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline"
                    >
                      Order<span className="sr-only"> to {charge.recipientName ?? 'this recipient'}</span>
                    </Link>
                  )}
                </p>
              </div>
              <SignedAmount cents={charge.amountCents} />
            </li>
          ))}
        </ul>
        {(after || nextAfter) && (
          <nav aria-label="Charge pages" className="mt-4 flex gap-2 border-t border-slate-100 pt-4">
            {after && (
              <Link href={`/profile/history/${line.id}`} className={buttonStyles.secondary}>
                First
              </Link>
            )}
            {nextAfter && (
              <Link href={`/profile/history/${line.id}?after=${nextAfter}`} className={buttonStyles.secondary}>
                Next
              </Link>
            )}
          </nav>
        )}
      </section>
    </>
  );
}
