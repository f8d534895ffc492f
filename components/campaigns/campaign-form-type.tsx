'use client';

import { fieldStyles } from '@/components/ui/styles';

const TYPES = [
  ['single', 'Single Send', 'One recipient at a time'],
  ['neighbor', 'Neighbor Campaign', 'The homes around an address'],
] as const;

/** The campaign form's Type choice: Single Send or Neighbor Campaign, as two radio cards. */
export function CampaignTypeChoice({
  type,
  onChange,
}: {
  type: 'single' | 'neighbor';
  onChange: (type: 'single' | 'neighbor') => void;
}) {
  return (
    <fieldset>
      <legend className={fieldStyles.label}>Type</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {TYPES.map(([value, label, hint]) => (
          <label
            key={value}
            className={`cursor-pointer rounded-lg border p-3 text-sm ${
              type === value
                ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                : 'border-slate-300 hover:bg-slate-50'
            }`}
          >
            <span className="flex items-center gap-2 font-semibold text-slate-900">
              <input
                type="radio"
                name="type"
                value={value}
                checked={type === value}
                onChange={() => onChange(value)}
                className="accent-brand-600"
              />
              {label}
            </span>
            <span className="mt-1 block text-xs text-slate-600">{hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Beside a field only Pro users may use, for a user who is not Pro. */
export const ProMark = () => (
  <span className="ml-1 rounded bg-brand-100 px-1.5 py-0.5 text-[10px] font-semibold text-brand-700">Pro</span>
);
