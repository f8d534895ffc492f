'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { cancelOrderAction, payOrderWithCardAction, retryOrderAction } from '@/actions/orders';
import { AddFundsButton } from '@/components/billing/add-funds-button';
import { ErrorBox } from '@/components/ui/error-box';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { buttonStyles } from '@/components/ui/styles';
import { showToast } from '@/components/feedback/toast-store';
import type { ActionResult } from '@/lib/actions/safe-action';
import { cancelledMessage } from '@/lib/orders/cancelled-message';

const AlertDialog = lazyLayer(() => import('@/components/ui/alert-dialog').then((m) => m.AlertDialog));
const FixAddressDialog = lazyLayer(() => import('./fix-address-dialog').then((m) => m.FixAddressDialog));

/** How an order waiting for money can be paid from its row. */
export type WaitingPayment = {
  /** What 'Add funds' opens with: what the waiting orders lack, at least the add-funds minimum. */
  addFundsCents: number;
  addFundsNote: string;
  /** The saved default card, when there is one: 'Pay with card •••• 4242'. */
  cardLast4: string | null;
};

type Props = {
  orderId: string;
  canRetry: boolean;
  /** Cancel is offered, and its confirmation says this about money ("Nothing was charged."). */
  cancelNote?: string | null;
  /** The order failed on its address: *Fix address* sends it again to a corrected one. */
  fixAddress?: { recipientName: string; address2?: string | null; failure: string } | null;
  waitingPayment?: WaitingPayment;
};

/**
 * Retry (where retrying can help), Fix address (where the address is the problem), Cancel (before
 * submission; asks first and says what happens to the money), and paying an order that waits.
 */
export function OrderActions({ orderId, canRetry, cancelNote, fixAddress, waitingPayment }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [open, setOpen] = useState<'cancel' | 'fix' | null>(null);
  if (!canRetry && !cancelNote && !fixAddress && !waitingPayment) return null;

  const run = <T,>(action: (input: { orderId: string }) => Promise<ActionResult<T>>, after?: (data: T) => void) =>
    startTransition(async () => {
      setError(null);
      const result = await action({ orderId });
      if (!result.ok) return setError(result.error);
      after?.(result.data);
      router.refresh();
    });

  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap justify-end gap-2">
        {cancelNote && (
          <button type="button" disabled={pending} onClick={() => setOpen('cancel')} className={buttonStyles.secondary}>
            Cancel
          </button>
        )}
        {fixAddress && (
          <button type="button" onClick={() => setOpen('fix')} className={buttonStyles.primary}>
            Fix address
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
      {error && open !== 'cancel' && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      {open === 'cancel' && cancelNote && (
        <AlertDialog
          title="Cancel this order?"
          description={`The postcard will not be mailed. ${cancelNote}`}
          cancelLabel="Keep order"
          actionLabel="Cancel order"
          pendingLabel="Cancelling…"
          pending={pending}
          error={error}
          onDismissError={() => setError(null)}
          onAction={() =>
            run(cancelOrderAction, ({ refundedCents }) => {
              setOpen(null);
              // The order leaves Active: say so, and what became of its money (issue 36).
              showToast(cancelledMessage(refundedCents));
            })
          }
          onCancel={() => {
            setError(null);
            setOpen(null);
          }}
        />
      )}
      {open === 'fix' && fixAddress && (
        <FixAddressDialog
          orderId={orderId}
          recipientName={fixAddress.recipientName}
          address2={fixAddress.address2 ?? ''}
          failure={fixAddress.failure}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
