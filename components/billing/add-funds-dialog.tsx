'use client';

import { useActionState, useState } from 'react';
import { startTopUpFormAction } from '@/actions/account';
import { Dialog } from '@/components/ui/dialog';
import { DollarInput } from '@/components/ui/dollar-input';
import { ErrorBox } from '@/components/ui/error-box';
import { Field, invalidStyles, SubmitButton } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import { centsToNumeric } from '@/lib/money/cents';

const QUICK_AMOUNTS = ['25', '50', '100'];

const rules = lazyRules(() => import('@/lib/validation/add-funds').then((m) => validateWith(m.AddFundsSchema)));

export type AddFundsNeed = {
  /** The amount the dialog opens with (e.g. what waiting orders lack, at least the minimum). */
  initialAmountCents?: number;
  /** Why that amount, said above the field. */
  note?: string;
};

/**
 * 'Add funds': an amount, then the payment page (the form's action sends the browser there and
 * back to this very page, its filter and paging included). A changed amount asks "Discard
 * changes?" before Escape, × or the backdrop closes the dialog. Loaded on demand.
 */
export function AddFundsDialog({
  onClose,
  initialAmountCents,
  note,
  returnFocusTo,
}: { onClose: () => void; returnFocusTo?: React.RefObject<HTMLElement | null> } & AddFundsNeed) {
  const initial = initialAmountCents ? centsToNumeric(initialAmountCents) : '25';
  const [amount, setAmount] = useState(initial);
  const [state, formAction] = useActionState(startTopUpFormAction, IDLE_FORM_STATE);
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state, rules);
  // Rendered in the browser only (loaded on demand), so the page's address is at hand.
  const [returnPath] = useState(() => window.location.pathname + window.location.search);

  return (
    <Dialog title="Add funds" onClose={onClose} dirty={amount !== initial} returnFocusTo={returnFocusTo}>
      <form action={formAction} {...formProps} className="space-y-4">
        <p className="text-sm text-slate-600">
          Postcards are paid from your balance. Funds are added once your payment is confirmed.
        </p>
        {note && <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">{note}</p>}
        {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
        <input type="hidden" name="returnPath" value={returnPath} />
        <Field id="top-up-amount" name="amount" label="Amount (USD)" error={errorFor('amount')}>
          {(control) => (
            <DollarInput
              {...control}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className={invalidStyles}
            />
          )}
        </Field>
        <div className="flex gap-2">
          {QUICK_AMOUNTS.map((value) => (
            <button
              key={value}
              type="button"
              onClick={() => setAmount(value)}
              aria-pressed={amount === value}
              className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${
                amount === value
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
              }`}
            >
              ${value}
            </button>
          ))}
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} className={buttonStyles.secondary}>
            Cancel
          </button>
          <SubmitButton label="Continue to payment" pendingLabel="Opening payment..." />
        </div>
      </form>
    </Dialog>
  );
}
