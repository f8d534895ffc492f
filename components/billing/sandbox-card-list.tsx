'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { makeDefaultSandboxCardAction, removeSandboxCardAction } from '@/actions/sandbox';
import { ErrorBox } from '@/components/ui/error-box';
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

/** The saved cards of the sandbox portal, with 'Make default' and 'Remove'. */
export function SandboxCardList({ cards }: { cards: PaymentMethod[] }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function run(action: typeof removeSandboxCardAction, paymentMethodId: string) {
    setError(null);
    startTransition(async () => {
      const result = await action({ paymentMethodId });
      if (!result.ok) return setError(result.error);
      router.refresh();
    });
  }

  if (!cards.length) {
    return (
      <p className="mt-2 rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
        No cards saved yet.
      </p>
    );
  }
  return (
    <div className="mt-2 space-y-2">
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {cards.map((card) => (
          <li
            key={card.id}
            className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
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
                  type="button"
                  disabled={pending}
                  onClick={() => run(makeDefaultSandboxCardAction, card.id)}
                  className={`${linkButton} text-brand-700 hover:bg-brand-50`}
                >
                  Make default
                </button>
              )}
              <button
                type="button"
                disabled={pending}
                onClick={() => run(removeSandboxCardAction, card.id)}
                aria-label={`Remove ${brandLabel(card.brand)} ending in ${card.last4}`}
                className={`${linkButton} text-red-700 hover:bg-red-50`}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
