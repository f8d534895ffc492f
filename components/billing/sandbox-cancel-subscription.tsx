'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useState } from 'react';
import { cancelSandboxSubscriptionFormAction } from '@/actions/sandbox';
import { ErrorBox } from '@/components/ui/error-box';
import { SubmitButton } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';

const DANGER_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/** 'Cancel subscription' with a confirmation step, as the hosted portal asks before canceling. */
export function SandboxCancelSubscription({ planName }: { planName: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [state, formAction, pending] = useActionState(cancelSandboxSubscriptionFormAction, IDLE_FORM_STATE);
  const { formError, dismissFormError } = useFormErrors(state);
  // A canceled subscription: the question is answered, the page shows the plan as it is now.
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state.status === 'success') setConfirming(false);
  }
  useEffect(() => {
    if (state.status === 'success') router.refresh();
  }, [state, router]);

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
    <form action={formAction} className="mt-3 space-y-3 rounded-lg border border-red-200 bg-red-50 p-4">
      {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
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
        <SubmitButton label="Cancel subscription" pendingLabel="Canceling..." className={DANGER_BUTTON} />
      </div>
    </form>
  );
}
