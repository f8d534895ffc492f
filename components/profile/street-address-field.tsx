'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { resolveReturnAddressAction, suggestReturnAddressesAction } from '@/app/(app)/profile/actions';
import { SUGGEST_DEBOUNCE_MS } from '@/components/addresses/address-autocomplete';
import { fieldStyles } from '@/components/ui/styles';
import { MIN_QUERY_LENGTH } from '@/lib/addresses/messages';
import type { ResolvedReturnAddress } from '@/lib/accounts/return-address-lookup';
import type { AddressSuggestion } from '@/lib/providers/maps/port';
import { RETURN_ADDRESS_MESSAGES as M } from '@/lib/validation/return-address';

/** What the lookup last said: nothing, a validated pick, or a failure to show under the field. */
export type LookupStatus = { kind: 'idle' } | { kind: 'validated' } | { kind: 'error'; message: string };

/** One session token per lookup (typing, then a pick), as Google bills it. */
function newSessionToken(): string {
  // randomUUID exists only in secure contexts (https, localhost); plain hex fits the token rules too.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Line 1 of the return address: a plain text field (a street can be typed by hand) that also
 * suggests US addresses. Unlike the recipients' AddressAutocomplete, the field keeps only
 * "number street" after a pick: city, state and ZIP go to their own fields through `onPicked`.
 * The parent owns the text and the status, because editing any address field undoes a validation.
 */
export function StreetAddressField({
  id,
  label,
  value,
  maxLength,
  invalid,
  status,
  onType,
  onPicked,
  onStatus,
}: {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  invalid?: boolean;
  status: LookupStatus;
  onType: (value: string) => void;
  onPicked: (address: ResolvedReturnAddress) => void;
  onStatus: (status: LookupStatus) => void;
}) {
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState(false); // the saved address is not looked up until the user types
  const sessionToken = useRef('');
  const latest = useRef(0);
  const listId = useId();
  const messageId = useId();
  // The latest callback, so that only new text (not a new parent render) asks for suggestions.
  const reportStatus = useRef(onStatus);
  reportStatus.current = onStatus;

  useEffect(() => {
    sessionToken.current ||= newSessionToken();
  }, []);

  useEffect(() => {
    if (!typed) return;
    const request = ++latest.current;
    if (value.trim().length < MIN_QUERY_LENGTH) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    const timer = setTimeout(async () => {
      const result = await suggestReturnAddressesAction({ query: value, sessionToken: sessionToken.current }).catch(
        () => ({ ok: false as const, error: M.lookupUnavailable }),
      );
      if (request !== latest.current) return; // a newer keystroke owns the list
      setSuggestions(result.ok ? result.data : []);
      setOpen(result.ok && result.data.length > 0);
      setActive(-1);
      // Typing already set the status back to idle (the parent does it on every edit).
      if (!result.ok) reportStatus.current({ kind: 'error', message: result.error });
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, typed]);

  function type(text: string) {
    setTyped(true);
    onType(text);
  }

  async function pick(suggestion: AddressSuggestion) {
    latest.current++; // drop any suggestion request still in flight
    setTyped(false);
    setOpen(false);
    setSuggestions([]);
    setBusy(true);
    const result = await resolveReturnAddressAction({ placeId: suggestion.placeId, sessionToken: sessionToken.current }).catch(
      () => ({ ok: false as const, error: M.validateFailed }),
    );
    sessionToken.current = newSessionToken(); // the pick ended this session
    setBusy(false);
    if (result.ok) {
      onPicked(result.data);
      onStatus({ kind: 'validated' });
    } else {
      onStatus({ kind: 'error', message: result.error });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault(); // pick, do not submit the form
      void pick(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="relative">
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={id}
        name="line1"
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={status.kind === 'idle' ? undefined : messageId}
        aria-invalid={invalid || status.kind === 'error' || undefined}
        aria-busy={busy || undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Start typing, e.g. 123 Main St, Springfield"
        value={value}
        maxLength={maxLength}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(suggestions.length > 0)}
        className={`${fieldStyles.input} aria-invalid:border-red-400 aria-invalid:ring-2 aria-invalid:ring-red-200`}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!open}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.placeId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown would blur the input and close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void pick(suggestion)}
            onMouseEnter={() => setActive(index)}
            className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-50 text-brand-700' : 'text-slate-800'}`}
          >
            {suggestion.description}
          </li>
        ))}
      </ul>
      {busy && <p className="mt-1 text-sm text-slate-600">Checking address...</p>}
      {!busy && status.kind === 'validated' && (
        <p id={messageId} role="status" className="mt-1 flex items-center gap-1 text-sm text-green-700">
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-4 w-4">
            <path
              fillRule="evenodd"
              d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
              clipRule="evenodd"
            />
          </svg>
          {M.validated}
        </p>
      )}
      {!busy && status.kind === 'error' && (
        <p id={messageId} role="alert" className="mt-1 text-sm text-red-700">
          {status.message}
        </p>
      )}
    </div>
  );
}
