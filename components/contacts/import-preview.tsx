'use client';

import { BULK_FIELD_LABELS, REQUIRED_BULK_FIELDS } from '@/lib/bulk/parse-recipients-csv';
import type { ImportMapping } from '@/lib/db/schema';

export const PREVIEW_ROWS = 3;

/**
 * The first rows as they will be imported (issue 35): each field and kept column read through
 * the mapping chosen, so a wrong column shows before anything is looked up or written.
 */
export function ImportPreview({ rows, mapping }: { rows: string[][]; mapping: ImportMapping }) {
  const columns = [
    ...REQUIRED_BULK_FIELDS.map((field) => ({ label: BULK_FIELD_LABELS[field], column: mapping.fields[field] })),
    ...(mapping.address2 === null ? [] : [{ label: BULK_FIELD_LABELS.address_2, column: mapping.address2 }]),
    ...Object.entries(mapping.customValues).map(([key, column]) => ({ label: `{{${key}}}`, column })),
  ];
  const shown = rows.slice(0, PREVIEW_ROWS);
  return (
    <section aria-labelledby="import-preview-title" className="space-y-2">
      <h3 id="import-preview-title" className="text-sm font-semibold text-slate-900">
        Preview: the first {shown.length === 1 ? 'row' : `${shown.length} rows`} as they will be imported
      </h3>
      {/* A phone reads each row as one line; a wider screen gets the table. */}
      <ul className="space-y-1 rounded-lg border border-slate-200 p-2 text-sm text-slate-800 sm:hidden">
        {shown.map((row, i) => (
          <li key={i} className="break-words">
            {columns
              .filter((c) => c.column !== null && row[c.column])
              .map((c) => `${c.label}: ${row[c.column!]}`)
              .join(' · ')}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 sm:block">
        <table className="min-w-full text-left text-sm" data-testid="import-preview">
          <thead className="bg-slate-50 text-xs text-slate-700">
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((row, i) => (
              <tr key={i}>
                {columns.map((c) => (
                  <td key={c.label} className="px-3 py-2 break-words text-slate-800">
                    {c.column === null ? <span className="text-slate-500">—</span> : (row[c.column] ?? '')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
