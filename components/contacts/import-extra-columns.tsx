'use client';

import { fieldStyles } from '@/components/ui/styles';
import type { ExtraColumn } from '@/lib/contacts/import-columns';
import { MAX_CONTACT_VALUES } from '@/lib/validation/contacts-messages';

/**
 * The file's other columns (issue 35): each skipped or kept as a custom value
 * whose name is the placeholder a template fills ({{first_name}}). Each key's problem stands
 * beside its field.
 */
export function ImportExtraColumns({
  headers,
  extras,
  problems,
  onChange,
}: {
  headers: string[];
  extras: Record<number, ExtraColumn>;
  problems: Record<number, string>;
  onChange: (extras: Record<number, ExtraColumn>) => void;
}) {
  const columns = Object.keys(extras).map(Number);
  if (!columns.length) return null;
  const set = (column: number, change: Partial<ExtraColumn>) =>
    onChange({ ...extras, [column]: { ...extras[column], ...change } });
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Other columns</legend>
      <p className="mb-3 text-xs text-slate-600">
        Keep a column as a custom value (up to {MAX_CONTACT_VALUES}) that fills the template placeholder of the same
        name when you send to this list.
      </p>
      <div className="space-y-3">
        {columns.map((column) => {
          const extra = extras[column];
          const errorId = `import-extra-${column}-error`;
          return (
            <div key={column} className="grid gap-2 sm:grid-cols-[1fr_1fr_1.2fr] sm:items-end">
              <div>
                <label htmlFor={`import-extra-${column}`} className={fieldStyles.label}>
                  {headers[column]}
                </label>
                <select
                  id={`import-extra-${column}`}
                  value={extra.kind}
                  onChange={(e) => set(column, { kind: e.target.value as ExtraColumn['kind'] })}
                  className={fieldStyles.input}
                >
                  <option value="skip">Skip</option>
                  <option value="custom">Custom value</option>
                </select>
              </div>
              {extra.kind === 'custom' && (
                <div className="sm:col-span-2">
                  <label htmlFor={`import-extra-${column}-key`} className={fieldStyles.label}>
                    Custom value name
                  </label>
                  <input
                    id={`import-extra-${column}-key`}
                    value={extra.key}
                    onChange={(e) => set(column, { key: e.target.value })}
                    maxLength={40}
                    aria-invalid={problems[column] ? true : undefined}
                    aria-describedby={problems[column] ? errorId : `${errorId}-hint`}
                    className={fieldStyles.input}
                  />
                  {problems[column] ? (
                    <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
                      {problems[column]}
                    </p>
                  ) : (
                    <p id={`${errorId}-hint`} className="mt-1 text-xs text-slate-600">
                      Fills <code>{`{{${extra.key}}}`}</code> in a template’s message.
                    </p>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
