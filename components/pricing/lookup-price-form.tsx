'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useState } from 'react';
import { updateLookupPriceFormAction } from '@/actions/pricing';
import { ErrorBox } from '@/components/ui/error-box';
import { SubmitButton } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { SuccessMessage } from '@/components/ui/success-message';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { useSuccessMessage } from '@/components/ui/use-success-message';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import { centsToNumeric, formatCents } from '@/lib/money/cents';
import { DollarInput } from './dollar-input';

const rules = lazyRules(() => import('@/lib/validation/pricing').then((m) => validateWith(m.LookupPriceSchema)));

/** 'Record Lookup Price': what one neighbor address lookup costs in a neighbor campaign. */
export function LookupPriceForm({ cents }: { cents: number | null }) {
  const router = useRouter();
  const [state, formAction] = useActionState(updateLookupPriceFormAction, IDLE_FORM_STATE);
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state, rules);
  const success = useSuccessMessage(state, (data) =>
    data.changed ? `Lookup price saved: ${formatCents(data.cents)} per address.` : 'No change to save.',
  );
  const [savedCents, setSavedCents] = useState(cents);
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state.status === 'success' && state.data) setSavedCents(state.data.cents);
  }
  useEffect(() => {
    if (state.status === 'success') router.refresh(); // the recent changes list
  }, [state, router]);

  return (
    <form action={formAction} {...formProps} className="space-y-4">
      <p className="text-sm text-slate-700">
        Each neighbor address looked up for a neighbor campaign costs{' '}
        <span className="font-semibold tabular-nums">{savedCents === null ? 'nothing' : formatCents(savedCents)}</span>.
        A new price applies to the next quote and charge.
      </p>
      {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:w-56">
          <DollarInput
            key={savedCents}
            id="lookup-price"
            name="cost"
            label="Price per address lookup (USD)"
            defaultValue={
              state.status === 'error' ? state.values?.cost : savedCents === null ? '' : centsToNumeric(savedCents)
            }
            error={errorFor('cost')}
          />
        </div>
        <SubmitButton label="Save" pendingLabel="Saving..." className={`${buttonStyles.primary} sm:mt-6`} />
      </div>
      <SuccessMessage message={success} />
    </form>
  );
}
