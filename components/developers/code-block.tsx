/**
 * A block of code or terminal text, scrollable sideways rather than wrapped. It takes the focus
 * (tabIndex 0) so that a keyboard can scroll a long line too (axe: scrollable-region-focusable).
 */
export function CodeBlock({ code, label }: { code: string; label?: string }) {
  return (
    <figure className="mt-3">
      {label && (
        <figcaption className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">{label}</figcaption>
      )}
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
        tabIndex={0}
        className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/** Inline code. */
export const Code = ({ children }: { children: React.ReactNode }) => (
  <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-800">{children}</code>
);
