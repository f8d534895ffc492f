'use client';

import type { ReactNode } from 'react';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { BULK_FIELD_LABELS, BULK_FIELDS, type BulkField } from '@/lib/bulk/parse-recipients-csv';
import { rowErrorText } from '@/lib/bulk/row-error';

const GRID_WITHOUT_UNIT = 'sm:grid-cols-[1fr_1.4fr_1fr_4rem_5rem]';

/**
 * Refused rows, each editable in place in the file's own cells (decision 034), then checked
 * again, or downloaded with an Error column to fix in a spreadsheet. Bulk Send's, and the
 * contact import's report (issue 35), which names its own button and adds per-row actions
 * (address suggestions, Remove).
 */
export function BulkFixRows(props: {
  bad: { index: number; error?: string; reason?: string }[];
  /** The file's current text of a row's field (corrections included). */
  cell: (index: number, field: BulkField) => string;
  /** The file has a line 2 column: its cell is shown too (an unmapped one has nowhere to go). */
  unitMapped: boolean;
  onFix: (index: number, field: BulkField, value: string) => void;
  onCheckAgain: () => void;
  onDownloadErrors: () => void;
  pending: boolean;
  idPrefix?: string;
  checkLabel?: string;
  pendingLabel?: string;
  /** Shown under a row's fields. */
  rowActions?: (index: number) => ReactNode;
}) {
  const { bad, pending, idPrefix = 'bulk-fix' } = props;
  const fields = BULK_FIELDS.filter((field) => field !== 'address_2' || props.unitMapped);
  return (
    <section aria-labelledby={`${idPrefix}-title`} className="space-y-3 rounded-lg border border-red-200 p-3 text-sm">
      <h3 id={`${idPrefix}-title`} className="font-semibold text-slate-900">
        Fix the {bad.length === 1 ? 'row' : `${bad.length} rows`} with errors
      </h3>
      <p className="text-slate-600">
        Correct {bad.length === 1 ? 'it' : 'them'} here and check again, or download {bad.length === 1 ? 'it' : 'them'}{' '}
        with an Error column to fix in a spreadsheet.
      </p>
      {bad.map((row) => (
        <fieldset key={row.index} className="rounded-md bg-red-50/60 p-2" data-testid={`${idPrefix}-row`}>
          <legend className="px-1 font-medium text-red-800">
            Row {row.index + 1}: {rowErrorText(row)}
          </legend>
          <div className={`grid grid-cols-2 gap-2 ${props.unitMapped ? 'sm:grid-cols-3' : GRID_WITHOUT_UNIT}`}>
            {fields.map((field) => (
              <div key={field} className={field === 'address_1' || field === 'name' ? 'col-span-2 sm:col-span-1' : ''}>
                <label
                  htmlFor={`${idPrefix}-${row.index}-${field}`}
                  className="block text-xs font-medium text-slate-700"
                >
                  {BULK_FIELD_LABELS[field]}
                </label>
                <input
                  id={`${idPrefix}-${row.index}-${field}`}
                  value={props.cell(row.index, field)}
                  onChange={(e) => props.onFix(row.index, field, e.target.value)}
                  maxLength={300}
                  className={fieldStyles.input}
                />
              </div>
            ))}
          </div>
          {props.rowActions?.(row.index)}
        </fieldset>
      ))}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={props.onDownloadErrors} className={buttonStyles.secondary}>
          Download rows with errors (CSV)
        </button>
        <button type="button" onClick={props.onCheckAgain} disabled={pending} className={buttonStyles.secondary}>
          {pending ? (props.pendingLabel ?? 'Checking rows...') : (props.checkLabel ?? 'Check rows again')}
        </button>
      </div>
    </section>
  );
}
