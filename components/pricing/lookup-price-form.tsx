'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { updateLookupPriceAction } from '@/actions/pricing';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';
import { centsToNumeric, formatCents } from '@/lib/money/cents';
import { LookupPriceSchema } from '@/lib/validation/pricing';
import { DollarInput } from './dollar-input';
import { SuccessMessage } from './success-message';
import { useSuccessMessage } from './use-success-message';

/** 'Record Lookup Price': what one neighbor address lookup costs in a neighbor campaign. */
export function LookupPriceForm({ cents }: { cents: number | null }) {
  const router = useRouter();
  const [value, setValue] = useState(cents === null ? '' : centsToNumeric(cents));
  const [savedCents, setSavedCents] = useState(cents);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useSuccessMessage();
  const [pending, startTransition] = useTransition();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A number field reports '' for text it cannot read (e.g. '1e'); the schema refuses ''.
    const parsed = LookupPriceSchema.safeParse({ cost: value });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    setSuccess(null);
    startTransition(async () => {
      const result = await updateLookupPriceAction({ cost: value });
      if (!result.ok) return setError(result.error);
      setSavedCents(result.data.cents);
      setValue(centsToNumeric(result.data.cents));
      setSuccess(result.data.changed ? `Lookup price saved: ${formatCents(result.data.cents)} per address.` : 'No change to save.');
      router.refresh(); // the recent changes list
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Each neighbor address looked up for a neighbor campaign costs{' '}
        <span className="font-semibold tabular-nums">{savedCents === null ? 'nothing' : formatCents(savedCents)}</span>. A
        new price applies to the next quote and charge.
      </p>
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-56">
          <DollarInput id="lookup-price" label="Price per address lookup (USD)" value={value} onChange={setValue} invalid={!!error} />
        </div>
        <button type="submit" disabled={pending} className={buttonStyles.primary}>
          {pending ? 'Saving...' : 'Save'}
        </button>
      </div>
      <SuccessMessage message={success} />
    </form>
  );
}
