'use client';

import { useState } from 'react';
import { FieldError } from '@/components/ui/field';
import { fieldStyles } from '@/components/ui/styles';
import {
  BULK_MESSAGES,
  MAX_FILE_BYTES,
  decodeCsvBytes,
  parseRecipientsCsv,
  type ParsedCsv,
} from '@/lib/bulk/parse-recipients-csv';
import { plural } from '@/lib/text/plural';

export type ChosenCsv = ParsedCsv & { name: string };

/**
 * The CSV file field of Bulk Send and the contact import: reads the chosen file in the browser
 * (too large, unreadable or malformed: its error under the field) and hands the parsed rows on.
 * `tooManyRows` is the caller's words for a file over its row limit. `aside` stands beside the
 * label (Bulk Send's template download).
 */
export function CsvFileField({
  id,
  hint,
  file,
  tooManyRows,
  onRead,
  aside,
}: {
  id: string;
  hint: React.ReactNode;
  file: ChosenCsv | null;
  tooManyRows: string;
  /** null while a new file is read, and when it could not be. */
  onRead: (file: ChosenCsv | null) => void;
  aside?: React.ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);

  async function read(chosen: File | undefined) {
    if (!chosen) return;
    onRead(null);
    setError(null);
    if (chosen.size > MAX_FILE_BYTES) return setError(tooManyRows);
    const parsed = parseRecipientsCsv(decodeCsvBytes(new Uint8Array(await chosen.arrayBuffer())));
    if (!parsed.ok) return setError(parsed.error === BULK_MESSAGES.tooManyRows ? tooManyRows : parsed.error);
    onRead({ name: chosen.name, headers: parsed.headers, rows: parsed.rows });
  }

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <label htmlFor={id} className={fieldStyles.label}>
            CSV file
          </label>
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {hint}
          </p>
        </div>
        {aside}
      </div>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        // Cleared on opening the picker, so choosing the same (edited) file again reads it again.
        onClick={(e) => (e.currentTarget.value = '')}
        onChange={(e) => void read(e.target.files?.[0])}
        className="mt-3 block w-full rounded-md text-sm text-slate-700 aria-invalid:ring-2 aria-invalid:ring-red-200 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
      />
      <FieldError id={`${id}-error`} message={error ?? undefined} />
      {file && (
        <p className="mt-2 text-sm text-slate-700">
          Found {plural(file.rows.length, 'row')} in {file.name}.
        </p>
      )}
    </div>
  );
}
