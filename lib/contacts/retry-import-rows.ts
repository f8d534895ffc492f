import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { importReports } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { IMPORT_REPORT_MESSAGES } from '@/lib/validation/contacts-messages';
import { getImportReport, reportView } from './get-import-reports';
import { splitMapping } from './import-csv';
import { importContacts } from './import-contacts';
import type { ImportReportView } from './import-report-view';

export type RowFix = { index: number; cells: string[] };

/**
 * Refused rows of a report, corrected in place, checked and imported again (issue 35): each one
 * added (or found in the list already) leaves the report; each still refused stays with its new
 * cells and its new reason. A fix for a row the report no longer holds changes nothing.
 */
export async function retryImportRows(userId: string, reportId: string, fixes: RowFix[]): Promise<ImportReportView> {
  const report = await getImportReport(userId, reportId);
  const held = new Set(report.rejected.map((row) => row.index));
  const width = report.headers.length;
  const retried = fixes.filter((fix) => held.has(fix.index) && fix.cells.length === width);
  if (!retried.length) throw new UserFacingError(IMPORT_REPORT_MESSAGES.nothingToRetry);
  const rows = retried.map((fix) => fix.cells);
  const outcome = await importContacts(userId, report.list_id, {
    rows,
    ...splitMapping(rows, report.mapping),
    indexes: retried.map((fix) => fix.index),
  });
  const done = new Set([...outcome.addedIndexes, ...outcome.inListIndexes]);
  const cellsOf = new Map(retried.map((fix) => [fix.index, fix.cells]));
  const messageOf = new Map(outcome.invalid.map((row) => [row.index, row.message]));
  const repeatOf = new Map(outcome.repeated.map((row) => [row.index, row]));
  // The report as it is now, locked: a removal or another retry in between is kept.
  const updated = await getDb().transaction(async (tx) => {
    const [now] = await tx.select().from(importReports).where(eq(importReports.id, report.id)).for('update');
    if (!now) throw new UserFacingError(IMPORT_REPORT_MESSAGES.notFound);
    const rejected = now.rejected.flatMap((row) => {
      if (done.has(row.index) || repeatOf.has(row.index)) return [];
      const message = messageOf.get(row.index);
      return message ? [{ index: row.index, cells: cellsOf.get(row.index)!, message }] : [row];
    });
    const [row] = await tx
      .update(importReports)
      .set({
        rejected,
        repeated: [...now.repeated, ...repeatOf.values()].sort((a, b) => a.index - b.index),
        added: now.added + outcome.added,
        already_in_list: now.already_in_list + outcome.duplicates,
      })
      .where(eq(importReports.id, report.id))
      .returning();
    return row;
  });
  return reportView(updated);
}
