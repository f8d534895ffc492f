import { fieldStyles } from './styles';

/** A money field: a "$" drawn inside the input, the value as typed (the form's schema parses it). */
export function DollarInput({ className = '', ...props }: React.ComponentProps<'input'>) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-3 mt-1 flex items-center text-sm text-slate-500">
        $
      </span>
      <input inputMode="decimal" {...props} className={`${fieldStyles.input} pl-7 ${className}`} />
    </div>
  );
}
