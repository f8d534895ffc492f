import { formatPhoneNumber, statusLabel } from './phone-format';
import { PhoneRowActions } from './phone-row-actions';
import { MobileLabel, tableStyles as t } from './table-parts';
import { TrackingTime } from './tracking-time';
import type { PhoneNumberView } from './types';

/** The Phone tab's table: Name, Phone Number, Created, Last Call, Calls, Status, Actions. */
export function PhoneTable({ rows }: { rows: PhoneNumberView[] }) {
  return (
    <div className={t.wrapper}>
      <div className={t.scroller}>
        <table className={t.table}>
          <caption className="sr-only">Tracking phone numbers</caption>
          <thead className={t.head}>
            <tr>
              <th scope="col" className={t.th}>Name</th>
              <th scope="col" className={t.th}>Phone Number</th>
              <th scope="col" className={t.th}>Created</th>
              <th scope="col" className={t.th}>Last Call</th>
              <th scope="col" className={`${t.th} text-right`}>Calls</th>
              <th scope="col" className={t.th}>Status</th>
              <th scope="col" className={`${t.th} text-right`}>Actions</th>
            </tr>
          </thead>
          <tbody className={t.body}>
            {rows.map((row) => {
              const active = row.status === 'active';
              return (
                <tr key={row.id} className={t.row}>
                  <td className={t.nameCell}>
                    <span className="block break-words sm:min-w-28 sm:max-w-48">{row.name}</span>
                  </td>
                  <td className={`${t.cell} whitespace-nowrap tabular-nums text-slate-900`}>
                    <MobileLabel>Phone Number</MobileLabel>
                    <a href={`tel:${row.phoneNumber}`} className="hover:underline">
                      {formatPhoneNumber(row.phoneNumber)}
                    </a>
                  </td>
                  <td className={`${t.cell} text-slate-700`}>
                    <MobileLabel>Created</MobileLabel>
                    <TrackingTime iso={row.createdAt} />
                  </td>
                  <td className={`${t.cell} text-slate-700`}>
                    <MobileLabel>Last Call</MobileLabel>
                    {row.lastCall ? <TrackingTime iso={row.lastCall} withTime /> : <span className="text-slate-500">Never</span>}
                  </td>
                  <td className={`${t.cell} ${t.numeric} font-semibold text-slate-900`}>
                    <MobileLabel>Calls</MobileLabel>
                    {row.callCount.toLocaleString('en-US')}
                  </td>
                  <td className={t.cell}>
                    <MobileLabel>Status</MobileLabel>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                        active ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800'
                      }`}
                    >
                      {statusLabel(row.status)}
                    </span>
                  </td>
                  <td className={t.actionsCell}>
                    <PhoneRowActions phone={row} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
