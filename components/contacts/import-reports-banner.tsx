'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { dismissImportReportAction } from '@/actions/contacts';
import { callAction as call } from '@/components/campaigns/call-action';
import { TransactionTime } from '@/components/billing/transaction-history-time';
import { ErrorBox } from '@/components/ui/error-box';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { buttonStyles } from '@/components/ui/styles';
import { actionError } from '@/lib/actions/action-error';
import type { ImportReportView } from '@/lib/contacts/import-report-view';
import { IMPORT_REPORT_MESSAGES } from '@/lib/validation/contacts-messages';
import { plural } from '@/lib/text/plural';

const ImportDialog = lazyLayer(() => import('./import-dialog').then((m) => m.ImportDialog));

/**
 * A list's kept import reports (issue 35): what each import left to do, reopened with Review
 * (the import dialog's report step: fix, remove, download) until Dismiss.
 */
export function ImportReportsBanner({
  listId,
  listName,
  reports,
}: {
  listId: string;
  listName: string;
  reports: ImportReportView[];
}) {
  const router = useRouter();
  const [open, setOpen] = useState<ImportReportView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  if (!reports.length) return null;
  const dismiss = (reportId: string) => {
    setError(null);
    start(async () => {
      const result = await call(() => dismissImportReportAction({ reportId }), IMPORT_REPORT_MESSAGES.updateFailed);
      if (!result.ok) return setError(actionError(result));
      router.refresh();
    });
  };
  return (
    <section aria-label="Import reports" className="mb-4 space-y-2">
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      {reports.map((report) => (
        <div
          key={report.id}
          data-testid="kept-import-report"
          className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-amber-900" id={`import-report-${report.id}`}>
            {/* UTC on the server, local time once in the browser, without a hydration mismatch. */}
            <span className="font-semibold">
              Import of <TransactionTime iso={report.createdAt} />:
            </span>{' '}
            {[
              report.rejected.length ? `${plural(report.rejected.length, 'row')} not imported` : null,
              report.repeated.length ? `${plural(report.repeated.length, 'row')} repeated in the file` : null,
            ]
              .filter(Boolean)
              .join(' · ') || 'every row is done'}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => setOpen(report)}
              aria-describedby={`import-report-${report.id}`}
            >
              Review
            </button>
            <button
              type="button"
              className={buttonStyles.ghost}
              disabled={pending}
              onClick={() => dismiss(report.id!)}
              aria-describedby={`import-report-${report.id}`}
            >
              Dismiss
            </button>
          </div>
        </div>
      ))}
      {open && (
        <ImportDialog
          listId={listId}
          listName={listName}
          initialReport={open}
          onClose={() => {
            setOpen(null);
            router.refresh();
          }}
          onImported={() => router.refresh()}
        />
      )}
    </section>
  );
}
