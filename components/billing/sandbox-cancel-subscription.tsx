'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { cancelSandboxSubscriptionAction } from '@/actions/sandbox';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';

const DANGER_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/** 'Cancel subscription' with a confirmation step, as the hosted portal asks before canceling. */
export function SandboxCancelSubscription({ planName }: { planName: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function cancel() {
    setError(null);
    startTransition(async () => {
      const result = await cancelSandboxSubscriptionAction(undefined);
      if (!result.ok) return setError(result.error);
      setConfirming(false);
      router.refresh();
    });
  }

  if (!confirming) {
    return (
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="mt-3 text-sm font-semibold text-red-700 hover:text-red-800 focus:outline-none focus-visible:underline"
      >
        Cancel subscription
      </button>
    );
  }
  return (
    <div className="mt-3 space-y-3 rounded-lg border border-red-200 bg-red-50 p-4">
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      <p className="text-sm text-red-900">
        Cancel your {planName} subscription now? You will have no plan: postcards cost the standard price until you
        subscribe again.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => setConfirming(false)}
          disabled={pending}
          className={buttonStyles.secondary}
        >
          Keep plan
        </button>
        <button type="button" onClick={cancel} disabled={pending} className={DANGER_BUTTON}>
          {pending ? 'Canceling...' : 'Cancel subscription'}
        </button>
      </div>
    </div>
  );
}
