'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';
import { sandboxCardFormAction } from '@/actions/sandbox';
import { ErrorBox } from '@/components/ui/error-box';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import type { PaymentMethod } from '@/lib/providers/payments/port';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

const brandLabel = (brand: string) => BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
const expiryLabel = (card: PaymentMethod) =>
  `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;

const linkButton =
  'rounded px-2 py-1 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60';

/**
 * The saved cards of the sandbox portal. Each card is a form; its 'Make default' and 'Remove'
 * buttons post it with their intent.
 */
export function SandboxCardList({ cards }: { cards: PaymentMethod[] }) {
  const router = useRouter();
  const [state, formAction, pending] = useActionState(sandboxCardFormAction, IDLE_FORM_STATE);
  const { formError, dismissFormError } = useFormErrors(state);
  useEffect(() => {
    if (state.status === 'success') router.refresh();
  }, [state, router]);

  if (!cards.length) {
    return (
      <p className="mt-2 rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
        No cards saved yet.
      </p>
    );
  }
  return (
    <div className="mt-2 space-y-2">
      {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {cards.map((card) => (
          <li key={card.id}>
            <form
              action={formAction}
              className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <input type="hidden" name="paymentMethodId" value={card.id} />
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                  <span>
                    {brandLabel(card.brand)} <span className="tracking-wider">••••</span> {card.last4}
                  </span>
                  {card.isDefault && (
                    <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">
                      Default
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-600">Expires {expiryLabel(card)}</p>
              </div>
              <div className="-mx-2 flex gap-1">
                {!card.isDefault && (
                  <button
                    type="submit"
                    name="intent"
                    value="default"
                    disabled={pending}
                    className={`${linkButton} text-brand-700 hover:bg-brand-50`}
                  >
                    Make default
                  </button>
                )}
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  disabled={pending}
                  aria-label={`Remove ${brandLabel(card.brand)} ending in ${card.last4}`}
                  className={`${linkButton} text-red-700 hover:bg-red-50`}
                >
                  Remove
                </button>
              </div>
            </form>
          </li>
        ))}
      </ul>
    </div>
  );
}
