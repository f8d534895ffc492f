import type { z } from 'zod';

/** Field name → its messages; a nested field is named by its dotted path ('costs.4x6'). */
export type FieldErrors = Partial<Record<string, string[]>>;

/**
 * What a form's server action answers, and what `useActionState` holds: the form-level error
 * (the red panel), the errors of each field (shown beside it), and on success the action's data.
 * `values` gives back what the user typed in the fields that are not secret, so a form that was
 * posted without JavaScript comes back filled in. Client-safe: types and pure functions only.
 */
export type FormState<T = null> = {
  status: 'idle' | 'error' | 'success';
  error?: string;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
  data?: T;
};

export const IDLE_FORM_STATE: FormState<never> = { status: 'idle' };

/** Every issue of a failed parse, by field; issues without a path are the form's own. */
export function issuesByField(error: z.ZodError): { formErrors: string[]; fieldErrors: FieldErrors } {
  const formErrors: string[] = [];
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!key) formErrors.push(issue.message);
    else (fieldErrors[key] ??= []).push(issue.message);
  }
  return { formErrors, fieldErrors };
}

/**
 * The text fields of a submitted form as an object. React's own hidden fields ($ACTION_…) are
 * left out. A checkbox sends 'on' only when it is ticked, so a form reads it with `=== 'on'`.
 */
export function formValues(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of data.entries()) {
    if (key.startsWith('$ACTION') || typeof value !== 'string') continue;
    values[key] = value;
  }
  return values;
}

type FormAction<T> = (previous: FormState<T>, data: FormData) => Promise<FormState<T>>;

/**
 * A dialog's form action that answers `message` when the server cannot be reached (a dropped
 * connection would otherwise throw into the page's error boundary). Only for forms that exist
 * after hydration (dialogs): the wrapped action is a browser function, not the server's.
 */
export function orSay<T>(action: FormAction<T>, message: string): FormAction<T> {
  return async (previous, data) => {
    try {
      return await action(previous, data);
    } catch {
      return { status: 'error', error: message };
    }
  };
}
