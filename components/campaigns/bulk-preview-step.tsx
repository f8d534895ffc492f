'use client';

import { REVIEW_STEP } from '@/components/ui/dialog';
import { useState } from 'react';
import { SendDateField, sendDateError } from '@/components/orders/send-date-field';
import { buttonStyles } from '@/components/ui/styles';
import type { BulkPreview, RecentChoice } from '@/lib/bulk/bulk-send';
import type { BulkField } from '@/lib/bulk/parse-recipients-csv';
import { rowErrorText } from '@/lib/bulk/row-error';
import { formatCents } from '@/lib/money/cents';
import { confirmLabel } from '@/lib/orders/confirm-label';
import { DUPLICATE_MESSAGES } from '@/lib/orders/duplicate-messages';
import { BulkFixRows } from './bulk-fix-rows';
import { FollowUpProgramNote } from './follow-up-program';
import { PaymentBlock } from './payment-block';
import { RecentlyMailedChoice } from './recently-mailed-choice';
import { RETURN_ADDRESS_FIRST, ReturnAddressAsk, ReturnAddressSaved } from './return-address-ask';
import { oneLineAddress } from '@/lib/addresses/format-address';

type Props = {
  /** The return address asked for here is half-typed (or no longer). */
  onReturnAddressDirty?: (dirty: boolean) => void;
  preview: BulkPreview;
  /** The file's current text of a row's field (corrections included). */
  cell: (index: number, field: BulkField) => string;
  /** The file has a column for line 2: refused rows can correct it too. */
  unitMapped: boolean;
  onFix: (index: number, field: BulkField, value: string) => void;
  onCheckAgain: () => void;
  onDownloadErrors: () => void;
  recent: RecentChoice;
  onRecent: (choice: RecentChoice) => void;
  /** The day every card goes to print, as typed ('' for as soon as paid; decision 037). */
  sendDate: string;
  onSendDate: (value: string) => void;
  pending: boolean;
  onBack: () => void;
  onSend: () => void;
  onAddFundsAndSend: (amount: string) => void;
};

/**
 * Bulk Send's preview: each row with its address or its error, the rows this campaign mailed
 * recently (skipped unless the user sends anyway), the refused rows to correct in place or
 * download, the cost, how it is paid (the same block as Confirm Order) and one confirmation.
 */
export function PreviewStep(props: Props) {
  const { preview, pending, recent } = props;
  const { price, validCount, errorCount, recentCount } = preview;
  const [askReturn, setAskReturn] = useState(preview.returnAddress);
  const [returnSaved, setReturnSaved] = useState(false);
  const skipping = recent === 'skip' && recentCount > 0;
  const sendCount = validCount - (skipping ? recentCount : 0);
  const totalCents = sendCount * price.totalCents;
  const payment = skipping || !preview.paymentAll ? preview.payment : preview.paymentAll;
  const submit = confirmLabel({
    orders: sendCount,
    postcardsPerOrder: price.postcardCount,
    unitCents: price.totalCents,
    payment,
    sendDate: props.sendDate,
    today: preview.today,
  });
  const bad = preview.rows.filter((row) => row.error);
  const repeats = preview.rows.filter((row) => row.recentlyMailed);
  return (
    <div {...REVIEW_STEP} className="space-y-4">
      <p className="text-sm font-medium text-slate-900">
        {validCount} valid, {errorCount} with errors · Total{' '}
        <span className="tabular-nums">{formatCents(totalCents)}</span>
        {skipping && ` · ${recentCount} mailed recently, skipped`}
      </p>
      {price.postcardCount > 1 && (
        <p className="rounded-md bg-sky-50 p-2 text-xs text-sky-900">
          Each row is a target address: it gets no postcard, its {price.postcardCount} neighbors do (
          {formatCents(price.totalCents)} per row).
        </p>
      )}
      {/* Focusable so the rows can be scrolled from the keyboard (axe: scrollable-region-focusable). */}
      <div
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
        tabIndex={0}
        role="region"
        aria-label="Rows to send"
        className="max-h-[40vh] overflow-auto rounded-lg border border-slate-200"
      >
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
                Row
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
                Name
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
                Address
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
                Cost
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {preview.rows.map((row) => {
              const skipped = row.recentlyMailed && recent === 'skip';
              return (
                <tr
                  key={row.index}
                  className={row.error ? 'bg-red-50/60' : row.recentlyMailed ? 'bg-amber-50/60' : undefined}
                >
                  <td className="px-2 py-2 sm:px-3 tabular-nums text-slate-600">{row.index + 1}</td>
                  <td className="px-2 py-2 sm:px-3 font-medium text-slate-900">{row.name || '—'}</td>
                  <td className="px-2 py-2 sm:px-3">
                    {row.address ? (
                      <span className="text-slate-700">
                        {row.address2 ? oneLineAddress(row.address, row.address2) : row.address.formatted_address}
                        {row.recentlyMailed && (
                          <span className="ml-1 text-xs font-semibold text-amber-900">
                            {' '}
                            · {DUPLICATE_MESSAGES.rowBadge}
                            {skipped ? ', skipped' : ''}
                          </span>
                        )}
                      </span>
                    ) : (
                      <span className="font-medium text-red-700">{rowErrorText(row)}</span>
                    )}
                  </td>
                  <td className="px-2 py-2 sm:px-3 text-right tabular-nums text-slate-700">
                    {row.costCents === null || skipped ? '—' : formatCents(row.costCents)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {repeats.length > 0 && (
        <RecentlyMailedChoice
          heading={DUPLICATE_MESSAGES.several(repeats.length)}
          name="bulk-recent"
          value={recent}
          onChange={props.onRecent}
        >
          <ul className="list-inside list-disc text-slate-800">
            {repeats.map((row) => (
              <li key={row.index}>
                Row {row.index + 1}: {row.name},{' '}
                {row.address && row.address2
                  ? oneLineAddress(row.address, row.address2)
                  : row.address?.formatted_address}
              </li>
            ))}
          </ul>
        </RecentlyMailedChoice>
      )}

      {bad.length > 0 && (
        <BulkFixRows
          bad={bad}
          cell={props.cell}
          unitMapped={props.unitMapped}
          onFix={props.onFix}
          onCheckAgain={props.onCheckAgain}
          onDownloadErrors={props.onDownloadErrors}
          pending={pending}
        />
      )}

      {askReturn && (
        <ReturnAddressAsk
          saved={askReturn}
          onDirty={props.onReturnAddressDirty}
          onSaved={() => {
            setAskReturn(null);
            setReturnSaved(true);
          }}
        />
      )}
      {returnSaved && <ReturnAddressSaved cards="these cards" />}

      {sendCount > 0 && (
        <SendDateField value={props.sendDate} onChange={props.onSendDate} today={preview.today} idPrefix="bulk" />
      )}

      <FollowUpProgramNote
        program={preview.program}
        cards={sendCount * price.postcardCount}
        sendDate={props.sendDate}
        today={preview.today}
        sendCents={totalCents}
      />

      {sendCount > 0 ? (
        <>
          <div className="border-t border-slate-200" />
          <PaymentBlock
            // The amount to add starts from what this choice lacks.
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
            blockedBy={askReturn ? RETURN_ADDRESS_FIRST : sendDateError(props.sendDate, preview.today)}
            idPrefix="bulk"
          />
        </>
      ) : (
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <button type="button" onClick={props.onBack} className={buttonStyles.secondary}>
            Back
          </button>
        </div>
      )}
    </div>
  );
}
