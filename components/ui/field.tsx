'use client';

import { useId } from 'react';
import { useFormStatus } from 'react-dom';
import { Spinner } from './spinner';
import { buttonStyles, fieldStyles } from './styles';

/** What a field's control needs to be labelled, described and marked invalid. */
export type ControlProps = {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** Invalid controls get a red border as well as aria-invalid (variants win whatever the CSS order). */
export const invalidStyles = 'aria-invalid:border-red-500 aria-invalid:ring-2 aria-invalid:ring-red-200';

/**
 * One form field: its label, the control, an optional hint and its error right beneath it. The
 * control is tied to both by aria-describedby and is aria-invalid while the error shows.
 */
export function Field({
  label,
  name,
  id,
  hint,
  error,
  className,
  children,
}: {
  label: React.ReactNode;
  name: string;
  id?: string;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? `${generated}-${name}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className={fieldStyles.label}>
        {label}
      </label>
      {children({ id: controlId, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's error text; `id` is what the control's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** A text input as a Field: label, input, hint, error. Other props go to the input. */
export function TextField({
  label,
  name,
  id,
  hint,
  error,
  className,
  inputClassName = '',
  ...input
}: {
  label: React.ReactNode;
  name: string;
  id?: string;
  hint?: React.ReactNode;
  error?: string;
  /** The wrapper's classes; `inputClassName` adds to the input's. */
  className?: string;
  inputClassName?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className'>) {
  return (
    <Field label={label} name={name} id={id} hint={hint} error={error} className={className}>
      {(control) => (
        <input {...input} {...control} className={`${fieldStyles.input} ${invalidStyles} ${inputClassName}`} />
      )}
    </Field>
  );
}

/**
 * The submit button of a `<form action>`: disabled with its pending label (and a spinner) while
 * the form's action runs. Reads the form's status itself, so forms keep no pending state.
 */
export function SubmitButton({
  label,
  pendingLabel,
  className = buttonStyles.primary,
  spinner = false,
  disabled = false,
}: {
  label: string;
  pendingLabel: string;
  className?: string;
  spinner?: boolean;
  /** Not yet: the form lacks something the user can see is missing. */
  disabled?: boolean;
}) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending || disabled} className={className}>
      {pending && spinner && <Spinner label={pendingLabel.replace(/\.+$/, '')} className="h-4 w-4" />}
      {pending ? pendingLabel : label}
    </button>
  );
}
