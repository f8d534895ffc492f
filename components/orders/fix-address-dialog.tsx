'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, useTransition } from 'react';
import { fixAddressAction, quoteFixAddressAction } from '@/actions/orders';
import { AddressAutocomplete } from '@/components/addresses/address-autocomplete';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { TextField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { ADDRESS_2_LABEL, ADDRESS_2_MESSAGES } from '@/lib/validation/address-line-2';
import { formatCents } from '@/lib/money/cents';
import type { SendQuote } from '@/lib/orders/quote-send';

const UNIT_REFUSALS: string[] = Object.values(ADDRESS_2_MESSAGES);

type Picked = { placeId: string; sessionToken: string };

/** How the new order will be paid, in the words of Confirm Order. */
function paymentLine(quote: SendQuote): string {
  const { payment, price } = quote;
  if (payment.shortfallCents === 0) return `Paid from your balance (${formatCents(payment.balanceCents)}).`;
  if (payment.card) {
    return `Your balance is ${formatCents(payment.balanceCents)}: card •••• ${payment.card.last4} will be charged ${formatCents(payment.cardChargeCents)}.`;
  }
  return `Your balance is ${formatCents(payment.balanceCents)}: the order waits for ${formatCents(price.totalCents - payment.balanceCents)} — add funds or save a card.`;
}

/**
 * *Fix address* of an order that failed on its address: a corrected address (autocomplete), a
 * new quote, and the card sent again as a new order, paid like any order. The failed order stays
 * as it ended (refunded).
 */
export function FixAddressDialog({
  orderId,
  recipientName,
  address2: initialAddress2,
  failure,
  onClose,
}: {
  orderId: string;
  recipientName: string;
  /** The failed card's unit: kept unless edited (a wrong unit may be the very problem). */
  address2: string;
  failure: string;
  onClose: () => void;
}) {
  const router = useRouter();
  const [quote, setQuote] = useState<SendQuote | null>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [typed, setTyped] = useState(false);
  const [address2, setAddress2] = useState(initialAddress2);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [address2Error, setAddress2Error] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    let live = true;
    quoteFixAddressAction({ orderId }).then((result) => {
      if (!live) return;
      if (result.ok) setQuote(result.data);
      else setError(result.error);
    });
    return () => {
      live = false;
    };
  }, [orderId]);

  const send = () =>
    startTransition(async () => {
      if (!picked) return;
      setError(null);
      const result = await fixAddressAction({ orderId, ...picked, address2, linkId: quote?.linkId ?? null });
      // A refused unit is said beside its field; anything else in the red panel.
      if (!result.ok && UNIT_REFUSALS.includes(result.error)) return setAddress2Error(result.error);
      if (!result.ok) return setError(result.error);
      router.push(`/orders/${result.data.orderId}`);
    });

  return (
    <Dialog
      title="Fix address"
      description={`Send this card to ${recipientName} again, at a corrected address, as a new order.`}
      onClose={onClose}
      dirty={typed || address2 !== initialAddress2}
    >
      <div className="space-y-4">
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">{failure}</p>
        <AddressAutocomplete
          id={`fix-address-${orderId}`}
          label="Corrected address"
          onTextChange={(text) => setTyped(text.trim().length > 0)}
          onResolved={(address, message, place) => {
            setPicked(address && place ? place : null);
            setAddressError(address ? null : (message ?? null));
          }}
        />
        {addressError && <p className="text-sm text-red-700">{addressError}</p>}
        <TextField
          id={`fix-address-2-${orderId}`}
          name="address2"
          label={ADDRESS_2_LABEL}
          value={address2}
          onChange={(e) => {
            setAddress2(e.target.value);
            setAddress2Error(null);
          }}
          autoComplete="address-line2"
          error={address2Error ?? undefined}
        />
        {quote ? (
          <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
            <div className="flex justify-between gap-4">
              <dt>New order</dt>
              <dd className="font-semibold tabular-nums">{formatCents(quote.price.totalCents)}</dd>
            </div>
            <dd className="text-slate-600">{paymentLine(quote)}</dd>
          </dl>
        ) : (
          !error && <p className="text-sm text-slate-600">Pricing the new order…</p>
        )}
        {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={buttonStyles.primary} disabled={!picked || !quote || pending} onClick={send}>
            {pending
              ? 'Sending…'
              : quote
                ? `Send as a new order · ${formatCents(quote.price.totalCents)}`
                : 'Send as a new order'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
