'use client';

import { useActionState } from 'react';
import { changePasswordFormAction } from '@/actions/account';
import { PasswordField } from '@/components/auth/password-field';
import { showToast } from '@/components/feedback/toast-store';
import { ErrorBox } from '@/components/ui/error-box';
import { SubmitButton } from '@/components/ui/field';
import { useOnActionSuccess } from '@/components/ui/use-on-action-success';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { PASSWORD_MESSAGES } from '@/lib/auth/messages';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';

const rules = lazyRules(() => import('@/lib/validation/auth').then((m) => validateWith(m.ChangePasswordSchema)));

/** The form empties itself after a change (React resets a `<form action>` that succeeded). */
export function ChangePasswordForm() {
  const [state, formAction] = useActionState(changePasswordFormAction, IDLE_FORM_STATE);
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state, rules);
  useOnActionSuccess(state, () => showToast(PASSWORD_MESSAGES.changed));

  return (
    <form action={formAction} {...formProps} className="max-w-md space-y-4">
      {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
      {state.status === 'success' && !formError && (
        // The toast announces it; this line stays as the form's record without speaking twice.
        <p
          role="status"
          aria-live="off"
          className="rounded-lg bg-green-50 p-3 text-sm text-green-800 ring-1 ring-green-200"
        >
          {PASSWORD_MESSAGES.changed}
        </p>
      )}
      <PasswordField
        id="currentPassword"
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
        toggle
        error={errorFor('currentPassword')}
      />
      <PasswordField
        id="newPassword"
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        toggle
        error={errorFor('newPassword')}
      />
      <PasswordField
        id="confirmNewPassword"
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        error={errorFor('confirmPassword')}
      />
      <SubmitButton label="Change Password" pendingLabel="Changing..." />
    </form>
  );
}
