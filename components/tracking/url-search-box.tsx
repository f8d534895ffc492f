'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { fieldStyles } from '@/components/ui/styles';
import { withSearchParam } from './tracking-params';

export const SEARCH_DEBOUNCE_MS = 300;

/** 'Search URLs...': puts the text in ?q= as the user types (300 ms after the last key). */
export function UrlSearchBox({ initial }: { initial: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [value, setValue] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pushed = useRef(initial);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The address changed by other means (back, a 'Clear search' link): show its search.
  useEffect(() => {
    if (initial === pushed.current) return;
    pushed.current = initial;
    clearTimeout(timer.current);
    setValue(initial);
  }, [initial]);

  function change(next: string) {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      pushed.current = next.trim() ? next : '';
      const query = withSearchParam(searchParams.toString(), 'q', pushed.current || null, [
        'page',
        'after',
        'before',
        'skip',
      ]);
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    }, SEARCH_DEBOUNCE_MS);
  }

  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor="tracking-url-search" className="sr-only">
        Search URLs
      </label>
      <svg
        viewBox="0 0 20 20"
        fill="currentColor"
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 mt-0.5 h-4 w-4 -translate-y-1/2 text-slate-400"
      >
        <path
          fillRule="evenodd"
          d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.08 3.08a.75.75 0 1 1-1.06 1.06l-3.08-3.08A7 7 0 0 1 2 9Z"
          clipRule="evenodd"
        />
      </svg>
      <input
        id="tracking-url-search"
        type="search"
        value={value}
        onChange={(event) => change(event.target.value)}
        placeholder="Search URLs..."
        autoComplete="off"
        className={`${fieldStyles.input} pl-9`}
      />
    </div>
  );
}
