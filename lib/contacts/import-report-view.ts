import type { ImportMapping, RejectedRow, RepeatedRow } from '@/lib/db/schema';

/**
 * An import's report as the dialog and the list page show it (decision 049): what was added,
 * what the list already had, the rows refused (with their posted cells, to fix in place or
 * download) and the rows repeated inside the file. `id` is null when nothing was left to do, so
 * nothing was kept. Client-safe (type-only imports).
 */
export type ImportReportView = {
  id: string | null;
  listId: string;
  headers: string[];
  mapping: ImportMapping;
  added: number;
  alreadyInList: number;
  rejected: RejectedRow[];
  repeated: RepeatedRow[];
  createdAt: string;
};

export type { ImportMapping, RejectedRow, RepeatedRow };
