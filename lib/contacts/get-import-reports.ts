import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { importReports } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { IMPORT_REPORT_MESSAGES } from '@/lib/validation/contacts-messages';
import { isUuid } from '@/lib/validation/uuid';
import type { ImportReportView } from './import-report-view';

/** Open reports a list page shows at most; more stay kept and show as the newer ones are dismissed. */
export const MAX_OPEN_REPORTS = 5;

type Row = typeof importReports.$inferSelect;

export const reportView = (row: Row): ImportReportView => ({
  id: row.id,
  listId: row.list_id,
  headers: row.headers,
  mapping: row.mapping,
  added: row.added,
  alreadyInList: row.already_in_list,
  rejected: row.rejected,
  repeated: row.repeated,
  createdAt: row.created_at.toISOString(),
});

/** A list's open import reports, newest first (import_reports_list_created_idx); the owner connection, by user_id. */
export async function getImportReports(userId: string, listId: string): Promise<ImportReportView[]> {
  const rows = await getDb()
    .select()
    .from(importReports)
    .where(and(eq(importReports.list_id, listId), eq(importReports.user_id, userId)))
    .orderBy(desc(importReports.created_at))
    .limit(MAX_OPEN_REPORTS);
  return rows.map(reportView);
}

/** One of the user's reports, or "This import report was dismissed" (gone, or another user's). */
export async function getImportReport(userId: string, reportId: string): Promise<Row> {
  if (!isUuid(reportId)) throw new UserFacingError(IMPORT_REPORT_MESSAGES.notFound);
  const [row] = await getDb()
    .select()
    .from(importReports)
    .where(and(eq(importReports.id, reportId), eq(importReports.user_id, userId)));
  if (!row) throw new UserFacingError(IMPORT_REPORT_MESSAGES.notFound);
  return row;
}
