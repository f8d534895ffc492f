'use client';

import { useState } from 'react';
import { SendDateField, sendDateError } from '@/components/orders/send-date-field';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import type { BulkPreview, RecentChoice } from '@/lib/bulk/bulk-send';
import { BULK_FIELD_LABELS, BULK_FIELDS, type BulkField } from '@/lib/bulk/parse-recipients-csv';
import { formatCents } from '@/lib/money/cents';
import { DUPLICATE_MESSAGES } from '@/lib/orders/duplicate-messages';
import { PaymentBlock } from './payment-block';
import { RecentlyMailedChoice } from './recently-mailed-choice';
import { RETURN_ADDRESS_FIRST, ReturnAddressAsk, ReturnAddressSaved } from './return-address-ask';

type Props = {
  /** The return address asked for here is half-typed (or no longer). */
  onReturnAddressDirty?: (dirty: boolean) => void;
  preview: BulkPreview;
  /** The file's current text of a row's field (corrections included). */
  cell: (index: number, field: BulkField) => string;
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
  const postcards = sendCount * price.postcardCount;
  const label = `Send ${postcards} ${postcards === 1 ? 'postcard' : 'postcards'}`;
  const bad = preview.rows.filter((row) => row.error);
  const repeats = preview.rows.filter((row) => row.recentlyMailed);
  return (
    <div className="space-y-4">
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
                        {row.address.formatted_address}
                        {row.recentlyMailed && (
                          <span className="ml-1 text-xs font-semibold text-amber-900">
                            {' '}
                            · {DUPLICATE_MESSAGES.rowBadge}
                            {skipped ? ', skipped' : ''}
                          </span>
                        )}
                      </span>
                    ) : (
                      <span className="font-medium text-red-700">{row.error}</span>
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
                Row {row.index + 1}: {row.name}, {row.address?.formatted_address}
              </li>
            ))}
          </ul>
        </RecentlyMailedChoice>
      )}

      {bad.length > 0 && (
        <section aria-labelledby="bulk-fix-title" className="space-y-3 rounded-lg border border-red-200 p-3 text-sm">
          <h3 id="bulk-fix-title" className="font-semibold text-slate-900">
            Fix the {bad.length === 1 ? 'row' : `${bad.length} rows`} with errors
          </h3>
          <p className="text-slate-600">
            Correct {bad.length === 1 ? 'it' : 'them'} here and check again, or download{' '}
            {bad.length === 1 ? 'it' : 'them'} with an Error column to fix in a spreadsheet.
          </p>
          {bad.map((row) => (
            <fieldset key={row.index} className="rounded-md bg-red-50/60 p-2">
              <legend className="px-1 font-medium text-red-800">
                Row {row.index + 1}: {row.error}
              </legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1.4fr_1fr_4rem_5rem]">
                {BULK_FIELDS.map((field) => (
                  <div
                    key={field}
                    className={field === 'address_1' || field === 'name' ? 'col-span-2 sm:col-span-1' : ''}
                  >
                    <label
                      htmlFor={`bulk-fix-${row.index}-${field}`}
                      className="block text-xs font-medium text-slate-700"
                    >
                      {BULK_FIELD_LABELS[field]}
                    </label>
                    <input
                      id={`bulk-fix-${row.index}-${field}`}
                      value={props.cell(row.index, field)}
                      onChange={(e) => props.onFix(row.index, field, e.target.value)}
                      maxLength={300}
                      className={fieldStyles.input}
                    />
                  </div>
                ))}
              </div>
            </fieldset>
          ))}
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={props.onDownloadErrors} className={buttonStyles.secondary}>
              Download rows with errors (CSV)
            </button>
            <button type="button" onClick={props.onCheckAgain} disabled={pending} className={buttonStyles.secondary}>
              {pending ? 'Checking rows...' : 'Check rows again'}
            </button>
          </div>
        </section>
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

      {sendCount > 0 ? (
        <div className="border-t border-slate-200 pt-4">
          <PaymentBlock
            // The amount to add starts from what this choice lacks.
            key={recent}
            payment={payment}
            totalCents={totalCents}
            orderCount={sendCount}
            pending={pending}
            submitLabel={label}
            pendingLabel="Sending..."
            cancelLabel="Back"
            onCancel={props.onBack}
            onSubmit={props.onSend}
            onAddFundsAndSend={props.onAddFundsAndSend}
            blockedBy={askReturn ? RETURN_ADDRESS_FIRST : sendDateError(props.sendDate, preview.today)}
            idPrefix="bulk"
          />
        </div>
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
