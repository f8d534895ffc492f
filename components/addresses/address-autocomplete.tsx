'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { resolveAddressAction, suggestAddressesAction } from '@/app/(app)/addresses/actions';
import { fieldStyles } from '@/components/ui/styles';
import { ADDRESS_MESSAGES, MIN_QUERY_LENGTH } from '@/lib/addresses/messages';
import type { ValidatedAddress } from '@/lib/db/schema';
import type { AddressSuggestion } from '@/lib/providers/maps/port';

export const SUGGEST_DEBOUNCE_MS = 300;

type Status = { kind: 'idle' } | { kind: 'validated' } | { kind: 'error'; message: string };

/** A fresh session token: one per lookup, so Google bills the lookup as one session. */
function newSessionToken(): string {
  // randomUUID exists only in secure contexts (https, localhost); build a v4 UUID otherwise.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Spec section 7: the address service is retried 3 times with a growing delay before the field
 * gives up (the original loaded Google's library in the browser; our lookups go to the server,
 * so the retry covers a request that never reached it).
 */
async function withRetries<T>(call: () => Promise<T>, attempts = 3, firstDelayMs = 250): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, firstDelayMs * 2 ** (attempt - 1)));
    }
  }
}

/** A picked and validated address, with what the server needs to check it again. */
export type AddressPick = { placeId: string; sessionToken: string; address: ValidatedAddress };

/**
 * US address field with suggestions (spec sections 2, 4, 5): a combobox whose suggestions come
 * from the server 300 ms after typing stops. Picking one resolves it into the five address
 * parts; `onResolved` gets the address, or null and the message to show. Typing again undoes a
 * validation (onResolved(null)), so a form can insist on a freshly validated address.
 */
export function AddressAutocomplete({
  id,
  label,
  initialText = '',
  onResolved,
  disabled,
}: {
  id: string;
  label: string;
  initialText?: string;
  /** `picked` carries the place id and session token, so the server can resolve it again. */
  onResolved: (address: ValidatedAddress | null, error?: string, picked?: { placeId: string; sessionToken: string }) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState(initialText);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState(false); // no lookup for the initial text until the user types
  const sessionToken = useRef<string>('');
  const latest = useRef(0);
  const everSucceeded = useRef(false);
  const listId = useId();
  const messageId = useId();

  useEffect(() => {
    sessionToken.current ||= newSessionToken();
  }, []);

  useEffect(() => {
    if (!typed) return;
    const request = ++latest.current;
    if (text.trim().length < MIN_QUERY_LENGTH) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    const timer = setTimeout(async () => {
      let result: Awaited<ReturnType<typeof suggestAddressesAction>>;
      try {
        result = await withRetries(() => suggestAddressesAction({ query: text, sessionToken: sessionToken.current }));
      } catch {
        result = { ok: false, error: ADDRESS_MESSAGES.failed };
      }
      if (request !== latest.current) return; // a newer keystroke owns the list
      if (result.ok) {
        everSucceeded.current = true;
        setSuggestions(result.data);
        setOpen(result.data.length > 0);
        setActive(-1);
        setStatus({ kind: 'idle' });
      } else {
        setSuggestions([]);
        setOpen(false);
        setStatus({ kind: 'error', message: everSucceeded.current ? result.error : ADDRESS_MESSAGES.initFailed });
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, typed]);

  function onType(value: string) {
    setText(value);
    setTyped(true);
    if (status.kind !== 'idle') {
      setStatus({ kind: 'idle' });
      onResolved(null);
    }
  }

  async function pick(suggestion: AddressSuggestion) {
    latest.current++; // drop any suggestion request still in flight
    setText(suggestion.description);
    setTyped(false);
    setOpen(false);
    setSuggestions([]);
    setBusy(true);
    const token = sessionToken.current;
    let result: Awaited<ReturnType<typeof resolveAddressAction>>;
    try {
      result = await resolveAddressAction({ placeId: suggestion.placeId, sessionToken: token });
    } catch {
      result = { ok: false, error: ADDRESS_MESSAGES.failed };
    }
    // The resolve ended this session; the next lookup starts a new one.
    sessionToken.current = newSessionToken();
    setBusy(false);
    if (result.ok) {
      setText(result.data.formatted_address);
      setStatus({ kind: 'validated' });
      onResolved(result.data, undefined, { placeId: suggestion.placeId, sessionToken: token });
    } else {
      setStatus({ kind: 'error', message: result.error });
      onResolved(null, result.error);
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
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={status.kind === 'idle' ? undefined : messageId}
        aria-invalid={status.kind === 'error' || undefined}
        aria-busy={busy || undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={ADDRESS_MESSAGES.placeholder}
        value={text}
        disabled={disabled}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(suggestions.length > 0)}
        className={fieldStyles.input}
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
      {status.kind === 'validated' && (
        <p id={messageId} role="status" className="mt-1 flex items-center gap-1 text-sm text-green-700">
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-4 w-4">
            <path
              fillRule="evenodd"
              d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
              clipRule="evenodd"
            />
          </svg>
          {ADDRESS_MESSAGES.validated}
        </p>
      )}
      {status.kind === 'error' && (
        <p id={messageId} role="alert" className="mt-1 text-sm text-red-700">
          {status.message}
        </p>
      )}
    </div>
  );
}
