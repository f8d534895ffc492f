'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { changeSandboxPlanAction, subscribeSandboxPlanAction } from '@/actions/sandbox';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';

type Option = { priceId: string; name: string; priceLabel: string; current: boolean };

/**
 * The plans of the sandbox portal. With a live subscription each other plan is a switch; after a
 * cancellation ('subscribe') each plan starts a new subscription.
 */
export function SandboxPlanSwitcher({ plans, mode }: { plans: Option[]; mode: 'switch' | 'subscribe' }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function choose(priceId: string) {
    setError(null);
    startTransition(async () => {
      const action = mode === 'switch' ? changeSandboxPlanAction : subscribeSandboxPlanAction;
      const result = await action({ priceId });
      if (!result.ok) return setError(result.error);
      router.refresh();
    });
  }

  return (
    <div className="mt-2 space-y-2">
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      {plans.map((plan) => (
        <div
          key={plan.priceId}
          className="flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-slate-200 px-4 py-3"
        >
          <p className="text-sm">
            <span className="font-semibold text-slate-900">{plan.name}</span>{' '}
            <span className="text-slate-600">· {plan.priceLabel}/month</span>
          </p>
          {plan.current && mode === 'switch' ? (
            <span className="text-xs font-semibold uppercase tracking-wide text-green-700">Current</span>
          ) : (
            <button
              type="button"
              disabled={pending}
              className={buttonStyles.secondary}
              onClick={() => choose(plan.priceId)}
            >
              {mode === 'switch' ? `Switch to ${plan.name}` : `Subscribe to ${plan.name}`}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
