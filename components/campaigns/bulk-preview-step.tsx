'use client';

import { ModalActions } from '@/components/ui/modal-actions';
import type { BulkPreview } from '@/lib/bulk/bulk-send';
import { formatCents } from '@/lib/money/cents';

/** Bulk Send's preview: each row with its address or its error, the cost, then send. */
export function PreviewStep({
  preview,
  pending,
  onBack,
  onSend,
}: {
  preview: BulkPreview;
  pending: boolean;
  onBack: () => void;
  onSend: () => void;
}) {
  const { price, validCount, errorCount } = preview;
  const postcards = validCount * price.postcardCount;
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
        className="max-h-[50vh] overflow-auto rounded-lg border border-slate-200"
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
      <ModalActions
        cancelLabel="Back"
        onCancel={onBack}
        label={`Send ${postcards} ${postcards === 1 ? 'postcard' : 'postcards'}`}
        pendingLabel="Sending..."
        pending={pending}
        disabled={validCount === 0}
        onConfirm={onSend}
        className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end"
      />
    </div>
  );
}
