export function Spinner({ label = 'Loading', className = 'h-8 w-8' }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <span
        aria-hidden="true"
        className={`${className} animate-spin rounded-full border-2 border-slate-300 border-t-brand-600`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The centred spinner shown while a page or the session loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center">
      <Spinner label={label} className="h-10 w-10" />
    </div>
  );
}
