'use client';

import { useRouter } from 'next/navigation';
import type { SortKey, TrackingSort } from '@/lib/tracking/tracking-sort';

const LABELS: Record<SortKey, string> = { date: 'Date', views: 'Views' };
const DIRECTIONS: Record<SortKey, Record<TrackingSort['direction'], string>> = {
  date: { desc: 'newest first', asc: 'oldest first' },
  views: { desc: 'most views first', asc: 'fewest views first' },
};

/**
 * The Date and Views sort buttons. The active one is pressed and shows an arrow for its
 * direction; `hrefs` are the page's address after a click on each (computed with nextSort).
 */
export function SortButtons({ sort, hrefs }: { sort: TrackingSort; hrefs: Record<SortKey, string> }) {
  const router = useRouter();
  return (
    <div role="group" aria-label="Sort by" className="flex items-center gap-1 rounded-lg bg-slate-100 p-1">
      <span aria-hidden="true" className="px-2 text-xs font-medium text-slate-600">
        Sort
      </span>
      {(Object.keys(LABELS) as SortKey[]).map((key) => {
        const active = sort.key === key;
        return (
          <button
            key={key}
            type="button"
            aria-pressed={active}
            title={active ? `Sorted ${DIRECTIONS[key][sort.direction]}` : `Sort by ${LABELS[key].toLowerCase()}`}
            onClick={() => router.replace(hrefs[key], { scroll: false })}
            className={`inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
              active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {LABELS[key]}
            {active && <span aria-hidden="true">{sort.direction === 'asc' ? '↑' : '↓'}</span>}
          </button>
        );
      })}
    </div>
  );
}
