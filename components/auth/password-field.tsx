'use client';

import { useState } from 'react';
import { Field, invalidStyles } from '@/components/ui/field';
import { fieldStyles } from '@/components/ui/styles';

export function PasswordField({
  id,
  label,
  name,
  autoComplete,
  toggle = false,
  error,
}: {
  id: string;
  label: string;
  name: string;
  autoComplete: string;
  toggle?: boolean;
  error?: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} name={name} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            className={`${fieldStyles.input} ${invalidStyles} ${toggle ? 'pr-16' : ''}`}
          />
          {toggle && (
            <button
              type="button"
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? 'Hide password' : 'Show password'}
              aria-pressed={visible}
              className="absolute inset-y-0 right-0 mt-1 px-3 text-xs font-semibold text-brand-700 hover:text-brand-600 focus:outline-none focus-visible:underline"
            >
              {visible ? 'Hide' : 'Show'}
            </button>
          )}
        </div>
      )}
    </Field>
  );
}
