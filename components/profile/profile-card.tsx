/**
 * A card of the profile page. With an `id`, the card is a region named by its title, so that
 * people with a screen reader (and tests) can jump to "API Access" or "Return Address".
 */
export function ProfileCard({
  id,
  title,
  action,
  children,
}: {
  id?: string;
  title: string;
  /** Shown on the right of the title (a badge, a link). */
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}
