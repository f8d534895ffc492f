'use client';

import { useEffect, useState, useTransition } from 'react';
import { updateTopOffAction } from '@/actions/profile';
import { DollarInput } from '@/components/ui/dollar-input';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { centsToNumeric, formatCents } from '@/lib/money/cents';
import { TopOffSchema } from '@/lib/validation/top-off';

/** Spec section 9: the auto-recharge success message hides after 3 s. */
const SUCCESS_VISIBLE_MS = 3000;

function savedMessage(amountCents: number, resumedOrders: number): string {
  const setting =
    amountCents === 0 ? 'Auto-recharge saved: your card pays just what each order needs.' : `Auto-recharge saved: at least ${formatCents(amountCents)}.`;
  if (resumedOrders === 0) return setting;
  return `${setting} ${resumedOrders === 1 ? '1 order' : `${resumedOrders} orders`} waiting for payment will be tried again.`;
}

export function AutoRechargeForm({ amountCents }: { amountCents: number }) {
  const [amount, setAmount] = useState(centsToNumeric(amountCents));
  const [savedCents, setSavedCents] = useState(amountCents);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  // A change saved elsewhere (another tab) arrives as a new prop with the live refresh.
  const [shownProp, setShownProp] = useState(amountCents);
  if (shownProp !== amountCents) {
    setShownProp(amountCents);
    setSavedCents(amountCents);
    setAmount(centsToNumeric(amountCents));
  }

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A number field reports '' for text it cannot read (e.g. '1e'); the schema refuses ''.
    const parsed = TopOffSchema.safeParse({ amount });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    setSuccess(null);
    startTransition(async () => {
      const result = await updateTopOffAction({ amount });
      if (!result.ok) return setError(result.error);
      setSavedCents(result.data.amountCents);
      setAmount(centsToNumeric(result.data.amountCents));
      setSuccess(savedMessage(result.data.amountCents, result.data.resumedOrders));
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
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
            Auto-recharge is on: at least <span className="font-semibold text-slate-900">{formatCents(savedCents)}</span>{' '}
            per charge.
          </>
        )}
      </p>
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-56">
          <label htmlFor="top-off-amount" className={fieldStyles.label}>
            Top-off amount (USD)
          </label>
          <DollarInput
            id="top-off-amount"
            name="amount"
            type="number"
            min={0}
            step={0.01}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <button type="submit" disabled={pending} className={buttonStyles.primary}>
          {pending ? 'Saving...' : 'Save'}
        </button>
      </div>
      {success && (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800">
          {success}
        </p>
      )}
    </form>
  );
}
