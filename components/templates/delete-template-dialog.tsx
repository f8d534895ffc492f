'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useId } from 'react';
import { deleteTemplateFormAction } from '@/actions/templates';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { useOnActionSuccess } from '@/components/ui/use-on-action-success';
import { IDLE_FORM_STATE, orSay } from '@/lib/forms/form-state';
import { TEMPLATE_MESSAGES } from '@/lib/validation/template-messages';
import type { TemplateView } from './types';

/**
 * 'Delete template': a form posting the template's id; the dialog's Delete submits it. A template
 * that campaigns send cannot be deleted (spec section 8): the dialog names those campaigns and
 * offers the way to them instead of a Delete that would be refused.
 */
export function DeleteTemplateDialog({ template, onClose }: { template: TemplateView; onClose: () => void }) {
  if (template.campaignNames.length > 0) return <TemplateInUse template={template} onClose={onClose} />;
  return <DeleteTemplateQuestion template={template} onClose={onClose} />;
}

function TemplateInUse({ template, onClose }: { template: TemplateView; onClose: () => void }) {
  const router = useRouter();
  const names = template.campaignNames;
  return (
    <AlertDialog
      title="Delete template"
      description={`${template.name} is used by ${names.length === 1 ? 'this campaign' : `these ${names.length} campaigns`}. ${
        names.length === 1 ? 'It keeps' : 'They keep'
      } the template, so it cannot be deleted: delete ${names.length === 1 ? 'the campaign' : 'those campaigns'} first, then the template.`}
      actionLabel="Go to Campaigns"
      destructive={false}
      cancelLabel="Keep template"
      onCancel={onClose}
      onAction={() => router.push('/campaigns')}
    >
      <ul
        aria-label="Campaigns using this template"
        className="mt-3 list-disc space-y-1 pl-5 text-sm font-semibold text-slate-900"
      >
        {names.map((name, index) => (
          <li key={`${index}-${name}`}>{name}</li>
        ))}
      </ul>
    </AlertDialog>
  );
}

function DeleteTemplateQuestion({ template, onClose }: { template: TemplateView; onClose: () => void }) {
  const [state, formAction, pending] = useActionState(
    orSay(deleteTemplateFormAction, TEMPLATE_MESSAGES.deleteFailed),
    IDLE_FORM_STATE,
  );
  const { formError, dismissFormError } = useFormErrors(state);
  const formId = useId();
  useOnActionSuccess(state, onClose);

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
