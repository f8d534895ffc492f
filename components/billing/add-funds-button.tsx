'use client';

import { useState, useTransition } from 'react';
import { startTopUpAction } from '@/actions/account';
import { DollarInput } from '@/components/ui/dollar-input';
import { ErrorBox } from '@/components/ui/error-box';
import { Modal } from '@/components/ui/modal';
import { ModalActions } from '@/components/ui/modal-actions';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { centsToNumeric } from '@/lib/money/cents';
import { AddFundsSchema } from '@/lib/validation/add-funds';

const QUICK_AMOUNTS = ['25', '50', '100'];

type Needed = {
  /** The amount the modal opens with (e.g. what waiting orders lack, at least the minimum). */
  initialAmountCents?: number;
  /** Why that amount, said above the field. */
  note?: string;
};

export function AddFundsButton({ className = buttonStyles.secondary, ...needed }: { className?: string } & Needed) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        Add funds
      </button>
      {open && <AddFundsModal onClose={() => setOpen(false)} {...needed} />}
    </>
  );
}

function AddFundsModal({ onClose, initialAmountCents, note }: { onClose: () => void } & Needed) {
  const [amount, setAmount] = useState(() => (initialAmountCents ? centsToNumeric(initialAmountCents) : '25'));
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    // Back to this very page, its filter and paging included.
    const input = { amount, returnPath: window.location.pathname + window.location.search };
    const parsed = AddFundsSchema.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    startTransition(async () => {
      const result = await startTopUpAction(input);
      if (!result.ok) return setError(result.error);
      window.location.assign(result.data.url);
    });
  }

  return (
    <Modal title="Add funds" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">
          Postcards are paid from your balance. Funds are added once your payment is confirmed.
        </p>
        {note && <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">{note}</p>}
        {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
        <div>
          <label htmlFor="top-up-amount" className={fieldStyles.label}>
            Amount (USD)
          </label>
          <DollarInput id="top-up-amount" value={amount} onChange={(e) => setAmount(e.target.value)} />
          <div className="mt-2 flex gap-2">
            {QUICK_AMOUNTS.map((value) => (
              <button
                key={value}
                type="button"
                onClick={() => setAmount(value)}
                aria-pressed={amount === value}
                className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${
                  amount === value ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
                }`}
              >
                ${value}
              </button>
            ))}
          </div>
        </div>
        <ModalActions
          onCancel={onClose}
          label="Continue to payment"
          pendingLabel="Opening payment..."
          pending={pending}
          className="flex justify-end gap-2"
        />
      </form>
    </Modal>
  );
}
