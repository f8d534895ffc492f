'use client';

import { useEffect, useState } from 'react';
import { checkAreaCodeAction } from '@/actions/phones';
import { FieldError, invalidStyles } from '@/components/ui/field';
import { fieldStyles } from '@/components/ui/styles';
import { digitsOnly, PHONE_MESSAGES } from '@/lib/validation/phone-number-messages';

export const AVAILABILITY_DEBOUNCE_MS = 500;

export type Availability = 'idle' | 'checking' | 'available' | 'unavailable' | 'failed';

/** Asks the server whether numbers exist in `areaCode`, 500 ms after it has 3 digits. */
export function useAreaCodeAvailability(areaCode: string): Availability {
  const [state, setState] = useState<{ code: string; result: Availability }>({ code: '', result: 'idle' });

  useEffect(() => {
    if (areaCode.length !== 3) return;
    let current = true;
    const timer = setTimeout(async () => {
      let result: Availability;
      try {
        const answer = await checkAreaCodeAction({ areaCode });
        result = answer?.ok ? (answer.data.available ? 'available' : 'unavailable') : 'failed';
      } catch {
        result = 'failed';
      }
      if (current) setState({ code: areaCode, result });
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [areaCode]);

  if (areaCode.length !== 3) return 'idle';
  return state.code === areaCode ? state.result : 'checking';
}

/**
 * Area code: 3 digits, non-digits dropped as typed, with the availability answer below. It is
 * invalid while its error shows or no number is available in it.
 */
export function AreaCodeField({
  id,
  value,
  onChange,
  availability,
  error,
}: {
  id: string;
  value: string;
  onChange: (digits: string) => void;
  availability: Availability;
  error?: string;
}) {
  const invalid = !!error || availability === 'unavailable';
  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        Area code
      </label>
      <input
        id={id}
        name="areaCode"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(digitsOnly(e.target.value, 3))}
        placeholder="415"
        aria-invalid={invalid || undefined}
        aria-describedby={error ? `${id}-status ${id}-error` : `${id}-status`}
        className={`${fieldStyles.input} ${invalidStyles} max-w-32`}
      />
      <FieldError id={`${id}-error`} message={error} />
      <p id={`${id}-status`} role="status" className="mt-1 min-h-5 text-xs">
        <AvailabilityText availability={availability} />
      </p>
    </div>
  );
}

function AvailabilityText({ availability }: { availability: Availability }) {
  if (availability === 'idle')
    return <span className="text-slate-600">Your tracking number gets this US area code.</span>;
  if (availability === 'checking') return <span className="text-slate-600">Checking availability…</span>;
  if (availability === 'available') return <span className="font-medium text-emerald-700">Numbers available</span>;
  if (availability === 'unavailable')
    return <span className="font-medium text-red-700">{PHONE_MESSAGES.noneAvailable}</span>;
  return <span className="font-medium text-red-700">{PHONE_MESSAGES.checkFailed}</span>;
}
