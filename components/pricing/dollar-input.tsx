import { fieldStyles } from '@/components/ui/styles';

/**
 * A price in dollars as spec section 5 has it: a number field, >= 0, step 0.01, with a '$' in
 * front. The value stays the text typed; the shared schema turns it into cents.
 */
export function DollarInput({
  id,
  label,
  value,
  onChange,
  invalid = false,
  describedBy,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 mt-1 flex items-center text-sm text-slate-500">$</span>
        <input
          id={id}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          // A variant, so it wins over the field's own border colour whatever the CSS order.
          className={`${fieldStyles.input} pl-7 tabular-nums aria-invalid:border-red-500`}
        />
      </div>
    </div>
  );
}
