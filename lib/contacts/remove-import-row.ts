import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { importReports } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { IMPORT_REPORT_MESSAGES } from '@/lib/validation/contacts-messages';
import { isUuid } from '@/lib/validation/uuid';
import { reportView } from './get-import-reports';
import type { ImportReportView } from './import-report-view';

/**
 * One row taken off a report (a refused row not worth fixing, a repeat seen): one statement that
 * filters the JSON arrays in place, so a retry running at once keeps its own changes.
 */
export async function removeImportRow(userId: string, reportId: string, index: number): Promise<ImportReportView> {
  if (!isUuid(reportId)) throw new UserFacingError(IMPORT_REPORT_MESSAGES.notFound);
  const keep = (column: typeof importReports.rejected | typeof importReports.repeated) =>
    sql`coalesce((select jsonb_agg(r) from jsonb_array_elements(${column}) r where (r ->> 'index')::int <> ${index}), '[]'::jsonb)`;
  const [row] = await getDb()
    .update(importReports)
    .set({ rejected: keep(importReports.rejected), repeated: keep(importReports.repeated) })
    .where(and(eq(importReports.id, reportId), eq(importReports.user_id, userId)))
    .returning();
  if (!row) throw new UserFacingError(IMPORT_REPORT_MESSAGES.notFound);
  return reportView(row);
}
