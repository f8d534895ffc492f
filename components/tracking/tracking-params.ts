import type { ChartSubject } from '@/lib/tracking/get-daily-responses';
import type { LinkKind } from '@/lib/tracking/list-tracking-urls';
import { DEFAULT_SORT, parseSort, type TrackingSort } from '@/lib/tracking/tracking-sort';

/** What the /tracking page shows, read from its query string. Client-safe. */
export type TrackingTab = 'qr' | 'phone';
export type TrackingQuery = {
  tab: TrackingTab;
  /** The QR tab's list: the user's own links, or the postcard links of their campaigns. */
  links: LinkKind;
  /** The QR tab's search text (matches the target URL or the id). */
  q: string;
  sort: TrackingSort;
  page: number;
  /** The QR page's cursor (lib/db/keyset-page.ts): where the page link started from. */
  cursor: { after?: string; before?: string; skip?: number };
  chart: ChartSubject;
};

export type RawSearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const TRACKING_ID = /^[a-z0-9]{12}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `chart=all|url:<id>|phone:<id>`; anything unreadable is everything. */
export function parseChartSubject(value: string | undefined): ChartSubject {
  const [kind, id = ''] = (value ?? '').split(/:(.*)/s);
  if (kind === 'url' && TRACKING_ID.test(id)) return { kind: 'url', id };
  if (kind === 'phone' && UUID.test(id)) return { kind: 'phone', id: id.toLowerCase() };
  return { kind: 'all' };
}

export const chartParam = (subject: ChartSubject) => (subject.kind === 'all' ? 'all' : `${subject.kind}:${subject.id}`);

export function parseTrackingQuery(raw: RawSearchParams): TrackingQuery {
  return {
    tab: first(raw.tab) === 'phone' ? 'phone' : 'qr',
    links: first(raw.links) === 'postcards' ? 'postcards' : 'own',
    q: (first(raw.q) ?? '').slice(0, 200),
    sort: parseSort(first(raw.sort), first(raw.dir)),
    page: Math.max(1, Math.floor(Number(first(raw.page))) || 1),
    cursor: { after: first(raw.after), before: first(raw.before), skip: Number(first(raw.skip)) || 0 },
    chart: parseChartSubject(first(raw.chart)),
  };
}

/**
 * The page's address for `query` changed by `over`; defaults are left out to keep it short. A
 * link to another page (search, sort, tab, page) drops the cursor unless it brings its own.
 */
export function trackingHref(query: TrackingQuery, over: Partial<TrackingQuery> = {}): string {
  const next = { ...query, ...(over.page !== undefined ? { cursor: {} } : {}), ...over };
  const params = new URLSearchParams({ tab: next.tab });
  // The own links are the default, but a page with none opens on the postcard links: choosing
  // Your links says so in the address.
  if (next.links === 'postcards' || over.links === 'own') params.set('links', next.links);
  if (next.q.trim()) params.set('q', next.q);
  if (next.sort.key !== DEFAULT_SORT.key || next.sort.direction !== DEFAULT_SORT.direction) {
    params.set('sort', next.sort.key);
    params.set('dir', next.sort.direction);
  }
  if (next.page > 1) {
    params.set('page', String(next.page));
    for (const [key, value] of Object.entries(next.cursor)) if (value) params.set(key, String(value));
  }
  if (next.chart.kind !== 'all') params.set('chart', chartParam(next.chart));
  return `/tracking?${params}`;
}

/**
 * The current query string with `key` set to `value` (removed when empty) and `reset` keys
 * removed, e.g. a new search starts again at page 1. Returns the string after '?', possibly ''.
 */
export function withSearchParam(search: string, key: string, value: string | null, reset: string[] = []): string {
  const params = new URLSearchParams(search);
  if (value) params.set(key, value);
  else params.delete(key);
  for (const k of reset) params.delete(k);
  return params.toString();
}
