'use client';

import { useState, useTransition } from 'react';
import { resolveAddressAction, suggestAddressesAction } from '@/actions/addresses';
import { callAction as call } from '@/components/campaigns/call-action';
import { buttonStyles } from '@/components/ui/styles';
import { actionError } from '@/lib/actions/action-error';
import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import type { ValidatedAddress } from '@/lib/db/schema';
import type { AddressSuggestion } from '@/lib/providers/maps/port';

export const NO_SUGGESTIONS = 'No addresses found for this street and city. Correct them and ask again.';

/**
 * Address suggestions for one refused import row: asked for its street, city and state — not
 * its ZIP, which may be the part that is wrong — and a pick fills the row's address cells with
 * the address found. The row is still checked again on the server before it is imported.
 */
export function RowSuggestions({
  id,
  query,
  onPick,
}: {
  id: string;
  query: string;
  onPick: (address: ValidatedAddress) => void;
}) {
  const [pending, start] = useTransition();
  const [found, setFound] = useState<AddressSuggestion[] | null>(null);
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);

  function ask() {
    setError(null);
    const sessionToken = crypto.randomUUID();
    setToken(sessionToken);
    start(async () => {
      const result = await call(() => suggestAddressesAction({ query, sessionToken }), ADDRESS_MESSAGES.failed);
      if (!result.ok) return setError(actionError(result));
      setFound(result.data);
    });
  }

  function pick(suggestion: AddressSuggestion) {
    start(async () => {
      const result = await call(
        () => resolveAddressAction({ placeId: suggestion.placeId, sessionToken: token }),
        ADDRESS_MESSAGES.failed,
      );
      if (!result.ok) return setError(actionError(result));
      setFound(null);
      onPick(result.data);
    });
  }

  return (
    <div className="mt-2 space-y-2">
      <button type="button" onClick={ask} disabled={pending} className={buttonStyles.ghost} id={id}>
        {pending ? 'Looking up...' : 'Suggest addresses'}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      {found && (
        <div role="status" aria-live="polite">
          {found.length === 0 ? (
            <p className="text-sm text-slate-700">{NO_SUGGESTIONS}</p>
          ) : (
            <ul className="flex flex-col gap-1" aria-label="Suggested addresses">
              {found.map((suggestion) => (
                <li key={suggestion.placeId}>
                  <button
                    type="button"
                    onClick={() => pick(suggestion)}
                    className="min-h-6 w-full rounded-md border border-slate-200 bg-white px-3 py-1.5 text-left text-sm text-slate-800 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  >
                    Use {suggestion.description}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
