/** The small "Pro" mark next to the title of a Pro-only card. */
export function ProBadge() {
  return (
    <span className="rounded-full bg-gradient-to-r from-brand-600 to-violet-600 px-2 py-0.5 text-xs font-semibold text-white">
      Pro
    </span>
  );
}
