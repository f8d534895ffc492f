'use client';

import { FieldError, invalidStyles } from '@/components/ui/field';
import { fieldStyles } from '@/components/ui/styles';
import { columnField } from '@/lib/bulk/mapped-rows-fields';
import {
  BULK_FIELD_LABELS,
  BULK_FIELDS,
  OPTIONAL_BULK_FIELDS,
  mappableCustomValues,
  type ColumnMapping,
} from '@/lib/bulk/parse-recipients-csv';
import type { CustomValue } from '@/lib/db/schema';

/**
 * Which column of a CSV holds each field (Bulk Send's mapper, shared with the contact import):
 * name, address, line 2 (optional), city, state and ZIP, then the custom values given. `idPrefix` keeps the ids of
 * two mappers on one page apart. Inside a `<form action>` the required selects post as
 * `column.<field>`; `errorFor` gives their errors: each unmapped select is marked invalid and
 * described by the one message beneath the columns.
 */
export function ColumnMapper({
  idPrefix,
  headers,
  mapping,
  customValues,
  hint,
  onChange,
  errorFor,
}: {
  idPrefix: string;
  headers: string[];
  mapping: ColumnMapping;
  customValues: CustomValue[];
  hint: string;
  onChange: (mapping: ColumnMapping) => void;
  errorFor?: (name: string) => string | undefined;
}) {
  const column = (value: string) => (value === '' ? null : Number(value));
  const optional = (field: (typeof BULK_FIELDS)[number]) => OPTIONAL_BULK_FIELDS.includes(field);
  const errorId = `${idPrefix}-map-error`;
  const errors = BULK_FIELDS.map((field) => errorFor?.(columnField(field)));
  const error = errors.find(Boolean);
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Columns</legend>
      <p className="mb-3 text-xs text-slate-600">{hint}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {BULK_FIELDS.map((field, index) => (
          <ColumnSelect
            key={field}
            id={`${idPrefix}-map-${field}`}
            // Only the required selects post: their choice is checked beside them.
            name={optional(field) ? undefined : columnField(field)}
            errorId={errors[index] ? errorId : undefined}
            label={optional(field) ? `${BULK_FIELD_LABELS[field]} (optional)` : BULK_FIELD_LABELS[field]}
            headers={headers}
            value={mapping.fields[field] ?? null}
            onChange={(value) => onChange({ ...mapping, fields: { ...mapping.fields, [field]: column(value) } })}
          />
        ))}
        {mappableCustomValues(customValues).map((value) => (
          <ColumnSelect
            key={value.id}
            id={`${idPrefix}-map-value-${value.id}`}
            label={value.name}
            headers={headers}
            value={mapping.customValues[value.id] ?? null}
            onChange={(chosen) =>
              onChange({ ...mapping, customValues: { ...mapping.customValues, [value.id]: column(chosen) } })
            }
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function ColumnSelect(props: {
  id: string;
  name?: string;
  /** The error this select is invalid for. */
  errorId?: string;
  label: string;
  headers: string[];
  value: number | null;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={fieldStyles.label}>
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        aria-invalid={props.errorId ? true : undefined}
        aria-describedby={props.errorId}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value)}
        className={`${fieldStyles.input} ${invalidStyles}`}
      >
        <option value="">— Not in the file —</option>
        {props.headers.map((header, index) => (
          <option key={index} value={index}>
            {header}
          </option>
        ))}
      </select>
    </div>
  );
}
