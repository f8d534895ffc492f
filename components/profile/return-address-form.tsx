'use client';

import { useActionState, useEffect, useState } from 'react';
import { updateReturnAddressFormAction } from '@/actions/profile';
import { ErrorBox } from '@/components/ui/error-box';
import { FieldError, SubmitButton, TextField } from '@/components/ui/field';
import { SuccessMessage } from '@/components/ui/success-message';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { useSuccessMessage } from '@/components/ui/use-success-message';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import type { ReturnAddress } from '@/lib/validation/return-address';
import {
  RETURN_ADDRESS_LIMITS as LIMITS,
  RETURN_ADDRESS_MESSAGES as M,
} from '@/lib/validation/return-address-messages';
import { StreetAddressField, type LookupStatus } from './street-address-field';

const rules = lazyRules(() =>
  import('@/lib/validation/return-address').then((m) => validateWith(m.ReturnAddressSchema)),
);

type Field = keyof ReturnAddress;

/** The fields a picked suggestion fills, and so the ones "Address validated" vouches for. */
const CHECKED_FIELDS: Field[] = ['line1', 'city', 'state', 'zip'];

/**
 * The return address printed on every postcard (spec sections 2 and 5): name, two lines, city,
 * state, ZIP. Line 1 suggests addresses; a pick fills line 1, city, state and ZIP. The fields are
 * controlled (a pick fills four of them) and posted as a `<form action>`; the rules are the
 * server's own schema, checked here first so most mistakes need no round trip.
 */
export function ReturnAddressForm({
  saved,
  intro = 'This address is printed as the sender on every postcard you send. Everything but line 2 is required.',
  onSaved,
  onDirty,
}: {
  saved: ReturnAddress;
  intro?: string;
  /** Heard once the address is saved (a send dialog that asked for it then goes on). */
  onSaved?: (address: ReturnAddress) => void;
  /** Heard when the fields start or stop differing from the saved address (a dialog asks before dropping them). */
  onDirty?: (dirty: boolean) => void;
}) {
  const [state, formAction] = useActionState(updateReturnAddressFormAction, IDLE_FORM_STATE);
  const { formProps, errorFor, formError, dismissFormError, clearErrors } = useFormErrors(state, rules);
  const success = useSuccessMessage(state, () => M.saved);
  const [address, setAddress] = useState<ReturnAddress>(saved);
  const [kept, setKept] = useState<ReturnAddress>(saved);
  const dirty = (Object.keys(address) as Field[]).some((field) => address[field] !== kept[field]);
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);
  const [lookup, setLookup] = useState<LookupStatus>({ kind: 'idle' });

  // A save answers with the address as kept (trimmed, state upper-case).
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state.status === 'success' && state.data) {
      setAddress(state.data);
      setKept(state.data);
    }
  }

  useEffect(() => {
    if (state.status === 'success' && state.data) onSaved?.(state.data);
  }, [state, onSaved]);

  // Editing the street, city, state or ZIP undoes "Address validated": the fields no longer hold
  // the address that was checked. The name and line 2 (a suite) were never part of the check.
  function edit(changes: Partial<ReturnAddress>) {
    setAddress((current) => ({ ...current, ...changes }));
    if (lookup.kind !== 'idle' && CHECKED_FIELDS.some((field) => field in changes)) setLookup({ kind: 'idle' });
  }

  const input = (
    field: Exclude<Field, 'line1'>,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
    wrapper = '',
  ) => (
    <TextField
      id={`return-${field}`}
      name={field}
      label={label}
      value={address[field]}
      onChange={(e) => edit({ [field]: e.target.value })}
      maxLength={LIMITS[field]}
      error={errorFor(field)}
      className={wrapper}
      {...extra}
    />
  );

  const line1Error = errorFor('line1');
  return (
    <form action={formAction} {...formProps} className="max-w-2xl space-y-4">
      <p className="text-slate-600">{intro}</p>
      {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
      {input('name', 'Name', { autoComplete: 'name' })}
      <div>
        <StreetAddressField
          id="return-line1"
          label="Address line 1"
          value={address.line1}
          maxLength={LIMITS.line1}
          invalid={!!line1Error}
          errorId={line1Error ? 'return-line1-error' : undefined}
          status={lookup}
          onType={(line1) => edit({ line1 })}
          onPicked={(picked) => {
            setAddress((current) => ({ ...current, ...picked }));
            clearErrors(CHECKED_FIELDS);
          }}
          onStatus={setLookup}
        />
        <FieldError id="return-line1-error" message={line1Error} />
      </div>
      {input('line2', 'Address line 2 (optional)', {
        autoComplete: 'address-line2',
        placeholder: 'Apartment, suite, unit',
      })}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[1fr_6rem_8rem]">
        {input('city', 'City', { autoComplete: 'address-level2' }, 'col-span-2 sm:col-span-1')}
        {input('state', 'State', { autoComplete: 'address-level1', placeholder: 'IL', inputClassName: 'uppercase' })}
        {input('zip', 'ZIP', { autoComplete: 'postal-code', inputMode: 'numeric', placeholder: '62701' })}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton label="Save Return Address" pendingLabel="Saving..." />
        <SuccessMessage message={success} />
      </div>
    </form>
  );
}
