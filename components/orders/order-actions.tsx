'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { cancelOrderAction, retryOrderAction } from '@/app/(app)/orders/actions';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';

type Props = { orderId: string; canRetry: boolean; canCancel: boolean };

/** Retry (failed, payment_failed) and Cancel (before submission) for one order. */
export function OrderActions({ orderId, canRetry, canCancel }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  if (!canRetry && !canCancel) return null;

  const run = (action: typeof retryOrderAction) =>
    startTransition(async () => {
      setError(null);
      const result = await action({ orderId });
      if (!result.ok) return setError(result.error);
      router.refresh();
    });

  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex gap-2">
        {canCancel && (
          <button type="button" disabled={pending} onClick={() => run(cancelOrderAction)} className={buttonStyles.secondary}>
            Cancel
          </button>
        )}
        {canRetry && (
          <button type="button" disabled={pending} onClick={() => run(retryOrderAction)} className={buttonStyles.primary}>
            {pending ? 'Retrying…' : 'Retry'}
          </button>
        )}
      </div>
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
    </div>
  );
}
