'use client';

import { useState, useTransition } from 'react';
import { openBillingPortalAction } from '@/app/(app)/actions';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';

export function ManageSubscriptionButton() {
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
            const result = await openBillingPortalAction(undefined);
            if (!result.ok) return setError(result.error);
            window.location.assign(result.data.url);
          })
        }
      >
        {pending ? 'Opening Portal...' : 'Manage Subscription'}
      </button>
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
    </div>
  );
}
