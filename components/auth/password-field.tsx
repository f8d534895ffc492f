'use client';

import { useState } from 'react';
import { fieldStyles } from '@/components/ui/styles';

export function PasswordField({
  id,
  label,
  name,
  autoComplete,
  toggle = false,
}: {
  id: string;
  label: string;
  name: string;
  autoComplete: string;
  toggle?: boolean;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          className={`${fieldStyles.input} ${toggle ? 'pr-16' : ''}`}
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
    </div>
  );
}
