'use client';

import { useState } from 'react';
import { DollarInput } from '@/components/ui/dollar-input';
import { ModalActions } from '@/components/ui/modal-actions';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { formatAddressLines } from '@/lib/addresses/format-address';
import type { ValidatedAddress } from '@/lib/db/schema';
import { centsToNumeric, formatCents } from '@/lib/money/cents';
import type { SendQuote } from '@/lib/orders/quote-send';
import { RECENTLY_MAILED_DAYS } from '@/lib/orders/recently-mailed-days';

type Props = {
  quote: SendQuote;
  recipientName: string;
  address: ValidatedAddress;
  pending: boolean;
  onCancel: () => void;
  onSubmit: () => void;
  /** 'Add funds and send' with the amount to add, as typed. */
  onAddFundsAndSend: (amount: string) => void;
};

/**
 * Step 2 of Send: the card as the recipient gets it, the exact cost and how it is paid — from the
 * balance, by the saved card for what the balance lacks, or by adding funds first — then submit.
 */
export function ConfirmOrder({ quote, recipientName, address, pending, onCancel, onSubmit, onAddFundsAndSend }: Props) {
  const { price, payment } = quote;
  const needsFunds = payment.shortfallCents > 0 && !payment.card;
  const [amount, setAmount] = useState(() => centsToNumeric(payment.addFundsCents));
  const neighbor = quote.campaignType === 'neighbor';
  const [line1, line2] = formatAddressLines(address);
  return (
    <div className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-2">
        {[
          ['Front', quote.frontImageUrl],
          ['Back', quote.backPreview],
        ].map(([side, src]) => (
          <figure key={side} className="space-y-1">
            <div className="aspect-[1.4/1] overflow-hidden rounded-lg border border-slate-200 bg-slate-100 shadow-sm">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              {src && <img src={src} alt={`${side} of the postcard`} className="h-full w-full object-cover" />}
            </div>
            <figcaption className="text-xs text-slate-600">
              {side}
              {side === 'Back' &&
                quote.linkId &&
                ': the QR code is this card’s own link; its scans show on the campaign’s results.'}
            </figcaption>
          </figure>
        ))}
      </div>

      {quote.warnings.length > 0 && (
        <ul role="status" className="space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {quote.warnings.map((w) => (
            <li key={w}>⚠ {w}</li>
          ))}
        </ul>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="text-sm">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {neighbor ? 'Target address' : 'Recipient'}
          </p>
          <p className="mt-1 font-medium text-slate-900">{recipientName}</p>
          <p className="text-slate-700">{line1}</p>
          <p className="text-slate-700">{line2}</p>
          {neighbor && (
            <p className="mt-2 rounded-md bg-sky-50 p-2 text-xs text-sky-900">
              The target address gets no postcard: the {price.postcardCount} neighbors around it do. Neighbors you
              mailed in the last {RECENTLY_MAILED_DAYS} days are left out, and what their postcards cost is refunded.
            </p>
          )}
        </div>
        <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm" aria-label="Cost">
          <div className="flex justify-between">
            <dt>
              Postcards ({price.postcardCount} × {formatCents(price.postcardUnitCents)})
            </dt>
            <dd className="tabular-nums">{formatCents(price.postcardCents)}</dd>
          </div>
          {neighbor && (
            <div className="flex justify-between">
              <dt>
                Address lookups ({price.lookupCount} × {formatCents(price.lookupUnitCents)})
              </dt>
              <dd className="tabular-nums">{formatCents(price.lookupCents)}</dd>
            </div>
          )}
          <div className="flex justify-between border-t border-slate-200 pt-1 font-semibold text-slate-900">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatCents(price.totalCents)}</dd>
          </div>
        </dl>
      </div>

      <PaymentSummary quote={quote} />

      {needsFunds ? (
        <div className="space-y-3 border-t border-slate-200 pt-4">
          <div className="flex flex-wrap items-end gap-3">
            <div className="w-40">
              <label htmlFor="send-top-up-amount" className={fieldStyles.label}>
                Amount to add (USD)
              </label>
              <DollarInput
                id="send-top-up-amount"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                aria-describedby="send-top-up-hint"
              />
            </div>
            <p id="send-top-up-hint" className="pb-2 text-xs text-slate-600">
              At least {formatCents(payment.addFundsCents)}.
            </p>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
              Cancel
            </button>
            <button type="button" onClick={onSubmit} disabled={pending} className={buttonStyles.secondary}>
              Submit Order
            </button>
            <button
              type="button"
              onClick={() => onAddFundsAndSend(amount)}
              disabled={pending}
              className={buttonStyles.primary}
            >
              {pending ? 'Opening payment...' : 'Add funds and send'}
            </button>
          </div>
          <p className="text-right text-xs text-slate-600">
            Submit Order without adding funds: the order waits on Orders until you add funds or save a card.
          </p>
        </div>
      ) : (
        <ModalActions
          onCancel={onCancel}
          label="Submit Order"
          pendingLabel="Submitting..."
          pending={pending}
          onConfirm={onSubmit}
        />
      )}
    </div>
  );
}

/** Under the cost: the balance, and when it falls short, what is missing and how it gets paid. */
function PaymentSummary({ quote }: { quote: SendQuote }) {
  const { payment } = quote;
  const short = payment.shortfallCents > 0;
  return (
    <section aria-label="Payment" className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm">
      <dl className="space-y-1">
        <div className="flex justify-between">
          <dt>Your balance</dt>
          <dd className="tabular-nums">{formatCents(payment.balanceCents)}</dd>
        </div>
        {short && (
          <div className="flex justify-between font-semibold text-amber-900">
            <dt>Not covered by your balance</dt>
            <dd className="tabular-nums">{formatCents(payment.shortfallCents)}</dd>
          </div>
        )}
      </dl>
      {!short ? (
        <p className="text-slate-600">Paid from your balance.</p>
      ) : payment.card ? (
        <p className="font-medium text-slate-900">
          Card •••• {payment.card.last4} will be charged {formatCents(payment.cardChargeCents)}.
          {payment.cardChargeCents > payment.shortfallCents && (
            <span className="font-normal text-slate-600">
              {' '}
              That is your auto-recharge amount: what this order does not use stays on your balance.
            </span>
          )}
        </p>
      ) : (
        <p className="text-slate-700">No card is saved. Add funds now and the postcard is sent once they arrive.</p>
      )}
    </section>
  );
}
