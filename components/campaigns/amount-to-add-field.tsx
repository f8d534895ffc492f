'use client';

import { useRef, useState } from 'react';
import { DollarInput } from '@/components/ui/dollar-input';
import { fieldStyles } from '@/components/ui/styles';
import { centsToNumeric, formatCents, numericToCents } from '@/lib/money/cents';
import { addAtLeastMessage } from '@/lib/orders/add-at-least-message';
import { MAX_TOP_UP_CENTS, MIN_TOP_UP_CENTS, TOP_UP_RANGE_MESSAGE } from '@/lib/validation/add-funds';

/** The sidebar's Add funds offers these too; below the minimum a send needs they are left out. */
const PRESET_DOLLARS = [25, 50, 100];

type Props = {
  /** What the send lacks (at least the add-funds minimum): pre-filled, and the first choice. */
  minimumCents: number;
  orderCount: number;
  idPrefix: string;
};

/**
 * 'Amount to add' in every send's payment block: the shortfall pre-filled, $25/$50/$100, and an
 * amount too small said under the field (aria-invalid) with focus kept on it, so a long dialog
 * stays where the problem is. `check()` gives the amount to send to checkout, or null.
 */
export function useAmountToAdd({ minimumCents, orderCount, idPrefix }: Props) {
  const [amount, setAmount] = useState(() => centsToNumeric(minimumCents));
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = `${idPrefix}-top-up-amount`;

  function check(): string | null {
    let cents = Number.NaN;
    try {
      cents = numericToCents(amount.replace(/[$,\s]/g, ''));
    } catch {
      // Not an amount at all: the same message says what is wanted.
    }
    const inRange = Number.isFinite(cents) && cents >= MIN_TOP_UP_CENTS && cents <= MAX_TOP_UP_CENTS;
    if (inRange && cents >= minimumCents) return amount;
    // The server's own messages, in its order: any top-up's range first, then what this send needs.
    setError(inRange ? addAtLeastMessage(minimumCents, orderCount) : TOP_UP_RANGE_MESSAGE);
    input.current?.focus();
    input.current?.scrollIntoView({ block: 'center' });
    return null;
  }

  function choose(value: string) {
    setAmount(value);
    setError(null);
  }

  const choices = [
    { value: centsToNumeric(minimumCents), label: `${formatCents(minimumCents)} needed` },
    ...PRESET_DOLLARS.filter((dollars) => dollars * 100 > minimumCents).map((dollars) => ({
      value: `${dollars}.00`,
      label: `$${dollars}`,
    })),
  ];

  const field = (
    <div className="space-y-2">
      <div className="w-44">
        <label htmlFor={id} className={fieldStyles.label}>
          Amount to add (USD)
        </label>
        <DollarInput
          ref={input}
          id={id}
          value={amount}
          onChange={(e) => choose(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          className="aria-invalid:border-red-500 aria-invalid:ring-red-500/30"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        At least {formatCents(minimumCents)}.
      </p>
      <div role="group" aria-label="Amount choices" className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            onClick={() => choose(choice.value)}
            aria-pressed={amount === choice.value}
            className={`min-h-11 rounded-full px-3 text-xs font-semibold ring-1 sm:min-h-8 ${
              amount === choice.value
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
            }`}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
  return { field, check };
}
