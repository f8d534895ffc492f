'use client';

import { Field, invalidStyles } from '@/components/ui/field';
import { DollarInput as MoneyInput } from '@/components/ui/dollar-input';

/**
 * A price in dollars as spec section 5 has it: a number field, >= 0, step 0.01, with a '$' in
 * front, as a Field (label, error beside it). The value is the text typed; the shared schema
 * turns it into cents.
 */
export function DollarInput({
  id,
  name,
  label,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
}) {
  return (
    <Field id={id} name={name} label={label} error={error}>
      {(control) => (
        <MoneyInput
          {...control}
          type="number"
          min={0}
          step={0.01}
          defaultValue={defaultValue}
          className={`tabular-nums ${invalidStyles}`}
        />
      )}
    </Field>
  );
}
