'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import type { AddressSuggestion } from '@/lib/providers/maps/port';
import { lazyLayer } from '@/components/ui/lazy-layer';

/** One session token per lookup (typing, then a pick), as Google bills it. */
export function newSessionToken(): string {
  // randomUUID exists only in secure contexts (https, localhost); build a v4 UUID otherwise.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// The list's library loads when a field is first focused, not with the page (decision 029).
const loadComboboxList = () => import('@/components/ui/combobox-list').then((m) => m.ComboboxList);
const ComboboxList = lazyLayer(loadComboboxList);

/**
 * The keyboard and open state of an address combobox's suggestion list (WAI-ARIA combobox with
 * a listbox): arrows move, Enter picks without submitting the form, Escape closes.
 */
export function useSuggestionListbox(suggestions: AddressSuggestion[], pick: (suggestion: AddressSuggestion) => void) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault(); // pick, do not submit the form
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  /** Props for the combobox input. */
  const inputProps = {
    role: 'combobox' as const,
    'aria-expanded': open,
    // Only while the list is on the page: it is not rendered when closed.
    'aria-controls': open ? listId : undefined,
    'aria-autocomplete': 'list' as const,
    'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
    onKeyDown,
    onBlur: () => setOpen(false),
    onFocus: () => {
      void loadComboboxList();
      setOpen(suggestions.length > 0);
    },
  };

  return { open, setOpen, active, setActive, listId, optionId, inputProps };
}

/** The suggestion list under the field, while it is open. */
export function SuggestionList({
  label,
  suggestions,
  listbox,
  pick,
}: {
  label: string;
  suggestions: AddressSuggestion[];
  listbox: ReturnType<typeof useSuggestionListbox>;
  pick: (suggestion: AddressSuggestion) => void;
}) {
  if (!listbox.open || !suggestions.length) return null;
  return (
    <ComboboxList
      listId={listbox.listId}
      label={`${label} suggestions`}
      options={suggestions.map((suggestion, index) => ({
        key: suggestion.placeId,
        id: listbox.optionId(index),
        text: suggestion.description,
      }))}
      active={listbox.active}
      onClose={() => listbox.setOpen(false)}
      onPick={(index) => pick(suggestions[index])}
      onHover={listbox.setActive}
    />
  );
}

/** Under the field: 'Address validated' (green) or the lookup's error (red). */
export function AddressStatusLine({
  id,
  status,
  validatedText,
}: {
  id: string;
  status: { kind: 'idle' } | { kind: 'validated' } | { kind: 'error'; message: string };
  validatedText: string;
}) {
  if (status.kind === 'validated') {
    return (
      <p id={id} role="status" className="mt-1 flex items-center gap-1 text-sm text-green-700">
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-4 w-4">
          <path
            fillRule="evenodd"
            d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
            clipRule="evenodd"
          />
        </svg>
        {validatedText}
      </p>
    );
  }
  if (status.kind === 'error') {
    return (
      <p id={id} role="alert" className="mt-1 text-sm text-red-700">
        {status.message}
      </p>
    );
  }
  return null;
}
