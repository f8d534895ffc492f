'use client';

import { useActionState, useEffect, useId, useRef } from 'react';
import { deleteTemplateFormAction } from '@/actions/templates';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { IDLE_FORM_STATE, orSay } from '@/lib/forms/form-state';
import { TEMPLATE_MESSAGES } from '@/lib/validation/template-messages';
import type { TemplateView } from './types';

/** 'Delete template': a form posting the template's id; the dialog's Delete submits it. */
export function DeleteTemplateDialog({ template, onClose }: { template: TemplateView; onClose: () => void }) {
  const [state, formAction, pending] = useActionState(
    orSay(deleteTemplateFormAction, TEMPLATE_MESSAGES.deleteFailed),
    IDLE_FORM_STATE,
  );
  const { formError, dismissFormError } = useFormErrors(state);
  const formId = useId();
  const done = useRef(state);
  useEffect(() => {
    if (done.current === state) return;
    done.current = state;
    if (state.status === 'success') onClose();
  }, [state, onClose]);

  return (
    <AlertDialog
      title="Delete template"
      description="Are you sure you want to delete this template?"
      actionLabel="Delete"
      pendingLabel="Deleting..."
      pending={pending}
      error={formError}
      onDismissError={dismissFormError}
      onCancel={onClose}
      form={formId}
    >
      <p className="mt-1 text-sm font-semibold text-slate-900">{template.name}</p>
      <form id={formId} action={formAction}>
        <input type="hidden" name="id" value={template.id} />
      </form>
    </AlertDialog>
  );
}
