'use client';

import { useActionState } from 'react';
import { openPortalFormAction } from '@/actions/account';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { SubmitButton } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import { POSTCARD_SIZES, type PostcardSize } from '@/lib/db/postcard-sizes';
import { formatCents } from '@/lib/money/cents';
import type { PlanOption } from '@/lib/plans/plan-option';

export type { PlanOption };

// The plan cards of spec section 2 "Plan modal", and what else only Pro has (issue 28).
const FEATURES: Record<string, string[]> = {
  Free: [
    'Basic postcard sending',
    'Template creation',
    'Campaign management',
    'Standard support',
    'Standard pricing',
    'One tracking URL (QR code)',
  ],
  Pro: [
    '20% off all postcards',
    'API access and Zapier integration',
    'Advanced targeting',
    'Priority support',
    'Unlimited QR codes',
    'Tracking phone numbers',
  ],
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
export function PlanDialog({
  plans,
  onClose,
  note,
}: {
  plans: PlanOption[];
  onClose: () => void;
  /** Why the dialog opened instead of what the user asked for (a Pro-only action). */
  note?: string;
}) {
  const [state, formAction] = useActionState(openPortalFormAction, IDLE_FORM_STATE);
  const { formProps, formError, dismissFormError } = useFormErrors(state);
  const price = (name: string) => plans.find((p) => p.name === name)?.monthlyPriceCents ?? 0;
  const cardPrices = (name: string) => plans.find((p) => p.name === name)?.cardPrices ?? {};

  return (
    <Dialog title="Choose Your Plan" onClose={onClose} size="lg">
      {note && <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">{note}</p>}
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
              <CardPrices prices={cardPrices(name)} planName={name} />
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

/** The plan's price per postcard, by size, as the price table has it. */
function CardPrices({ prices, planName }: { prices: Partial<Record<PostcardSize, number>>; planName: string }) {
  const sizes = POSTCARD_SIZES.filter((size) => prices[size] !== undefined);
  if (sizes.length === 0) return null;
  return (
    <>
      <p className="mt-3 text-xs font-medium text-slate-600">Per postcard</p>
      <dl aria-label={`${planName} price per postcard`} className="mt-1 grid grid-cols-3 gap-2 text-center text-xs">
        {sizes.map((size) => (
          <div key={size} className="rounded-lg bg-slate-50 px-2 py-1.5">
            <dt className="text-slate-600">{size}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{formatCents(prices[size] ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
