'use client';

import { REVIEW_STEP } from '@/components/ui/dialog';
import { CardPreview } from '@/components/campaigns/card-preview';
import { FollowUpProgramNote } from '@/components/campaigns/follow-up-program';
import { PaymentBlock } from '@/components/campaigns/payment-block';
import { RecentlyMailedChoice } from '@/components/campaigns/recently-mailed-choice';
import { RETURN_ADDRESS_FIRST, ReturnAddressAsk, ReturnAddressSaved } from '@/components/campaigns/return-address-ask';
import { SendDateField, sendDateError } from '@/components/orders/send-date-field';
import { buttonStyles } from '@/components/ui/styles';
import type { RecentChoice } from '@/lib/bulk/bulk-send';
import type { ListSendQuote } from '@/lib/contacts/quote-list-send';
import { formatCents } from '@/lib/money/cents';
import { confirmLabel } from '@/lib/orders/confirm-label';
import { CONTACT_MESSAGES, unfilledMessage } from '@/lib/validation/contacts-messages';
import { plural } from '@/lib/text/plural';

/**
 * The confirm step of Send to a list: what the list costs on the campaign, the recently-mailed
 * choice, the return address asked for inline, the send date and Bulk Send's payment block.
 */
export function ListSendConfirm(props: {
  quote: ListSendQuote;
  recent: RecentChoice;
  onRecent: (choice: RecentChoice) => void;
  sendDate: string;
  onSendDate: (value: string) => void;
  pending: boolean;
  askReturn: ListSendQuote['returnAddress'];
  returnSaved: boolean;
  onReturnSaved: () => void;
  onReturnTyped: (typed: boolean) => void;
  onBack: () => void;
  onSend: () => void;
  onAddFundsAndSend: (amount: string) => void;
}) {
  const { quote, recent, pending } = props;
  const { price, count, recentCount } = quote;
  const skipping = recent === 'skip' && recentCount > 0;
  const sendCount = count - (skipping ? recentCount : 0);
  const totalCents = sendCount * price.totalCents;
  const payment = skipping || !quote.paymentAll ? quote.payment : quote.paymentAll;
  const neighbor = price.postcardCount > 1;
  const submit = confirmLabel({
    orders: sendCount,
    postcardsPerOrder: price.postcardCount,
    unitCents: price.totalCents,
    payment,
    sendDate: props.sendDate,
    today: quote.today,
  });
  return (
    <div {...REVIEW_STEP} className="flex flex-col gap-4">
      {/* On a phone the figures and the buttons come first, the card below them (as Confirm Order). */}
      <CardPreview
        className="order-last sm:order-first"
        frontImageUrl={quote.frontImageUrl}
        backPreview={quote.backPreview}
        backCaption={
          neighbor
            ? 'as every neighbor gets it.'
            : `as ${quote.sampleName}, the list’s first contact, gets it. Each card prints its own contact’s name and address.`
        }
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">List</dt>
        <dd className="font-medium text-slate-900">
          {quote.list.name} ({plural(count, 'contact')})
        </dd>
        <dt className="text-slate-600">Campaign</dt>
        <dd className="font-medium text-slate-900">{quote.campaign.name}</dd>
        <dt className="text-slate-600">Price</dt>
        <dd className="tabular-nums text-slate-900">
          {formatCents(price.totalCents)} per contact × {sendCount.toLocaleString('en-US')} = {formatCents(totalCents)}
        </dd>
      </dl>
      {quote.unfilled.length > 0 && (
        <p
          role="status"
          className="rounded-md bg-amber-50 p-2 text-sm text-amber-900"
          data-testid="unfilled-placeholders"
        >
          {unfilledMessage(quote.unfilled)}
        </p>
      )}
      {neighbor && (
        <p className="rounded-md bg-sky-50 p-2 text-xs text-sky-900">
          Each contact is a target address: it gets no postcard, its {price.postcardCount} neighbors do.
        </p>
      )}
      {recentCount > 0 && (
        <RecentlyMailedChoice
          heading={recentLine(recentCount)}
          name="list-recent"
          value={recent}
          onChange={props.onRecent}
        />
      )}
      {props.askReturn && (
        <ReturnAddressAsk saved={props.askReturn} onSaved={props.onReturnSaved} onDirty={props.onReturnTyped} />
      )}
      {props.returnSaved && <ReturnAddressSaved cards="these cards" />}
      {sendCount > 0 && (
        <SendDateField value={props.sendDate} onChange={props.onSendDate} today={quote.today} idPrefix="list-send" />
      )}
      <FollowUpProgramNote
        program={quote.program}
        cards={sendCount * price.postcardCount}
        sendDate={props.sendDate}
        today={quote.today}
        sendCents={totalCents}
      />
      {sendCount > 0 ? (
        <>
          <div className="border-t border-slate-200" />
          <PaymentBlock
            key={recent}
            payment={payment}
            totalCents={totalCents}
            orderCount={sendCount}
            pending={pending}
            submitLabel={submit.label}
            pendingLabel={submit.pending}
            cancelLabel="Back"
            onCancel={props.onBack}
            onSubmit={props.onSend}
            onAddFundsAndSend={props.onAddFundsAndSend}
            blockedBy={props.askReturn ? RETURN_ADDRESS_FIRST : sendDateError(props.sendDate, quote.today)}
            idPrefix="list-send"
          />
        </>
      ) : (
        <div className="space-y-3 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-700">{CONTACT_MESSAGES.allRecent}</p>
          <div className="flex justify-end">
            <button type="button" onClick={props.onBack} className={buttonStyles.secondary}>
              Back
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

const recentLine = (n: number) =>
  `${plural(n, 'contact')} ${n === 1 ? 'was' : 'were'} mailed on this campaign in the last 90 days`;
