'use client';

import { useState } from 'react';
import { fieldStyles } from '@/components/ui/styles';
import type { CustomValue } from '@/lib/db/schema';
import { customValueId, MAX_CUSTOM_VALUES, placeholderFor, RECIPIENT_NAME } from '@/lib/templates/custom-values';

/** The template's custom values: Recipient Name is fixed; others can be added, renamed, removed. */
export function CustomValuesEditor({
  values,
  onChange,
  onInsert,
}: {
  values: CustomValue[];
  onChange: (values: CustomValue[]) => void;
  onInsert: (placeholder: string) => void;
}) {
  const [newName, setNewName] = useState('');

  function add() {
    const name = newName.trim();
    if (!name) return;
    onChange([
      ...values,
      {
        id: customValueId(
          name,
          values.map((v) => v.id),
        ),
        name,
        defaultValue: '',
      },
    ]);
    setNewName('');
  }
  const update = (id: string, patch: Partial<CustomValue>) =>
    onChange(values.map((v) => (v.id === id ? { ...v, ...patch } : v)));

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Custom values</legend>
      <p className="text-xs text-slate-600">Insert a placeholder at the cursor; each recipient gets their own value.</p>
      <ul className="space-y-2">
        {values.map((value) => {
          const builtin = value.id === RECIPIENT_NAME.id;
          return (
            <li key={value.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-2">
              <input
                aria-label={`Name of ${value.name || 'custom value'}`}
                value={value.name}
                readOnly={builtin}
                onChange={(e) => update(value.id, { name: e.target.value })}
                className={`${fieldStyles.input} mt-0 w-36 flex-1 ${builtin ? 'bg-slate-50 text-slate-600' : ''}`}
              />
              {!builtin && (
                <input
                  aria-label={`Default value of ${value.name}`}
                  placeholder="Default value"
                  value={value.defaultValue}
                  onChange={(e) => update(value.id, { defaultValue: e.target.value })}
                  className={`${fieldStyles.input} mt-0 w-36 flex-1`}
                />
              )}
              <button
                type="button"
                onClick={() => onInsert(placeholderFor(value.id))}
                className="rounded-md bg-brand-50 px-2 py-1 font-mono text-xs font-semibold text-brand-700 hover:bg-brand-100"
                aria-label={`Insert ${value.name}`}
              >
                {placeholderFor(value.id)}
              </button>
              {!builtin && (
                <button
                  type="button"
                  onClick={() => onChange(values.filter((v) => v.id !== value.id))}
                  className="rounded-md px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50"
                  aria-label={`Remove ${value.name}`}
                >
                  Remove
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {values.length < MAX_CUSTOM_VALUES && (
        <div className="flex gap-2">
          <input
            aria-label="New custom value name"
            placeholder="e.g. Offer code"
            value={newName}
            onChange={(e) => setNewName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            className={`${fieldStyles.input} mt-0 flex-1`}
          />
          <button
            type="button"
            onClick={add}
            className="rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            Add value
          </button>
        </div>
      )}
    </fieldset>
  );
}
