'use client';

import { useActionState } from 'react';
import { openPortalFormAction } from '@/actions/account';
import { ErrorBox } from '@/components/ui/error-box';
import { SubmitButton } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';

/**
 * Opens the payment provider's billing portal (plan, cards), with 'Opening Portal...' while
 * waiting: a form whose action sends the browser on to the portal. One portal, two doors, each
 * with its own failure message (spec section 8).
 */
export function BillingPortalButton({
  purpose,
  label,
  className = buttonStyles.secondary,
}: {
  purpose: 'subscription' | 'paymentMethods';
  label: string;
  className?: string;
}) {
  const [state, formAction] = useActionState(openPortalFormAction, IDLE_FORM_STATE);
  const { formProps, formError, dismissFormError } = useFormErrors(state);
  return (
    <form action={formAction} {...formProps} className="space-y-2">
      <input type="hidden" name="purpose" value={purpose} />
      <SubmitButton label={label} pendingLabel="Opening Portal..." className={className} />
      {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
    </form>
  );
}
