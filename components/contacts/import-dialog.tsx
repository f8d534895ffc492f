'use client';

import { useActionState, useMemo, useState } from 'react';
import { importContactsFormAction } from '@/actions/contacts';
import { ColumnMapper } from '@/components/bulk/column-mapper';
import { CsvFileField, type ChosenCsv } from '@/components/bulk/csv-file-field';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { SubmitButton } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { useOnActionSuccess } from '@/components/ui/use-on-action-success';
import { MAPPED_ROWS_FIELD } from '@/lib/bulk/mapped-rows-fields';
import { IDLE_FORM_STATE, orSay } from '@/lib/forms/form-state';
import { guessColumnMapping, projectRows, type ColumnMapping } from '@/lib/bulk/parse-recipients-csv';
import { CONTACT_MESSAGES, MAX_IMPORT_CONTACTS, type ImportReport } from '@/lib/validation/contacts-messages';
import { plural } from '@/lib/text/plural';

const rules = lazyRules(() =>
  import('@/lib/validation/mapped-rows-form').then((m) => validateWith(m.ImportFormSchema)),
);
const importAction = orSay(importContactsFormAction, CONTACT_MESSAGES.importFailed);

/**
 * 'Import CSV' into a list: the file, its columns mapped with Bulk Send's mapper, then every row
 * checked on the server; the report says how many were added, how many the list already had, and
 * each refused row with its reason. A `<form action>`: the file's and each required column's
 * error stand beside them.
 */
export function ImportDialog({
  listId,
  listName,
  onClose,
  onImported,
}: {
  listId: string;
  listName: string;
  onClose: () => void;
  onImported: () => void;
}) {
  const [file, setFile] = useState<ChosenCsv | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  // A file that cannot be read: said beside the file field, checked in the browser only.
  const [state, formAction] = useActionState(importAction, IDLE_FORM_STATE);
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state, rules);
  useOnActionSuccess(state, () => {
    if (!state.data) return;
    setReport(state.data);
    onImported();
  });
  // What 'Import' posts: the mapped columns only.
  const mappedRows = useMemo(
    () => (file && mapping ? JSON.stringify(projectRows(file.rows, mapping)) : ''),
    [file, mapping],
  );

  const nameOf = (index: number) => {
    const column = mapping?.fields.name;
    return column === null || column === undefined ? '' : (file?.rows[index]?.[column] ?? '');
  };

  return (
    <Dialog
      title={`Import CSV into ${listName}`}
      onClose={onClose}
      size="lg"
      dirty={!!file && !report}
      step={report ? 'report' : 'file'}
    >
      {report ? (
        <div className="space-y-4">
          <p role="status" className="text-sm font-medium text-slate-900" data-testid="import-report">
            {plural(report.added, 'contact')} added · {plural(report.duplicates, 'duplicate')} already in the list ·{' '}
            {plural(report.invalid.length, 'invalid row')}
          </p>
          {report.invalid.length > 0 && (
            <section aria-labelledby="import-invalid" className="rounded-lg border border-red-200 p-3 text-sm">
              <h3 id="import-invalid" className="mb-2 font-semibold text-slate-900">
                Not imported
              </h3>
              <ul className="max-h-64 space-y-1 overflow-y-auto">
                {report.invalid.map((row) => (
                  <li key={row.index} className="text-red-800">
                    Row {row.index + 1}
                    {nameOf(row.index) ? ` (${nameOf(row.index)})` : ''}: {row.message}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="flex justify-end border-t border-slate-200 pt-4">
            <button type="button" className={buttonStyles.primary} onClick={onClose}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form action={formAction} {...formProps} className="space-y-5">
          {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
          <input type="hidden" name="listId" value={listId} />
          <input type="hidden" name={MAPPED_ROWS_FIELD} value={mappedRows} />
          <CsvFileField
            id="import-file"
            hint={`One contact per row, at most ${MAX_IMPORT_CONTACTS}. The first row names the columns. Each address is validated; one the list already has is skipped.`}
            file={file}
            tooManyRows={CONTACT_MESSAGES.tooManyContacts}
            onRead={(read) => {
              setFile(read);
              setMapping(read && guessColumnMapping(read.headers, []));
            }}
          />
          {file && mapping && (
            <ColumnMapper
              idPrefix="import"
              headers={file.headers}
              mapping={mapping}
              customValues={[]}
              hint="Which column of the file holds each field."
              errorFor={errorFor}
              onChange={setMapping}
            />
          )}
          <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
            <button type="button" onClick={onClose} className={buttonStyles.secondary}>
              Cancel
            </button>
            <SubmitButton label="Import" pendingLabel="Importing..." disabled={!file} />
          </div>
        </form>
      )}
    </Dialog>
  );
}
