import 'server-only';
import { getDb } from '@/lib/db/client';
import { importReports, type ImportMapping } from '@/lib/db/schema';
import { importContacts } from './import-contacts';
import type { ImportReportView } from './import-report-view';

export type CsvImportInput = { headers: string[]; rows: string[][]; mapping: ImportMapping };

/** The row checks' mapping (Bulk Send's) and each row's line 2, from an import's mapping. */
export function splitMapping(rows: string[][], mapping: ImportMapping) {
  const column = mapping.address2;
  return {
    mapping: { fields: mapping.fields, customValues: mapping.customValues },
    address2: rows.map((row) => (column === null ? undefined : row[column]?.trim() || undefined)),
  };
}

/**
 * 'Import CSV': the rows imported, then what is left to do — refused rows and rows repeated in
 * the file — kept as the list's import report until the user dismisses it (decision 049), so it
 * is still there after Done, a reload or another day. A clean import keeps nothing.
 */
export async function importCsv(userId: string, listId: string, input: CsvImportInput): Promise<ImportReportView> {
  const outcome = await importContacts(userId, listId, {
    rows: input.rows,
    ...splitMapping(input.rows, input.mapping),
  });
  const rejected = outcome.invalid.map(({ index, message }) => ({ index, cells: input.rows[index], message }));
  const view = {
    listId,
    headers: input.headers,
    mapping: input.mapping,
    added: outcome.added,
    alreadyInList: outcome.duplicates,
    rejected,
    repeated: outcome.repeated,
  };
  if (!rejected.length && !outcome.repeated.length) return { ...view, id: null, createdAt: new Date().toISOString() };
  const [saved] = await getDb()
    .insert(importReports)
    .values({
      user_id: userId,
      list_id: listId,
      headers: input.headers,
      mapping: input.mapping,
      rejected,
      repeated: outcome.repeated,
      added: outcome.added,
      already_in_list: outcome.duplicates,
    })
    .returning({ id: importReports.id, createdAt: importReports.created_at });
  return { ...view, id: saved.id, createdAt: saved.createdAt.toISOString() };
}
