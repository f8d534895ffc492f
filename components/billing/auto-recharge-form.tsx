'use client';

import { useActionState, useState } from 'react';
import { updateTopOffFormAction } from '@/actions/profile';
import { DollarInput } from '@/components/ui/dollar-input';
import { ErrorBox } from '@/components/ui/error-box';
import { Field, invalidStyles, SubmitButton } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { SuccessMessage } from '@/components/ui/success-message';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { useSuccessMessage } from '@/components/ui/use-success-message';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import { centsToNumeric, formatCents } from '@/lib/money/cents';

const rules = lazyRules(() => import('@/lib/validation/top-off').then((m) => validateWith(m.TopOffSchema)));

function savedMessage({ amountCents, resumedOrders }: { amountCents: number; resumedOrders: number }): string {
  const setting =
    amountCents === 0
      ? 'Auto-recharge saved: your card pays just what each order needs.'
      : `Auto-recharge saved: at least ${formatCents(amountCents)}.`;
  if (resumedOrders === 0) return setting;
  return `${setting} ${resumedOrders === 1 ? '1 order' : `${resumedOrders} orders`} waiting for payment will be tried again.`;
}

export function AutoRechargeForm({ amountCents }: { amountCents: number }) {
  const [state, formAction] = useActionState(updateTopOffFormAction, IDLE_FORM_STATE);
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state, rules);
  const success = useSuccessMessage(state, savedMessage);

  // What is saved: the prop (a change saved in another tab arrives with the live refresh), or
  // this form's last answer, whichever came last.
  const [savedCents, setSavedCents] = useState(amountCents);
  const [shownProp, setShownProp] = useState(amountCents);
  const [answered, setAnswered] = useState(state);
  if (shownProp !== amountCents) {
    setShownProp(amountCents);
    setSavedCents(amountCents);
  }
  if (answered !== state) {
    setAnswered(state);
    if (state.status === 'success' && state.data) setSavedCents(state.data.amountCents);
  }

  return (
    <form action={formAction} {...formProps} className="space-y-4">
      <p>
        When an order needs more than your balance, your default card is charged what the order needs, at least this
        amount; what the order does not use stays on your balance. Without a saved card, orders wait for you to add
        funds.
      </p>
      <p className="text-slate-600">
        {savedCents === 0 ? (
          'Auto-recharge adds just what each order needs. Set an amount to add more at a time.'
        ) : (
          <>
            Auto-recharge is on: at least{' '}
            <span className="font-semibold text-slate-900">{formatCents(savedCents)}</span> per charge.
          </>
        )}
      </p>
      {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          id="top-off-amount"
          name="amount"
          label="Top-off amount (USD)"
          error={errorFor('amount')}
          className="sm:w-56"
        >
          {(control) => (
            // Keyed by the saved amount: after a save (or a change from elsewhere) it shows that amount.
            <DollarInput
              key={savedCents}
              {...control}
              type="number"
              min={0}
              step={0.01}
              defaultValue={state.status === 'error' ? state.values?.amount : centsToNumeric(savedCents)}
              className={invalidStyles}
            />
          )}
        </Field>
        <SubmitButton label="Save" pendingLabel="Saving..." className={`${buttonStyles.primary} sm:mt-6`} />
      </div>
      <SuccessMessage message={success} />
    </form>
  );
}
