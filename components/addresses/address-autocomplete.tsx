'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { resolveAddressAction, suggestAddressesAction } from '@/actions/addresses';
import { FieldError, invalidStyles } from '@/components/ui/field';
import { fieldStyles } from '@/components/ui/styles';
import { ADDRESS_MESSAGES, MIN_QUERY_LENGTH } from '@/lib/addresses/messages';
import type { ValidatedAddress } from '@/lib/db/schema';
import type { AddressSuggestion } from '@/lib/providers/maps/port';
import { AddressStatusLine, newSessionToken, SuggestionList, useSuggestionListbox } from './suggestion-listbox';

export const SUGGEST_DEBOUNCE_MS = 300;

type Status = { kind: 'idle' } | { kind: 'validated' } | { kind: 'error'; message: string };

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
  onTextChange,
  disabled,
  name,
  error,
}: {
  id: string;
  label: string;
  /** The text input's name in a `<form action>` (its errors are keyed by it). */
  name?: string;
  /** An error of the form beside the field (shown while the field has no message of its own). */
  error?: string;
  initialText?: string;
  /** `picked` carries the place id and session token, so the server can resolve it again. */
  onResolved: (
    address: ValidatedAddress | null,
    error?: string,
    picked?: { placeId: string; sessionToken: string },
  ) => void;
  /** Every edit of the text (a dialog asks before it drops typed input). */
  onTextChange?: (text: string) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState(initialText);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const listbox = useSuggestionListbox(suggestions, (suggestion) => void pick(suggestion));
  const { setOpen, setActive } = listbox;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState(false); // no lookup for the initial text until the user types
  const sessionToken = useRef<string>('');
  const latest = useRef(0);
  const everSucceeded = useRef(false);
  const messageId = useId();
  const errorId = `${messageId}-error`;

  useEffect(() => {
    sessionToken.current ||= newSessionToken();
  }, []);

  useEffect(() => {
    // Text too short to look up was cleared as it was typed (onType).
    if (!typed || text.trim().length < MIN_QUERY_LENGTH) return;
    const request = ++latest.current;
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
  }, [text, typed, setOpen, setActive]);

  function onType(value: string) {
    setText(value);
    onTextChange?.(value);
    setTyped(true);
    if (value.trim().length < MIN_QUERY_LENGTH) {
      latest.current++; // drop any suggestion request still in flight
      setSuggestions([]);
      setOpen(false);
    }
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

  return (
    <div className="relative">
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        {...listbox.inputProps}
        name={name}
        aria-describedby={status.kind !== 'idle' ? messageId : error ? errorId : undefined}
        aria-invalid={status.kind === 'error' || (status.kind === 'idle' && !!error) || undefined}
        aria-busy={busy || undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={ADDRESS_MESSAGES.placeholder}
        value={text}
        disabled={disabled}
        onChange={(event) => onType(event.target.value)}
        className={`${fieldStyles.input} ${invalidStyles}`}
      />
      <SuggestionList
        label={label}
        suggestions={suggestions}
        listbox={listbox}
        pick={(suggestion) => void pick(suggestion)}
      />
      <AddressStatusLine id={messageId} status={status} validatedText={ADDRESS_MESSAGES.validated} />
      {status.kind === 'idle' && <FieldError id={errorId} message={error} />}
    </div>
  );
}
