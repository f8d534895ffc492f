'use client';

import { fieldStyles } from '@/components/ui/styles';
import { HANDWRITING_STYLES } from '@/lib/handwriting/styles';

/**
 * The handwriting style, chosen by its look (issue 36): each of the spec's twelve styles is a
 * radio with its name and a line written in it beside (the server draws the line from the same
 * font the preview uses). Radios keep the arrow keys of a native group.
 */
export function HandwritingStylePicker({ value, onChange }: { value: number; onChange: (styleId: number) => void }) {
  return (
    <fieldset>
      <legend className={fieldStyles.label}>Handwriting style</legend>
      <div className="mt-1 grid max-h-72 gap-1.5 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-1.5 sm:grid-cols-2">
        {HANDWRITING_STYLES.map((style) => {
          const checked = value === style.id;
          return (
            <label
              key={style.id}
              className={`flex min-h-11 cursor-pointer flex-col justify-center gap-1 rounded-md border px-2.5 py-1.5 text-sm ${
                checked
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'border-slate-200 bg-white hover:bg-slate-50'
              }`}
            >
              <span className="flex items-center gap-2 font-medium text-slate-900">
                <input
                  type="radio"
                  name="handwriting_style_id"
                  value={style.id}
                  checked={checked}
                  onChange={() => onChange(style.id)}
                  className="accent-brand-600"
                />
                {style.name}
              </span>
              {/* The look only: the name is the radio's label. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={`/api/handwriting/samples/${style.id}`}
                alt=""
                loading="lazy"
                className="h-6 w-auto max-w-full self-start object-contain object-left"
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
