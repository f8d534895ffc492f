'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { resolveReturnAddressAction, suggestReturnAddressesAction } from '@/actions/profile';
import { SUGGEST_DEBOUNCE_MS } from '@/components/addresses/address-autocomplete';
import {
  AddressStatusLine,
  newSessionToken,
  SuggestionList,
  useSuggestionListbox,
} from '@/components/addresses/suggestion-listbox';
import { fieldStyles } from '@/components/ui/styles';
import { MIN_QUERY_LENGTH } from '@/lib/addresses/messages';
import type { ResolvedReturnAddress } from '@/lib/accounts/return-address-lookup';
import type { AddressSuggestion } from '@/lib/providers/maps/port';
import { RETURN_ADDRESS_MESSAGES as M } from '@/lib/validation/return-address-messages';

/** What the lookup last said: nothing, a validated pick, or a failure to show under the field. */
export type LookupStatus = { kind: 'idle' } | { kind: 'validated' } | { kind: 'error'; message: string };

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
  errorId,
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
  /** The id of the field's error text, when one shows. */
  errorId?: string;
  status: LookupStatus;
  onType: (value: string) => void;
  onPicked: (address: ResolvedReturnAddress) => void;
  onStatus: (status: LookupStatus) => void;
}) {
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const listbox = useSuggestionListbox(suggestions, (suggestion) => void pick(suggestion));
  const { setOpen, setActive } = listbox;
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState(false); // the saved address is not looked up until the user types
  const sessionToken = useRef('');
  const latest = useRef(0);
  const messageId = useId();
  // The latest callback, so that only new text (not a new parent render) asks for suggestions.
  const reportStatus = useRef(onStatus);
  reportStatus.current = onStatus;

  useEffect(() => {
    sessionToken.current ||= newSessionToken();
  }, []);

  useEffect(() => {
    // Text too short to look up was cleared as it was typed (type()).
    if (!typed || value.trim().length < MIN_QUERY_LENGTH) return;
    const request = ++latest.current;
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
  }, [value, typed, setOpen, setActive]);

  function type(text: string) {
    setTyped(true);
    onType(text);
    if (text.trim().length < MIN_QUERY_LENGTH) {
      latest.current++; // drop any suggestion request still in flight
      setSuggestions([]);
      setOpen(false);
    }
  }

  async function pick(suggestion: AddressSuggestion) {
    latest.current++; // drop any suggestion request still in flight
    setTyped(false);
    setOpen(false);
    setSuggestions([]);
    setBusy(true);
    const result = await resolveReturnAddressAction({
      placeId: suggestion.placeId,
      sessionToken: sessionToken.current,
    }).catch(() => ({ ok: false as const, error: M.validateFailed }));
    sessionToken.current = newSessionToken(); // the pick ended this session
    setBusy(false);
    if (result.ok) {
      onPicked(result.data);
      onStatus({ kind: 'validated' });
    } else {
      onStatus({ kind: 'error', message: result.error });
    }
  }

  return (
    <div className="relative">
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={id}
        name="line1"
        type="text"
        {...listbox.inputProps}
        aria-describedby={[status.kind === 'idle' ? null : messageId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={invalid || status.kind === 'error' || undefined}
        aria-busy={busy || undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Start typing, e.g. 123 Main St, Springfield"
        value={value}
        maxLength={maxLength}
        onChange={(event) => type(event.target.value)}
        className={`${fieldStyles.input} aria-invalid:border-red-400 aria-invalid:ring-2 aria-invalid:ring-red-200`}
      />
      <SuggestionList
        label={label}
        suggestions={suggestions}
        listbox={listbox}
        pick={(suggestion) => void pick(suggestion)}
      />
      {busy ? (
        <p className="mt-1 text-sm text-slate-600">Checking address...</p>
      ) : (
        <AddressStatusLine id={messageId} status={status} validatedText={M.validated} />
      )}
    </div>
  );
}
