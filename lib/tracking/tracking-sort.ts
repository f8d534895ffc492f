/** Sorting of the QR table (spec section 4 "Tracking"). Client-safe. */
export type SortKey = 'date' | 'views';
export type SortDirection = 'asc' | 'desc';
export type TrackingSort = { key: SortKey; direction: SortDirection };

export const DEFAULT_SORT: TrackingSort = { key: 'date', direction: 'desc' };

/** Clicking the active key toggles the direction; a new key starts descending. */
export function nextSort(current: TrackingSort, clicked: SortKey): TrackingSort {
  if (current.key === clicked) return { key: clicked, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  return { key: clicked, direction: 'desc' };
}

/** Reads the sort from the page's query (?sort=views&dir=asc); anything else is the default. */
export function parseSort(key: string | undefined, direction: string | undefined): TrackingSort {
  const k: SortKey = key === 'views' ? 'views' : key === 'date' ? 'date' : DEFAULT_SORT.key;
  const d: SortDirection = direction === 'asc' ? 'asc' : direction === 'desc' ? 'desc' : 'desc';
  return { key: k, direction: d };
}
