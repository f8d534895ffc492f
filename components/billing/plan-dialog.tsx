'use client';

import { useActionState } from 'react';
import { openPortalFormAction } from '@/actions/account';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { SubmitButton } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import { formatCents } from '@/lib/money/cents';

// The plan cards of spec section 2 "Plan modal".
const FEATURES: Record<string, string[]> = {
  Free: ['Basic postcard sending', 'Template creation', 'Campaign management', 'Standard support', 'Standard pricing'],
  Pro: ['20% off all postcards', 'API access and Zapier integration', 'Advanced targeting', 'Priority support'],
};

const Check = () => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600">
    <path
      fillRule="evenodd"
      d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
      clipRule="evenodd"
    />
  </svg>
);

/**
 * 'Choose Your Plan' (spec section 2) on the Dialog primitive: over another dialog (Create
 * Campaign) Escape closes only this one. Choose Pro is a form whose action sends the browser on
 * to the billing portal. Loaded on first open through PlanModal.
 */
export type PlanOption = { name: string; monthlyPriceCents: number };

export function PlanDialog({ plans, onClose }: { plans: PlanOption[]; onClose: () => void }) {
  const [state, formAction] = useActionState(openPortalFormAction, IDLE_FORM_STATE);
  const { formProps, formError, dismissFormError } = useFormErrors(state);
  const price = (name: string) => plans.find((p) => p.name === name)?.monthlyPriceCents ?? 0;

  return (
    <Dialog title="Choose Your Plan" onClose={onClose} size="lg">
      {formError && (
        <div className="mb-4">
          <ErrorBox message={formError} onDismiss={dismissFormError} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {(['Free', 'Pro'] as const).map((name) => {
          const pro = name === 'Pro';
          return (
            <section
              key={name}
              aria-label={`${name} plan`}
              className={`relative flex flex-col rounded-xl border p-5 ${pro ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200'}`}
            >
              {pro && (
                <span className="absolute -top-3 right-4 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
                  Most Popular
                </span>
              )}
              <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
              <p className="mt-1">
                <span className="text-3xl font-bold text-slate-900">{formatCents(price(name)).replace('.00', '')}</span>
                <span className="text-sm text-slate-600">/month</span>
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                {FEATURES[name].map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check />
                    {feature}
                  </li>
                ))}
              </ul>
              {pro ? (
                <form action={formAction} {...formProps} className="mt-5">
                  <input type="hidden" name="purpose" value="subscription" />
                  <SubmitButton
                    label="Choose Pro"
                    pendingLabel="Opening Portal..."
                    className={`${buttonStyles.primary} w-full`}
                  />
                </form>
              ) : (
                <p className="mt-5 rounded-lg bg-slate-100 py-2 text-center text-sm font-medium text-slate-600">
                  Your current plan
                </p>
              )}
            </section>
          );
        })}
      </div>
    </Dialog>
  );
}
