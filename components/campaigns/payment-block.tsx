'use client';

import { buttonStyles } from '@/components/ui/styles';
import type { PaymentOutlook } from '@/lib/billing/payment-outlook';
import { formatCents } from '@/lib/money/cents';
import { useAmountToAdd } from './amount-to-add-field';

type Props = {
  payment: PaymentOutlook;
  /** What is being confirmed, in money: the order's or the whole send's total. */
  totalCents: number;
  /** How many orders the send places (the words change for several). */
  orderCount: number;
  pending: boolean;
  /** The confirming button, as confirmLabel() words it: "Send 3 postcards", "Save 3 orders to pay later"… */
  submitLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  onCancel: () => void;
  onSubmit: () => void;
  /** 'Add funds and send' with the amount to add, as typed. */
  onAddFundsAndSend: (amount: string) => void;
  /** Why the send cannot go yet (e.g. no return address); the buttons wait for it. */
  blockedBy?: string | null;
  /** The id prefix of the amount field (several dialogs may exist on a page). */
  idPrefix: string;
};

/**
 * How a send is paid, the same in Send, Bulk Send and a follow-up: the balance, what it does not
 * cover, the saved card that pays the rest or — without one — 'Add funds and send', then one
 * confirmation that names the total.
 */
export function PaymentBlock(props: Props) {
  const { payment, totalCents, orderCount, pending, idPrefix } = props;
  const needsFunds = payment.shortfallCents > 0 && !payment.card;
  const amountToAdd = useAmountToAdd({ minimumCents: payment.addFundsCents, orderCount, idPrefix });
  const several = orderCount > 1;
  const blocked = !!props.blockedBy;
  const button = 'min-h-11 flex-1 sm:min-h-0 sm:flex-none';
  return (
    <>
      <div className="space-y-3">
        <PaymentSummary payment={payment} several={several} />
        {needsFunds && (
          <>
            {amountToAdd.field}
            <p className="text-xs text-slate-600">
              {/* The button itself says it saves (confirm-label.ts): this says what then happens. */}
              Without adding funds, what your balance does not cover waits on Orders until you add funds or save a card.
            </p>
          </>
        )}
      </div>
      {/* Pinned to the bottom of the sheet: the total and the buttons stay in view while the card,
          the recipient and the payment scroll above them (issue 36). */}
      <div
        data-testid="confirm-bar"
        className="sticky bottom-0 z-10 -mx-5 -mb-5 mt-3 space-y-2 border-t border-slate-200 bg-white px-5 py-3"
      >
        <p className="flex justify-between text-sm font-semibold text-slate-900">
          <span>Total to confirm</span>
          <span className="tabular-nums" data-testid="confirm-total">
            {formatCents(totalCents)}
          </span>
        </p>
        {props.blockedBy && (
          <p role="status" className="text-right text-sm font-medium text-amber-900">
            {props.blockedBy}
          </p>
        )}
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <button type="button" onClick={props.onCancel} className={`${buttonStyles.secondary} ${button}`}>
            {props.cancelLabel ?? 'Cancel'}
          </button>
          <button
            type="button"
            onClick={props.onSubmit}
            disabled={pending || blocked}
            className={`${needsFunds ? buttonStyles.secondary : buttonStyles.primary} ${button}`}
          >
            {pending && !needsFunds ? props.pendingLabel : props.submitLabel}
          </button>
          {needsFunds && (
            <button
              type="button"
              onClick={() => {
                const amount = amountToAdd.check();
                if (amount) props.onAddFundsAndSend(amount);
              }}
              disabled={pending || blocked}
              className={`${buttonStyles.primary} ${button} basis-full sm:basis-auto`}
            >
              {pending ? 'Opening payment...' : 'Add funds and send'}
            </button>
          )}
        </div>
      </div>
    </>
  );
}

/** The balance, and when it falls short, what is missing and how it gets paid. */
function PaymentSummary({ payment, several }: { payment: PaymentOutlook; several: boolean }) {
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
              That is your auto-recharge amount: what {several ? 'these orders do' : 'this order does'} not use stays on
              your balance.
            </span>
          )}
        </p>
      ) : (
        <p className="text-slate-700">
          No card is saved. Add funds now and {several ? 'the postcards are' : 'the postcard is'} sent once they arrive.
        </p>
      )}
    </section>
  );
}
