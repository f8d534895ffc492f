import type { TrackingSort } from '@/lib/tracking/tracking-sort';
import { QrRowActions } from './qr-row-actions';
import { CountCell, CreatedCell, LastEventCell, MobileLabel, tableStyles as t } from './table-parts';
import type { TrackingUrlView } from './types';

const ariaSort = (sort: TrackingSort, key: TrackingSort['key']) =>
  sort.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

/** The QR tab's table: Name, Target URL, Created, Last Access, Views, Actions. */
export function QrTable({ rows, sort }: { rows: TrackingUrlView[]; sort: TrackingSort }) {
  return (
    <div className={t.wrapper}>
      <div className={t.scroller}>
        <table className={t.table}>
          <caption className="sr-only">Tracking URLs</caption>
          <thead className={t.head}>
            <tr>
              <th scope="col" className={t.th}>
                Name
              </th>
              <th scope="col" className={t.th}>
                Target URL
              </th>
              <th scope="col" className={t.th} aria-sort={ariaSort(sort, 'date')}>
                Created
              </th>
              <th scope="col" className={t.th}>
                Last Access
              </th>
              <th scope="col" className={`${t.th} text-right`} aria-sort={ariaSort(sort, 'views')}>
                Views
              </th>
              <th scope="col" className={`${t.th} text-right`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className={t.body}>
            {rows.map((row) => (
              <tr key={row.id} className={t.row}>
                <td className={t.nameCell}>
                  <span className="block max-w-full break-words sm:min-w-28 sm:max-w-48">{row.name}</span>
                  <span className="block font-mono text-xs font-normal text-slate-500">{row.id}</span>
                </td>
                <td className={t.cell}>
                  <MobileLabel>Target URL</MobileLabel>
                  <a
                    href={row.targetUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={row.targetUrl}
                    className="block min-w-0 max-w-[14rem] truncate text-brand-700 hover:underline sm:max-w-44 2xl:max-w-xs"
                  >
                    {row.targetUrl}
                  </a>
                </td>
                <CreatedCell iso={row.createdAt} />
                <LastEventCell label="Last Access" iso={row.lastAccessed} />
                <CountCell label="Views" count={row.accessCount} />
                <td className={t.actionsCell}>
                  <QrRowActions link={{ id: row.id, name: row.name, shortUrl: row.shortUrl }} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
