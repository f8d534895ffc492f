import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { importReports } from '@/lib/db/schema';
import { isUuid } from '@/lib/validation/uuid';

/** 'Dismiss': the report is gone for good; dismissing one already gone changes nothing and is no error. */
export async function dismissImportReport(userId: string, reportId: string): Promise<void> {
  if (!isUuid(reportId)) return;
  await getDb()
    .delete(importReports)
    .where(and(eq(importReports.id, reportId), eq(importReports.user_id, userId)));
}
