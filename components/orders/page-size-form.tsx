'use client';

import { useRouter } from 'next/navigation';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * "Per page" on the Orders page: a choice applies at once. Without JavaScript it is a plain GET
 * form, so the Apply button shows until the page has hydrated.
 */
export function PageSizeForm({ filter, size, sizes }: { filter: string; size: number; sizes: readonly number[] }) {
  const router = useRouter();
  // false in the server's HTML, true once the page runs in the browser.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <form action="/orders" className="flex items-center gap-2 text-sm text-slate-700">
      <input type="hidden" name="filter" value={filter} />
      <label htmlFor="page-size">Per page</label>
      <select
        id="page-size"
        name="size"
        defaultValue={size}
        onChange={(event) => router.push(`/orders?${new URLSearchParams({ filter, size: event.target.value })}`)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1"
      >
        {sizes.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button
          type="submit"
          className="rounded-md border border-slate-300 bg-white px-2 py-1 font-medium hover:bg-slate-50"
        >
          Apply
        </button>
      )}
    </form>
  );
}
