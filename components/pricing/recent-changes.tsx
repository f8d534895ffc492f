import { TransactionTime } from '@/components/billing/transaction-history-time';
import type { PricingChangeEntry } from '@/lib/pricing/list-pricing-changes';

/** The latest pricing changes: what, who, when. The answer to "why did my price change?" */
export function RecentChanges({ changes }: { changes: PricingChangeEntry[] }) {
  if (!changes.length) return <p className="px-5 py-4 text-sm text-slate-600">No pricing changes yet.</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {changes.map((change) => (
        <li
          key={change.id}
          className="flex flex-col gap-0.5 px-5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
        >
          <p className="text-sm font-medium break-words text-slate-900">{change.summary}</p>
          <p className="shrink-0 text-xs text-slate-600">
            {change.by} · <TransactionTime iso={change.at} />
          </p>
        </li>
      ))}
    </ol>
  );
}
