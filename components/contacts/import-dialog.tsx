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
import { guessColumnMapping, type ColumnMapping } from '@/lib/bulk/parse-recipients-csv';
import {
  extraColumnProblems,
  guessExtraColumns,
  importMapping,
  projectImport,
  type ExtraColumn,
} from '@/lib/contacts/import-columns';
import type { ImportReportView } from '@/lib/contacts/import-report-view';
import { IDLE_FORM_STATE, orSay } from '@/lib/forms/form-state';
import { CONTACT_MESSAGES, MAX_IMPORT_CONTACTS } from '@/lib/validation/contacts-messages';
import { ImportExtraColumns } from './import-extra-columns';
import { ImportPreview } from './import-preview';
import { ImportReportPanel } from './import-report-panel';

const rules = lazyRules(() =>
  import('@/lib/validation/mapped-rows-form').then((m) => validateWith(m.ImportFormSchema)),
);
const importAction = orSay(importContactsFormAction, CONTACT_MESSAGES.importFailed);

/**
 * 'Import CSV' into a list: the file, its columns mapped with Bulk Send's mapper (and the other
 * columns kept as line 2 or custom values), a preview of the first rows as mapped, then every
 * row checked on the server. The report (ImportReportPanel) is the dialog's second step; what it
 * leaves to do is kept with the list until dismissed. `initialReport` reopens a kept one.
 */
export function ImportDialog({
  listId,
  listName,
  onClose,
  onImported,
  initialReport = null,
}: {
  listId: string;
  listName: string;
  onClose: () => void;
  onImported: () => void;
  initialReport?: ImportReportView | null;
}) {
  const [file, setFile] = useState<ChosenCsv | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [extras, setExtras] = useState<Record<number, ExtraColumn>>({});
  const [report, setReport] = useState<ImportReportView | null>(initialReport);
  const [state, formAction] = useActionState(importAction, IDLE_FORM_STATE);
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state, rules);
  useOnActionSuccess(state, () => {
    if (!state.data) return;
    setReport(state.data);
    onImported();
  });
  // The other columns are those the first guess left free; one a field takes later drops out.
  const others = useMemo(() => {
    const used = new Set(Object.values(mapping?.fields ?? {}));
    return Object.fromEntries(Object.entries(extras).filter(([column]) => !used.has(Number(column))));
  }, [extras, mapping]);
  const problems = useMemo(() => extraColumnProblems(others), [others]);
  const full = useMemo(() => (mapping ? importMapping(mapping, others) : null), [mapping, others]);
  // What 'Import' posts: the mapped columns only, with their headers for the report's download.
  const mappedRows = useMemo(
    () => (file && full ? JSON.stringify(projectImport(file.headers, file.rows, full)) : ''),
    [file, full],
  );

  return (
    <Dialog
      title={`Import CSV into ${listName}`}
      onClose={onClose}
      size="lg"
      dirty={!!file && !report}
      step={report ? 'report' : 'file'}
    >
      {report ? (
        <ImportReportPanel
          report={report}
          onChange={(next) => {
            onImported();
            if (next) setReport(next);
            else onClose();
          }}
          onDone={onClose}
        />
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
              const guessed = read && guessColumnMapping(read.headers, []);
              setMapping(guessed);
              setExtras(read && guessed ? guessExtraColumns(read.headers, guessed) : {});
            }}
          />
          {file && mapping && full && (
            <>
              <ColumnMapper
                idPrefix="import"
                headers={file.headers}
                mapping={mapping}
                customValues={[]}
                hint="Which column of the file holds each field."
                errorFor={errorFor}
                onChange={setMapping}
              />
              <ImportExtraColumns
                headers={file.headers}
                extras={others}
                problems={problems}
                onChange={(next) => setExtras({ ...extras, ...next })}
              />
              <ImportPreview rows={file.rows} mapping={full} />
            </>
          )}
          <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
            <button type="button" onClick={onClose} className={buttonStyles.secondary}>
              Cancel
            </button>
            <SubmitButton
              label="Import"
              pendingLabel="Importing..."
              disabled={!file || Object.keys(problems).length > 0}
            />
          </div>
        </form>
      )}
    </Dialog>
  );
}
