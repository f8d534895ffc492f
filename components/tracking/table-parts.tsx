import { TrackingTime } from './tracking-time';

/**
 * A table that is a table from the sm breakpoint up and a list of cards below it: on a phone
 * each row is a card whose cells show their column name on the left (`MobileLabel`).
 */
export const tableStyles = {
  wrapper: 'overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm',
  scroller: 'sm:overflow-x-auto',
  table: 'block w-full text-sm sm:table',
  head: 'hidden bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 sm:table-header-group',
  th: 'px-3 py-3 whitespace-nowrap first:pl-4 last:pr-4',
  body: 'block divide-y divide-slate-100 sm:table-row-group',
  row: 'block space-y-1.5 p-4 sm:table-row sm:space-y-0 sm:p-0 sm:hover:bg-slate-50/60',
  cell: 'flex items-baseline justify-between gap-4 sm:table-cell sm:px-3 sm:py-3 sm:align-middle',
  nameCell: 'block font-semibold text-slate-900 sm:table-cell sm:py-3 sm:pl-4 sm:pr-3 sm:align-middle',
  actionsCell: 'block pt-2 sm:table-cell sm:py-2 sm:pl-3 sm:pr-4 sm:align-middle',
  numeric: 'tabular-nums sm:text-right',
};

export function MobileLabel({ children }: { children: React.ReactNode }) {
  return (
    <span aria-hidden="true" className="shrink-0 text-xs font-medium text-slate-500 sm:hidden">
      {children}
    </span>
  );
}

/** The Created column of both tables. */
export function CreatedCell({ iso }: { iso: string }) {
  return (
    <td className={`${tableStyles.cell} text-slate-700`}>
      <MobileLabel>Created</MobileLabel>
      <TrackingTime iso={iso} />
    </td>
  );
}

/** Last Access / Last Call: date and time, or 'Never'. */
export function LastEventCell({ label, iso }: { label: string; iso: string | null }) {
  return (
    <td className={`${tableStyles.cell} text-slate-700`}>
      <MobileLabel>{label}</MobileLabel>
      {iso ? <TrackingTime iso={iso} withTime /> : <span className="text-slate-500">Never</span>}
    </td>
  );
}

/** Views / Calls, with locale grouping. */
export function CountCell({ label, count }: { label: string; count: number }) {
  return (
    <td className={`${tableStyles.cell} ${tableStyles.numeric} font-semibold text-slate-900`}>
      <MobileLabel>{label}</MobileLabel>
      {count.toLocaleString('en-US')}
    </td>
  );
}
