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

/**
 * The centred spinner shown while a page or the session loads. A page larger than React's first
 * chunk is streamed after the shell and swapped in by a script, so with JavaScript turned off the
 * spinner would stay: such a browser is told why instead of being left waiting (decision 051).
 */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] w-full flex-col items-center justify-center gap-4">
      <Spinner label={label} className="h-10 w-10" />
      <noscript>
        <p className="max-w-sm text-center text-sm text-slate-700">
          This page needs JavaScript to show its content. Turn JavaScript on in your browser, then reload the page.
        </p>
      </noscript>
    </div>
  );
}
