'use client';

import { ReturnAddressForm } from '@/components/profile/return-address-form';
import type { ReturnAddress } from '@/lib/validation/return-address';

/**
 * Before the first send: the return address every card prints, asked for right in the send
 * dialog with the profile's own form (same fields, rules and messages) and saved to the profile.
 * Once saved the send goes on; while it is missing the send's buttons wait.
 */
export function ReturnAddressAsk({
  saved,
  onSaved,
  onDirty,
}: {
  saved: ReturnAddress;
  onSaved: () => void;
  /** The half-typed address: the send dialog asks "Discard changes?" before dropping it. */
  onDirty?: (dirty: boolean) => void;
}) {
  return (
    <section
      aria-labelledby="ask-return-address"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50/40 p-4 text-sm"
    >
      <h3 id="ask-return-address" className="text-base font-semibold text-slate-900">
        Your return address
      </h3>
      <ReturnAddressForm
        saved={saved}
        onSaved={onSaved}
        onDirty={onDirty}
        intro="Every postcard prints a return address as its sender, and yours is not saved yet. Fill it in once: it is saved to your profile, then this send goes on."
      />
    </section>
  );
}

/** Said beside the send's buttons while the return address is missing. */
export const RETURN_ADDRESS_FIRST = 'Save your return address above to send.';

/** Said once the return address asked for in a send dialog was saved. */
export function ReturnAddressSaved({ cards }: { cards: 'this card' | 'these cards' }) {
  return (
    <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800 ring-1 ring-green-200">
      Return address saved to your profile: it prints on {cards} and every one after{' '}
      {cards === 'this card' ? 'it' : 'them'}.
    </p>
  );
}
