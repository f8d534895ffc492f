'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';
import { addSandboxCardFormAction } from '@/actions/sandbox';
import { ErrorBox } from '@/components/ui/error-box';
import { SubmitButton } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import { SandboxCardFields } from './sandbox-card-fields';

/** Saves a test card in the sandbox portal; the card rules and messages are Stripe test mode's. */
export function SandboxAddCardForm() {
  const router = useRouter();
  const [state, formAction] = useActionState(addSandboxCardFormAction, IDLE_FORM_STATE);
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state);
  useEffect(() => {
    if (state.status === 'success') router.refresh(); // the card list
  }, [state, router]);

  return (
    <form action={formAction} {...formProps} className="mt-3 space-y-4 rounded-lg border border-slate-200 p-4">
      <h3 className="text-sm font-semibold text-slate-900">Add a card</h3>
      {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
      {state.status === 'success' && state.data && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800 ring-1 ring-green-200">
          Card ending in {state.data.last4} saved.
        </p>
      )}
      <SandboxCardFields
        idPrefix="new-card"
        errorFor={errorFor}
        values={state.status === 'error' ? state.values : {}}
      />
      <SubmitButton label="Save card" pendingLabel="Saving..." className={`${buttonStyles.primary} w-full sm:w-auto`} />
    </form>
  );
}
