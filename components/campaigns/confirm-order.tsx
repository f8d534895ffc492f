'use client';

import { useState } from 'react';
import { REVIEW_STEP } from '@/components/ui/dialog';
import { SendDateField, sendDateError } from '@/components/orders/send-date-field';
import { addressBlock } from '@/lib/addresses/format-address';
import type { ValidatedAddress } from '@/lib/db/schema';
import { formatCents } from '@/lib/money/cents';
import type { SendQuote } from '@/lib/orders/quote-send';
import { DUPLICATE_MESSAGES } from '@/lib/orders/duplicate-messages';
import { RECENTLY_MAILED_DAYS } from '@/lib/orders/recently-mailed-days';
import { confirmLabel } from '@/lib/orders/confirm-label';
import { CardPreview } from './card-preview';
import { FollowUpProgramNote } from './follow-up-program';
import { PaymentBlock } from './payment-block';
import { RETURN_ADDRESS_FIRST, ReturnAddressAsk, ReturnAddressSaved } from './return-address-ask';

type Props = {
  quote: SendQuote;
  recipientName: string;
  address: ValidatedAddress;
  /** Apartment, suite or unit as typed; printed under the street. */
  address2?: string | null;
  pending: boolean;
  onCancel: () => void;
  /**
   * Submit Order; `sendAnyway` when the user chose to mail an address this campaign mailed
   * recently; `sendDate` the day to mail it ('' for as soon as it is paid).
   */
  onSubmit: (sendAnyway: boolean, sendDate: string) => void;
  /** 'Add funds and send' with the amount to add, as typed. */
  onAddFundsAndSend: (amount: string, sendAnyway: boolean, sendDate: string) => void;
};

/**
 * Step 2 of Send: the card as the recipient gets it, the exact cost and how it is paid — from the
 * balance, by the saved card for what the balance lacks, or by adding funds first — then submit.
 * The card comes first, as the recipient sees it (front, then back), then the recipient, the
 * price and the payment; the total and the buttons stay pinned to the sheet's bottom.
 */
export function ConfirmOrder(props: Props) {
  const { quote, recipientName, address, address2, pending, onCancel, onSubmit, onAddFundsAndSend } = props;
  const { price, payment } = quote;
  const [askReturn, setAskReturn] = useState(quote.returnAddress);
  const [returnSaved, setReturnSaved] = useState(false);
  // An address this campaign mailed recently is skipped unless the user ticks "send anyway".
  const [sendAnyway, setSendAnyway] = useState(false);
  const skipped = quote.recentlyMailed && !sendAnyway;
  // Optional: the day the card goes to print (decision 037).
  const [sendDate, setSendDate] = useState('');
  const dateProblem = sendDateError(sendDate, quote.today);
  const neighbor = quote.campaignType === 'neighbor';
  // The spec's "Submit Order" for a plain send; a dated or unpaid one says what happens instead.
  const submit = confirmLabel({
    orders: 1,
    postcardsPerOrder: price.postcardCount,
    unitCents: price.totalCents,
    payment,
    sendDate,
    today: quote.today,
    sendNow: { label: 'Submit Order', pending: 'Submitting...' },
  });
  return (
    <div {...REVIEW_STEP} className="flex flex-col gap-5">
      <CardPreview
        frontImageUrl={quote.frontImageUrl}
        backPreview={quote.backPreview}
        backCaption={
          quote.linkId ? 'the QR code is this card’s own link; its scans show on the campaign’s results.' : undefined
        }
      />

      {(quote.warnings.length > 0 || quote.localQrNote) && (
        <div role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <ul className="space-y-1">
            {quote.warnings.map((w) => (
              <li key={w}>⚠ {w}</li>
            ))}
            {quote.localQrNote && <li>⚠ {quote.localQrNote}</li>}
          </ul>
        </div>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="text-sm">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {neighbor ? 'Target address' : 'Recipient'}
          </p>
          <p className="mt-1 font-medium text-slate-900">{recipientName}</p>
          {addressBlock(address, address2).map((line) => (
            <p key={line} className="text-slate-700">
              {line}
            </p>
          ))}
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

      {quote.recentlyMailed && (
        <div
          role="group"
          aria-labelledby="recent-mailing"
          className="rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-200"
        >
          <p id="recent-mailing" className="font-medium text-amber-900">
            {DUPLICATE_MESSAGES.single}
          </p>
          <label className="mt-2 flex items-center gap-2 text-slate-900">
            <input type="checkbox" checked={sendAnyway} onChange={(e) => setSendAnyway(e.target.checked)} />
            {DUPLICATE_MESSAGES.singleChoice}
          </label>
        </div>
      )}

      {askReturn && (
        <ReturnAddressAsk
          saved={askReturn}
          onSaved={() => {
            setAskReturn(null);
            setReturnSaved(true);
          }}
        />
      )}
      {returnSaved && <ReturnAddressSaved cards="this card" />}

      <SendDateField value={sendDate} onChange={setSendDate} today={quote.today} idPrefix="send" />

      <FollowUpProgramNote
        program={quote.program}
        cards={price.postcardCount}
        sendDate={sendDate}
        today={quote.today}
        sendCents={price.totalCents}
      />

      <div className="border-t border-slate-200" />
      <PaymentBlock
        payment={payment}
        totalCents={price.totalCents}
        orderCount={1}
        pending={pending}
        submitLabel={submit.label}
        pendingLabel={submit.pending}
        onCancel={onCancel}
        onSubmit={() => onSubmit(sendAnyway, sendDate)}
        onAddFundsAndSend={(amount) => onAddFundsAndSend(amount, sendAnyway, sendDate)}
        blockedBy={
          askReturn ? RETURN_ADDRESS_FIRST : skipped ? DUPLICATE_MESSAGES.singleBlocked : (dateProblem ?? null)
        }
        idPrefix="send"
      />
    </div>
  );
}
