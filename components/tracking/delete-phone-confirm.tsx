'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useId } from 'react';
import { deletePhoneNumberFormAction } from '@/actions/phones';
import { ErrorBox } from '@/components/ui/error-box';
import { AlertDialog, dangerButtonStyle } from '@/components/ui/alert-dialog';
import { SubmitButton } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { useOnActionSuccess } from '@/components/ui/use-on-action-success';
import { IDLE_FORM_STATE, orSay } from '@/lib/forms/form-state';
import { PHONE_MESSAGES } from '@/lib/validation/phone-number-messages';

/**
 * Deleting releases the number: a form posting the number's id. After it is gone the list is
 * read again and `onDeleted` runs.
 */
export function useDeletePhoneNumber(onDeleted: () => void) {
  const router = useRouter();
  const [state, formAction, pending] = useActionState(
    orSay(deletePhoneNumberFormAction, PHONE_MESSAGES.deleteFailed),
    IDLE_FORM_STATE,
  );
  const { formError, dismissFormError } = useFormErrors(state);
  useOnActionSuccess(state, () => {
    router.refresh();
    onDeleted();
  });
  return { formAction, pending, error: formError ?? null, clearError: dismissFormError };
}

/** The question and its Cancel / Delete buttons, as a step of the edit dialog. */
export function DeletePhoneQuestion({
  id,
  onCancel,
  onDeleted,
}: {
  id: string;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const del = useDeletePhoneNumber(onDeleted);
  return (
    <form action={del.formAction} className="space-y-4">
      <input type="hidden" name="id" value={id} />
      {del.error && <ErrorBox message={del.error} onDismiss={del.clearError} />}
      <p className="text-sm text-slate-700">{PHONE_MESSAGES.deleteConfirm}</p>
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          Cancel
        </button>
        <SubmitButton label="Delete" pendingLabel="Deleting..." className={dangerButtonStyle} />
      </div>
    </form>
  );
}

/** 'Confirm Delete', opened from a row's Delete button. */
export function DeletePhoneConfirm({ id, onClose }: { id: string; onClose: () => void }) {
  const del = useDeletePhoneNumber(onClose);
  const formId = useId();
  return (
    <AlertDialog
      title="Confirm Delete"
      description={PHONE_MESSAGES.deleteConfirm}
      actionLabel="Delete"
      pendingLabel="Deleting..."
      pending={del.pending}
      error={del.error}
      onDismissError={del.clearError}
      form={formId}
      onCancel={onClose}
    >
      <form id={formId} action={del.formAction}>
        <input type="hidden" name="id" value={id} />
      </form>
    </AlertDialog>
  );
}
