'use client';

import { useActionState } from 'react';
import { payCheckoutFormAction } from '@/actions/sandbox';
import { ErrorBox } from '@/components/ui/error-box';
import { SubmitButton } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import { SandboxCardFields } from './sandbox-card-fields';

/** The sandbox checkout: the server checks the card and sends the browser back where it came from. */
export function SandboxCheckoutForm({ sessionId, amountLabel }: { sessionId: string; amountLabel: string }) {
  const [state, formAction] = useActionState(payCheckoutFormAction, IDLE_FORM_STATE);
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state);
  return (
    <form action={formAction} {...formProps} className="mt-6 space-y-4">
      {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
      <input type="hidden" name="sessionId" value={sessionId} />
      <SandboxCardFields idPrefix="card" errorFor={errorFor} values={state.values} />
      <SubmitButton
        label={`Pay ${amountLabel}`}
        pendingLabel="Processing..."
        className={`${buttonStyles.primary} w-full`}
      />
    </form>
  );
}
