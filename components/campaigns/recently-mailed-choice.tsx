'use client';

import type { RecentChoice as Choice } from '@/lib/bulk/bulk-send';
import { DUPLICATE_MESSAGES } from '@/lib/orders/duplicate-messages';

/**
 * The duplicate warning of the many-card sends (Bulk Send, Send to a list): who this campaign
 * mailed in the last 90 days, and the choice to skip them (the default) or send anyway.
 */
export function RecentlyMailedChoice({
  heading,
  name,
  value,
  onChange,
  children,
}: {
  /** What was mailed recently, said once for everybody (the legend, read by screen readers). */
  heading: string;
  /** The radio group's name: unique on the page. */
  name: string;
  value: Choice;
  onChange: (choice: Choice) => void;
  /** What else to show under the heading (Bulk Send lists the rows). */
  children?: React.ReactNode;
}) {
  return (
    <fieldset className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
      <legend className="sr-only">{heading}</legend>
      <p className="font-medium text-amber-900" aria-hidden="true">
        {heading}
        {children ? ':' : ''}
      </p>
      {children}
      <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
        {(['skip', 'send'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-slate-900">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {choice === 'skip' ? DUPLICATE_MESSAGES.skip : DUPLICATE_MESSAGES.sendAnyway}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
