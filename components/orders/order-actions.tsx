'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { cancelOrderAction, payOrderWithCardAction, retryOrderAction } from '@/actions/orders';
import { AddFundsButton } from '@/components/billing/add-funds-button';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';

/** How an order waiting for money can be paid from its row. */
export type WaitingPayment = {
  /** What 'Add funds' opens with: what the waiting orders lack, at least the add-funds minimum. */
  addFundsCents: number;
  addFundsNote: string;
  /** The saved default card, when there is one: 'Pay with card •••• 4242'. */
  cardLast4: string | null;
};

type Props = { orderId: string; canRetry: boolean; canCancel: boolean; waitingPayment?: WaitingPayment };

/** Retry (failed, payment_failed), Cancel (before submission), and paying an order that waits for money. */
export function OrderActions({ orderId, canRetry, canCancel, waitingPayment }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  if (!canRetry && !canCancel && !waitingPayment) return null;

  const run = (action: typeof retryOrderAction) =>
    startTransition(async () => {
      setError(null);
      const result = await action({ orderId });
      if (!result.ok) return setError(result.error);
      router.refresh();
    });

  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap justify-end gap-2">
        {canCancel && (
          <button
            type="button"
            disabled={pending}
            onClick={() => run(cancelOrderAction)}
            className={buttonStyles.secondary}
          >
            Cancel
          </button>
        )}
        {canRetry && (
          <button
            type="button"
            disabled={pending}
            onClick={() => run(retryOrderAction)}
            className={buttonStyles.primary}
          >
            {pending ? 'Retrying…' : 'Retry'}
          </button>
        )}
        {waitingPayment && (
          <AddFundsButton
            initialAmountCents={waitingPayment.addFundsCents}
            note={waitingPayment.addFundsNote}
            className={waitingPayment.cardLast4 ? buttonStyles.secondary : buttonStyles.primary}
          />
        )}
        {waitingPayment?.cardLast4 && (
          <button
            type="button"
            disabled={pending}
            onClick={() => run(payOrderWithCardAction)}
            className={buttonStyles.primary}
          >
            {pending ? 'Paying…' : `Pay with card •••• ${waitingPayment.cardLast4}`}
          </button>
        )}
      </div>
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
    </div>
  );
}
