/**
 * 'Skip to content': the first Tab stop of every page, hidden until focused, so the keyboard
 * reaches the page's own actions without passing the whole navigation first.
 */
export function SkipLink({ target }: { target: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only rounded-lg bg-white px-4 py-3 text-sm font-semibold text-brand-700 shadow-lg ring-2 ring-brand-500 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70]"
    >
      Skip to content
    </a>
  );
}
