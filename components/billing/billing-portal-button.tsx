'use client';

import { useState, useTransition } from 'react';
import { openBillingPortalAction } from '@/actions/account';
import { openPaymentPortalAction } from '@/actions/profile';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';

// One portal, two doors: each has its own failure message in the spec (section 8).
const OPEN_PORTAL = {
  subscription: openBillingPortalAction,
  paymentMethods: openPaymentPortalAction,
} as const;

/** Opens the payment provider's billing portal (plan, cards), with 'Opening Portal...' while waiting. */
export function BillingPortalButton({ purpose, label }: { purpose: keyof typeof OPEN_PORTAL; label: string }) {
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
            const result = await OPEN_PORTAL[purpose](undefined);
            if (!result.ok) return setError(result.error);
            window.location.assign(result.data.url);
          })
        }
      >
        {pending ? 'Opening Portal...' : label}
      </button>
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
    </div>
  );
}
