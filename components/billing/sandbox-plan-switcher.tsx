'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';
import { sandboxPlanFormAction } from '@/actions/sandbox';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';

type Option = { priceId: string; name: string; priceLabel: string; current: boolean };

/**
 * The plans of the sandbox portal. With a live subscription each other plan is a switch; after a
 * cancellation ('subscribe') each plan starts a new subscription. Each plan is a form.
 */
export function SandboxPlanSwitcher({ plans, mode }: { plans: Option[]; mode: 'switch' | 'subscribe' }) {
  const router = useRouter();
  const [state, formAction, pending] = useActionState(sandboxPlanFormAction, IDLE_FORM_STATE);
  const { formError, dismissFormError } = useFormErrors(state);
  useEffect(() => {
    if (state.status === 'success') router.refresh();
  }, [state, router]);

  return (
    <div className="mt-2 space-y-2">
      {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
      {plans.map((plan) => (
        <form
          key={plan.priceId}
          action={formAction}
          className="flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-slate-200 px-4 py-3"
        >
          <input type="hidden" name="priceId" value={plan.priceId} />
          <input type="hidden" name="mode" value={mode} />
          <p className="text-sm">
            <span className="font-semibold text-slate-900">{plan.name}</span>{' '}
            <span className="text-slate-600">· {plan.priceLabel}/month</span>
          </p>
          {plan.current && mode === 'switch' ? (
            <span className="text-xs font-semibold uppercase tracking-wide text-green-700">Current</span>
          ) : (
            <button type="submit" disabled={pending} className={buttonStyles.secondary}>
              {mode === 'switch' ? `Switch to ${plan.name}` : `Subscribe to ${plan.name}`}
            </button>
          )}
        </form>
      ))}
    </div>
  );
}
