import { typedPageNotice } from '@/lib/db/keyset-page';

/** Said above a list when a typed page number was deeper than typed numbers reach (lib/db/keyset-page.ts). */
export function TypedPageNotice({ cut, className = '' }: { cut: number | null; className?: string }) {
  if (cut === null) return null;
  return (
    <p
      role="status"
      className={`rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ${className}`}
    >
      {typedPageNotice(cut)}
    </p>
  );
}
