'use client';

import { useState, useTransition } from 'react';
import { openPaymentPortalAction } from '@/app/(app)/profile/actions';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';

/** Opens the payment provider's billing portal, where cards are added, removed and made default. */
export function ManagePaymentMethodsButton() {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled={pending}
        className={buttonStyles.secondary}
        onClick={() =>
          startTransition(async () => {
            setError(null);
            const result = await openPaymentPortalAction(undefined);
            if (!result.ok) return setError(result.error);
            window.location.assign(result.data.url);
          })
        }
      >
        {pending ? 'Opening Portal...' : 'Manage Payment Methods'}
      </button>
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
    </div>
  );
}
