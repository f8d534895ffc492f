'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { changeSandboxPlanAction } from '@/app/sandbox/actions';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';

type Option = { priceId: string; label: string; current: boolean };

export function SandboxPlanSwitcher({ plans }: { plans: Option[] }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div className="mt-2 space-y-2">
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      {plans.map((plan) => (
        <div key={plan.priceId} className="flex items-center justify-between rounded-lg border border-slate-200 px-4 py-3">
          <span className="text-sm font-medium text-slate-800">{plan.label}</span>
          {plan.current ? (
            <span className="text-xs font-semibold uppercase text-green-700">Current</span>
          ) : (
            <button
              type="button"
              disabled={pending}
              className={buttonStyles.secondary}
              onClick={() =>
                startTransition(async () => {
                  const result = await changeSandboxPlanAction({ priceId: plan.priceId });
                  if (!result.ok) return setError(result.error);
                  router.refresh();
                })
              }
            >
              Switch to {plan.label.split(' ·')[0]}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
