/** The green confirmation under a form; announced to screen readers as it appears. */
export function SuccessMessage({ message }: { message: string | null }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={
        message ? 'rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800' : 'sr-only'
      }
    >
      {message}
    </p>
  );
}
