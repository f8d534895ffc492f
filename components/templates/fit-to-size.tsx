'use client';

import { useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/styles';
import type { PostcardSize } from '@/lib/db/postcard-sizes';
import { FIT_FOCUSES, FIT_MESSAGES, fitDpi, PRINT_DPI, type FitFocus } from '@/lib/templates/image-rules';

const FOCUS_LABELS: Record<FitFocus, string> = { centre: 'Centre', top: 'Top', bottom: 'Bottom' };
// The card's shape, bleed included (REQUIRED_SIZE); the crop preview has it exactly.
const CARD_ASPECT: Record<PostcardSize, string> = {
  '4x6': 'aspect-[1875/1275]',
  '6x9': 'aspect-[1875/1275]',
  '6x11': 'aspect-[3337/1777]',
};
const OBJECT_POSITION: Record<FitFocus, string> = {
  centre: 'object-center',
  top: 'object-top',
  bottom: 'object-bottom',
};

/**
 * Fit to size (issue 28): an image that is not the print size, shown as the server will crop it
 * (cover, around the chosen focus) before it is used. An image smaller than the card says how
 * blurry it will print. `onUse` uploads it with that focus; only the cropped copy is stored.
 */
export function FitToSize({
  url,
  width,
  height,
  size,
  label,
  onUse,
  onCancel,
}: {
  /** The chosen file, as an object URL. */
  url: string;
  width: number;
  height: number;
  size: PostcardSize;
  label: string;
  onUse: (focus: FitFocus) => void;
  onCancel: () => void;
}) {
  const ids = useId();
  const [focus, setFocus] = useState<FitFocus>('centre');
  const dpi = fitDpi(size, width, height);

  return (
    <div role="group" aria-labelledby={`${ids}-title`} className="space-y-3 rounded-lg border border-slate-200 p-3">
      <p id={`${ids}-title`} className="text-sm font-semibold text-slate-900">
        Fit {label.toLowerCase()} to {size}
      </p>
      <div className={`overflow-hidden rounded-md border border-slate-300 bg-slate-100 ${CARD_ASPECT[size]}`}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={url}
          alt={`${label} as it will be cropped`}
          className={`h-full w-full object-cover ${OBJECT_POSITION[focus]}`}
        />
      </div>
      <fieldset>
        <legend className="text-xs font-medium text-slate-700">Keep the image&apos;s</legend>
        <div className="mt-1 flex gap-2">
          {FIT_FOCUSES.map((value) => (
            <label
              key={value}
              className={`flex cursor-pointer items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm ${
                focus === value ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700'
              }`}
            >
              <input
                type="radio"
                name={`${ids}-focus`}
                value={value}
                checked={focus === value}
                onChange={() => setFocus(value)}
                className="accent-brand-600"
              />
              {FOCUS_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {dpi < PRINT_DPI ? (
        <p className="rounded-md bg-amber-50 p-2 text-xs text-amber-900 ring-1 ring-amber-200">
          {FIT_MESSAGES.blurry(dpi)}
        </p>
      ) : (
        <p className="text-xs text-slate-600">The edges outside the card are cut away; it prints at {PRINT_DPI} dpi.</p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          Cancel
        </button>
        <button type="button" onClick={() => onUse(focus)} className={buttonStyles.primary}>
          Use this crop
        </button>
      </div>
    </div>
  );
}
