import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PrintButton } from '@/components/billing/print-button';
import { buttonStyles } from '@/components/ui/styles';
import { requireUser } from '@/lib/auth/current-user';
import { businessIdentity } from '@/lib/billing/business-identity';
import { getReceipt } from '@/lib/billing/get-receipt';
import { formatCents } from '@/lib/money/cents';

export const metadata: Metadata = { title: 'Receipt', robots: { index: false } };

const dateText = (date: Date) =>
  date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });

/**
 * The receipt of a card payment (decision 046): a document of its own, outside the app's frame,
 * so it prints as it shows — no navigation on paper, and on screen only a way back and Print.
 */
export default async function ReceiptPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const { id } = await params;
  const receipt = await getReceipt(user.id, id);
  if (!receipt) notFound();
  const business = businessIdentity();

  return (
    <div className="min-h-full bg-slate-100 px-4 py-6 sm:py-10 print:bg-white print:p-0">
      <nav
        aria-label="Receipt actions"
        className="mx-auto mb-4 flex max-w-2xl flex-wrap justify-between gap-2 print:hidden"
      >
        <Link href="/profile?tab=billing" className={buttonStyles.secondary}>
          ← Transaction History
        </Link>
        <PrintButton />
      </nav>
      <main className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-700 shadow-sm sm:p-10 print:max-w-none print:border-0 print:p-0 print:shadow-none">
        <header className="flex flex-col gap-4 border-b border-slate-200 pb-6 sm:flex-row sm:justify-between">
          <div>
            <p className="text-lg font-semibold text-slate-900">{business.name}</p>
            <address className="mt-1 not-italic leading-relaxed">
              {business.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            {business.sample && (
              <p className="mt-2 rounded bg-amber-50 px-2 py-1 text-xs text-amber-900 ring-1 ring-amber-200">
                Sample business details (sandbox): the operator sets INKPOST_BUSINESS_NAME and INKPOST_BUSINESS_ADDRESS.
              </p>
            )}
          </div>
          <div className="sm:text-right">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Receipt</h1>
            <p className="mt-1 break-all text-xs text-slate-500">No. {receipt.id}</p>
          </div>
        </header>
        <dl className="grid gap-4 border-b border-slate-200 py-6 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Date</dt>
            <dd className="mt-0.5 text-slate-900">
              <time dateTime={receipt.createdAt.toISOString()}>{dateText(receipt.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Paid by</dt>
            <dd className="mt-0.5 text-slate-900">
              {receipt.cardLast4
                ? `Card ending in ${receipt.cardLast4}`
                : 'Card on file (the provider did not give its last 4)'}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Billed to</dt>
            <dd className="mt-0.5 break-words text-slate-900">
              {receipt.customerName}
              <span className="block text-slate-600">{receipt.customerEmail}</span>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Payment</dt>
            <dd className="mt-0.5 text-slate-900">{receipt.title}</dd>
          </div>
        </dl>
        <table className="mt-6 w-full text-left">
          <caption className="sr-only">What the payment was for</caption>
          <thead>
            <tr className="text-xs uppercase tracking-wide text-slate-500">
              <th scope="col" className="pb-2 font-medium">
                Description
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-slate-100">
              <td className="py-3 pr-4 text-slate-900">{receipt.paidFor}</td>
              <td className="py-3 text-right tabular-nums text-slate-900">{formatCents(receipt.amountCents)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300">
              <th scope="row" className="pt-3 font-semibold text-slate-900">
                Total paid (USD)
              </th>
              <td className="pt-3 text-right text-lg font-semibold tabular-nums text-slate-900">
                {formatCents(receipt.amountCents)}
              </td>
            </tr>
          </tfoot>
        </table>
        <p className="mt-8 text-xs text-slate-500">
          Prepaid balance for postcards sent with Inkpost. Keep this receipt for your records.
        </p>
      </main>
    </div>
  );
}
