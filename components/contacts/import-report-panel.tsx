'use client';

import { useState, useTransition } from 'react';
import { dismissImportReportAction, removeImportRowAction, retryImportRowsAction } from '@/actions/contacts';
import { downloadCsv } from '@/components/bulk/download-csv';
import { BulkFixRows } from '@/components/campaigns/bulk-fix-rows';
import { callAction as call } from '@/components/campaigns/call-action';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';
import { actionError } from '@/lib/actions/action-error';
import { rowsWithErrorsCsv, type BulkField } from '@/lib/bulk/parse-recipients-csv';
import type { ImportReportView } from '@/lib/contacts/import-report-view';
import { CONTACT_MESSAGES, IMPORT_REPORT_MESSAGES } from '@/lib/validation/contacts-messages';
import { plural } from '@/lib/text/plural';
import { RowSuggestions } from './row-suggestions';

/** The report's first line: every outcome counted, each kind apart. */
export function reportSummary(report: ImportReportView): string {
  return [
    `${plural(report.added, 'contact')} added`,
    `${plural(report.alreadyInList, 'contact')} already in the list`,
    `${plural(report.repeated.length, 'row')} repeated in the file`,
    `${plural(report.rejected.length, 'row')} not imported`,
  ].join(' · ');
}

/**
 * An import's report (issue 35), in the dialog after Import and reopened from the list page: the
 * refused rows editable in place (Bulk Send's BulkFixRows) with address suggestions, imported
 * again, removed one by one or downloaded with an Error column; the rows repeated in the file
 * named with the row they repeat. The report is kept on the server until Dismiss.
 */
export function ImportReportPanel({
  report,
  onChange,
  onDone,
}: {
  report: ImportReportView;
  onChange: (report: ImportReportView | null) => void;
  onDone: () => void;
}) {
  const [edits, setEdits] = useState<Record<number, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const cellsOf = (index: number) => edits[index] ?? report.rejected.find((r) => r.index === index)?.cells ?? [];
  // Line 2 is its own column of the import's mapping; here it is one more field to fix.
  const fields = { ...report.mapping.fields, address_2: report.mapping.address2 };
  const cell = (index: number, field: BulkField) => {
    const column = fields[field];
    return column === null ? '' : (cellsOf(index)[column] ?? '');
  };
  const setCells = (index: number, values: Partial<Record<BulkField, string>>) => {
    const next = [...cellsOf(index)];
    for (const [field, value] of Object.entries(values)) {
      const column = fields[field as BulkField];
      if (column !== null) next[column] = value;
    }
    setEdits((all) => ({ ...all, [index]: next }));
  };

  function run<T>(work: () => Promise<{ ok: true; data: T } | { ok: false; error: string }>, then: (data: T) => void) {
    setError(null);
    start(async () => {
      const result = await call(work, IMPORT_REPORT_MESSAGES.updateFailed);
      if (!result.ok) return setError(actionError(result));
      then(result.data);
    });
  }
  const id = report.id;
  const retry = () =>
    id &&
    run(
      () =>
        retryImportRowsAction({
          reportId: id,
          rows: report.rejected.map((row) => ({ index: row.index, cells: cellsOf(row.index) })),
        }),
      (next) => {
        setEdits({});
        onChange(next);
      },
    );
  const remove = (index: number) => id && run(() => removeImportRowAction({ reportId: id, index }), onChange);
  const dismiss = () =>
    id
      ? run(
          () => dismissImportReportAction({ reportId: id }),
          () => onChange(null),
        )
      : onChange(null);
  const download = () => {
    const rows: string[][] = [];
    for (const row of report.rejected) rows[row.index] = cellsOf(row.index);
    const errors = new Map(report.rejected.map((row) => [row.index, row.message] as const));
    downloadCsv(rowsWithErrorsCsv(report.headers, rows, errors), 'inkpost-import-rows-with-errors.csv');
  };
  const removeButton = (index: number, label: string) => (
    <button type="button" onClick={() => remove(index)} disabled={pending} className={buttonStyles.ghost}>
      Remove {label}
    </button>
  );

  return (
    <div className="space-y-4">
      <p role="status" className="text-sm font-medium text-slate-900" data-testid="import-report">
        {reportSummary(report)}
      </p>
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      {report.rejected.length > 0 && (
        <BulkFixRows
          idPrefix="import-fix"
          bad={report.rejected.map((row) => ({ index: row.index, error: row.message }))}
          cell={cell}
          unitMapped={report.mapping.address2 !== null}
          onFix={(index, field, value) => setCells(index, { [field]: value })}
          onCheckAgain={retry}
          onDownloadErrors={download}
          pending={pending}
          checkLabel="Import fixed rows"
          pendingLabel="Importing..."
          rowActions={(index) => (
            <div className="flex flex-wrap items-start justify-between gap-2">
              <RowSuggestions
                id={`import-fix-${index}-suggest`}
                query={[cell(index, 'address_1'), cell(index, 'city'), cell(index, 'state')].filter(Boolean).join(', ')}
                onPick={(address) =>
                  setCells(index, {
                    address_1: `${address.street_number} ${address.route}`,
                    city: address.locality,
                    state: address.administrative_area_level_1,
                    zip: address.postal_code,
                  })
                }
              />
              {removeButton(index, `row ${index + 1}`)}
            </div>
          )}
        />
      )}
      {report.repeated.length > 0 && (
        <section aria-labelledby="import-repeated" className="rounded-lg border border-amber-200 p-3 text-sm">
          <h3 id="import-repeated" className="mb-2 font-semibold text-slate-900">
            Repeated in the file (not imported)
          </h3>
          <ul className="space-y-1">
            {report.repeated.map((row) => (
              <li key={row.index} className="flex flex-wrap items-center justify-between gap-2 text-amber-900">
                <span>
                  Row {row.index + 1}
                  {row.name ? ` (${row.name})` : ''}: {IMPORT_REPORT_MESSAGES.repeatedRow(row.firstIndex)}
                </span>
                {removeButton(row.index, `row ${row.index + 1}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        {report.id && (
          <button type="button" className={buttonStyles.secondary} onClick={dismiss} disabled={pending}>
            Dismiss report
          </button>
        )}
        <button type="button" className={buttonStyles.primary} onClick={onDone}>
          Done
        </button>
      </div>
      {report.id && <p className="text-xs text-slate-600">{CONTACT_MESSAGES.reportKept}</p>}
    </div>
  );
}
