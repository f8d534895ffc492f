'use client';

import { fieldStyles } from '@/components/ui/styles';
import { POSTCARD_SIZES, type PostcardSize } from '@/lib/db/postcard-sizes';
import { formatCents } from '@/lib/money/cents';
import { emptySlot } from './image-slot';
import type { Draft } from './types';

const SIZE_LABELS: Record<PostcardSize, string> = {
  '4x6': '4" × 6" · classic postcard',
  '6x9': '6" × 9" · more room',
  '6x11': '6" × 11" · jumbo',
};

export function BasicStep({
  draft,
  onChange,
  sizePrices,
}: {
  draft: Draft;
  onChange: (patch: Partial<Draft>) => void;
  /** One postcard of each size on the user's plan: the choice says what it costs (issue 36). */
  sizePrices: Record<PostcardSize, number>;
}) {
  return (
    <div className="space-y-5">
      <div>
        <label htmlFor="template-name" className={fieldStyles.label}>
          Template name
        </label>
        <input
          id="template-name"
          value={draft.name}
          onChange={(e) => onChange({ name: e.target.value })}
          maxLength={120}
          placeholder="e.g. Spring open house"
          className={fieldStyles.input}
        />
      </div>
      <fieldset>
        <legend className={fieldStyles.label}>Size</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {POSTCARD_SIZES.map((size) => (
            <label
              key={size}
              className={`flex cursor-pointer flex-col rounded-lg border p-3 text-sm ${
                draft.size === size
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'border-slate-300 hover:bg-slate-50'
              }`}
            >
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <input
                  type="radio"
                  name="size"
                  value={size}
                  checked={draft.size === size}
                  // A new size needs new images: the old ones have the wrong dimensions.
                  onChange={() => onChange({ size, front: emptySlot, back: emptySlot })}
                  className="accent-brand-600"
                />
                {size}
              </span>
              <span className="mt-1 text-xs text-slate-600">{SIZE_LABELS[size]}</span>
              <span className="mt-1 text-xs font-semibold text-slate-900">
                {formatCents(sizePrices[size])} per card
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
