'use client';

import { useState } from 'react';
import { buttonStyles } from '@/components/ui/styles';
import type { BulkPreview } from '@/lib/bulk/bulk-send';
import { formatCents } from '@/lib/money/cents';
import { PaymentBlock } from './payment-block';
import { RETURN_ADDRESS_FIRST, ReturnAddressAsk } from './return-address-ask';

/**
 * Bulk Send's preview: each row with its address or its error, the cost, how it is paid (the
 * same block as Confirm Order) and one confirmation with the total.
 */
export function PreviewStep({
  preview,
  pending,
  onBack,
  onSend,
  onAddFundsAndSend,
}: {
  preview: BulkPreview;
  pending: boolean;
  onBack: () => void;
  onSend: () => void;
  onAddFundsAndSend: (amount: string) => void;
}) {
  const { price, validCount, errorCount } = preview;
  const [askReturn, setAskReturn] = useState(preview.returnAddress);
  const [returnSaved, setReturnSaved] = useState(false);
  const postcards = validCount * price.postcardCount;
  const label = `Send ${postcards} ${postcards === 1 ? 'postcard' : 'postcards'}`;
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium text-slate-900">
        {validCount} valid, {errorCount} with errors · Total{' '}
        <span className="tabular-nums">{formatCents(preview.totalCents)}</span>
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
            {preview.rows.map((row) => (
              <tr key={row.index} className={row.error ? 'bg-red-50/60' : undefined}>
                <td className="px-2 py-2 sm:px-3 tabular-nums text-slate-600">{row.index + 1}</td>
                <td className="px-2 py-2 sm:px-3 font-medium text-slate-900">{row.name || '—'}</td>
                <td className="px-2 py-2 sm:px-3">
                  {row.address ? (
                    <span className="text-slate-700">{row.address.formatted_address}</span>
                  ) : (
                    <span className="font-medium text-red-700">{row.error}</span>
                  )}
                </td>
                <td className="px-2 py-2 sm:px-3 text-right tabular-nums text-slate-700">
                  {row.costCents === null ? '—' : formatCents(row.costCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {askReturn && (
        <ReturnAddressAsk
          saved={askReturn}
          onSaved={() => {
            setAskReturn(null);
            setReturnSaved(true);
          }}
        />
      )}
      {returnSaved && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800 ring-1 ring-green-200">
          Return address saved to your profile: it prints on these cards and every one after them.
        </p>
      )}

      {validCount > 0 ? (
        <div className="border-t border-slate-200 pt-4">
          <PaymentBlock
            payment={preview.payment}
            totalCents={preview.totalCents}
            orderCount={validCount}
            pending={pending}
            submitLabel={label}
            pendingLabel="Sending..."
            cancelLabel="Back"
            onCancel={onBack}
            onSubmit={onSend}
            onAddFundsAndSend={onAddFundsAndSend}
            blockedBy={askReturn ? RETURN_ADDRESS_FIRST : null}
            idPrefix="bulk"
          />
        </div>
      ) : (
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <button type="button" onClick={onBack} className={buttonStyles.secondary}>
            Back
          </button>
        </div>
      )}
    </div>
  );
}
