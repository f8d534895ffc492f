'use client';

import { useEffect, useState, useTransition } from 'react';
import { updateReturnAddressAction } from '@/actions/profile';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import {
  RETURN_ADDRESS_LIMITS as LIMITS,
  RETURN_ADDRESS_MESSAGES as M,
  ReturnAddressSchema,
  returnAddressProblems,
  type ReturnAddress,
} from '@/lib/validation/return-address';
import { StreetAddressField, type LookupStatus } from './street-address-field';

/** Spec sections 2 and 9: the success message shows for 3 s. */
const SUCCESS_VISIBLE_MS = 3000;

type Field = keyof ReturnAddress;

/** The fields a picked suggestion fills, and so the ones "Address validated" vouches for. */
const CHECKED_FIELDS: Field[] = ['line1', 'city', 'state', 'zip'];

/** Invalid fields get a red border as well as aria-invalid. */
const inputStyles = `${fieldStyles.input} aria-invalid:border-red-400 aria-invalid:ring-2 aria-invalid:ring-red-200`;

/**
 * The return address printed on every postcard (spec sections 2 and 5): name, two lines, city,
 * state, ZIP. Line 1 suggests addresses; a pick fills line 1, city, state and ZIP. The rules are
 * the server's own schema, checked here first so most mistakes need no round trip.
 */
export function ReturnAddressForm({ saved }: { saved: ReturnAddress }) {
  const [address, setAddress] = useState<ReturnAddress>(saved);
  const [lookup, setLookup] = useState<LookupStatus>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [success, setSuccess] = useState(false);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(false), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  // Editing the street, city, state or ZIP undoes "Address validated": the fields no longer hold
  // the address that was checked. The name and line 2 (a suite) were never part of the check.
  function edit(changes: Partial<ReturnAddress>) {
    setAddress((current) => ({ ...current, ...changes }));
    setInvalid((fields) => fields.filter((field) => !(field in changes)));
    if (lookup.kind !== 'idle' && CHECKED_FIELDS.some((field) => field in changes)) setLookup({ kind: 'idle' });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSuccess(false);
    const parsed = ReturnAddressSchema.safeParse(address);
    if (!parsed.success) {
      const problems = returnAddressProblems(parsed.error);
      setInvalid(problems.fields);
      return setError(problems.message);
    }
    setError(null);
    setInvalid([]);
    startTransition(async () => {
      const result = await updateReturnAddressAction(parsed.data).catch(() => ({ ok: false as const, error: M.saveFailed }));
      if (!result.ok) return setError(result.error);
      setAddress(result.data);
      setSuccess(true);
    });
  }

  const input = (
    field: Exclude<Field, 'line1'>,
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
    wrapper = '',
  ) => (
    <div className={wrapper}>
      <label htmlFor={`return-${field}`} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={`return-${field}`}
        name={field}
        value={address[field]}
        onChange={(e) => edit({ [field]: e.target.value })}
        maxLength={LIMITS[field]}
        aria-invalid={invalid.includes(field) || undefined}
        className={inputStyles}
        {...extra}
      />
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-4">
      <p className="text-slate-600">
        This address is printed as the sender on every postcard you send. Everything but line 2 is required.
      </p>
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      {input('name', 'Name', { autoComplete: 'name' })}
      <StreetAddressField
        id="return-line1"
        label="Address line 1"
        value={address.line1}
        maxLength={LIMITS.line1}
        invalid={invalid.includes('line1')}
        status={lookup}
        onType={(line1) => edit({ line1 })}
        onPicked={(picked) => {
          setAddress((current) => ({ ...current, ...picked }));
          setInvalid([]);
          setError(null);
        }}
        onStatus={setLookup}
      />
      {input('line2', 'Address line 2 (optional)', { autoComplete: 'address-line2', placeholder: 'Apartment, suite, unit' })}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[1fr_6rem_8rem]">
        {input('city', 'City', { autoComplete: 'address-level2' }, 'col-span-2 sm:col-span-1')}
        {input('state', 'State', { autoComplete: 'address-level1', placeholder: 'IL', className: `${inputStyles} uppercase` })}
        {input('zip', 'ZIP', { autoComplete: 'postal-code', inputMode: 'numeric', placeholder: '62701' })}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className={buttonStyles.primary}>
          {pending ? 'Saving...' : 'Save Return Address'}
        </button>
        {success && (
          <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
            {M.saved}
          </p>
        )}
      </div>
    </form>
  );
}
