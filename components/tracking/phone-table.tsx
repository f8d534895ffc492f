import { formatPhoneNumber } from '@/lib/phones/format-phone-number';
import { statusLabel } from './phone-format';
import { PhoneRowActions } from './phone-row-actions';
import { CountCell, CreatedCell, LastEventCell, MobileLabel, tableStyles as t } from './table-parts';
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
              <th scope="col" className={t.th}>
                Name
              </th>
              <th scope="col" className={t.th}>
                Phone Number
              </th>
              <th scope="col" className={t.th}>
                Created
              </th>
              <th scope="col" className={t.th}>
                Last Call
              </th>
              <th scope="col" className={`${t.th} text-right`}>
                Calls
              </th>
              <th scope="col" className={t.th}>
                Status
              </th>
              <th scope="col" className={`${t.th} text-right`}>
                Actions
              </th>
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
                  <CreatedCell iso={row.createdAt} />
                  <LastEventCell label="Last Call" iso={row.lastCall} />
                  <CountCell label="Calls" count={row.callCount} />
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
