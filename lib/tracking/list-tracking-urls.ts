import 'server-only';
import { and, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Queryable } from '@/lib/db/client';
import { readKeysetPage, type KeysetPage, type PageRequest } from '@/lib/db/keyset-page';
import { withUserScope } from '@/lib/db/scoped';
import { accountTotals, trackingUrlCounts, trackingUrls } from '@/lib/db/schema';
import type { TrackingSort } from './tracking-sort';

export const TRACKING_PAGE_SIZE = 25;

/**
 * Which links the QR table lists: the user's own (made on this page or through the API), or the
 * postcard links a campaign with a Response URL makes, one per order (decision 023).
 */
export type LinkKind = 'own' | 'postcards';

export type TrackingUrlRow = {
  id: string;
  name: string;
  targetUrl: string;
  createdAt: Date;
  lastAccessed: Date | null;
  accessCount: number;
};

// LIKE's own wildcards in the search text match themselves.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the user's own tracking URLs or of their postcard links. The search matches the
 * target URL or the id, case-insensitively (trigram indexes, migration 0017); the sort is by
 * creation date or views, ties broken by id, read from (user_id, created_at, id) of tracking_urls
 * or (user_id, access_count, id) of the links' counters (tracking_url_counts, decision 039) by
 * cursor (lib/db/keyset-page.ts; the own links have partial indexes of their own, migration
 * 0022), so a deep page does not read the pages before it. The total is kept (accountTotals)
 * without a search, and counts the matches with one. A typed page number past the end shows the
 * last page.
 */
export async function listTrackingUrls(
  userId: string,
  {
    search = '',
    sort,
    links = 'own',
    ...request
  }: { search?: string; sort: TrackingSort; links?: LinkKind } & Partial<PageRequest>,
): Promise<{
  rows: TrackingUrlRow[];
  total: number;
  page: number;
  firstId: string | null;
  lastId: string | null;
  typedPageCut: number | null;
}> {
  const text = search.trim();
  const matches: SQL | undefined = text
    ? or(
        ilike(trackingUrls.target_url, `%${escapeLike(text)}%`),
        ilike(sql`lower(${trackingUrls.id})`, `%${escapeLike(text)}%`),
      )
    : undefined;
  const kind = links === 'postcards' ? isNotNull(trackingUrls.campaign_id) : isNull(trackingUrls.campaign_id);
  const where = and(eq(trackingUrls.user_id, userId), kind, matches);
  const order = { descending: sort.direction === 'desc', size: TRACKING_PAGE_SIZE };
  const list =
    sort.key === 'views'
      ? {
          ...order,
          table: trackingUrlCounts,
          id: trackingUrlCounts.tracking_url_id,
          userColumn: trackingUrlCounts.user_id,
          sort: trackingUrlCounts.access_count,
          where: and(
            eq(trackingUrlCounts.user_id, userId),
            links === 'postcards' ? isNotNull(trackingUrlCounts.campaign_id) : isNull(trackingUrlCounts.campaign_id),
            matches &&
              inArray(
                trackingUrlCounts.tracking_url_id,
                getDb().select({ id: trackingUrls.id }).from(trackingUrls).where(where),
              ),
          ),
        }
      : {
          ...order,
          table: trackingUrls,
          id: trackingUrls.id,
          userColumn: trackingUrls.user_id,
          sort: trackingUrls.created_at,
          where,
        };
  const read = (db: Queryable, total: number) =>
    readKeysetPage<string>(db, userId, { ...list, total }, { ...request, page: request.page ?? 1 });
  if (matches) {
    // A search finds its ids as the server, filtered by user_id explicitly: under row-level
    // security ILIKE (not leakproof) may not use the trigram index and would test every link of
    // the user. Only ids come out of it; the rows themselves are read in the user's scope.
    const [{ total }] = await getDb().select({ total: count() }).from(trackingUrls).where(where);
    const found = await read(getDb(), total);
    return withUserScope(userId, (tx) => withRows(tx, userId, total, found));
  }
  return withUserScope(userId, async (tx) => {
    const [kept] = await tx
      .select({ all: accountTotals.tracking_urls, postcards: accountTotals.postcard_links })
      .from(accountTotals)
      .where(eq(accountTotals.user_id, userId));
    const total = !kept ? 0 : links === 'postcards' ? kept.postcards : kept.all - kept.postcards;
    return withRows(tx, userId, total, await read(tx, total));
  });
}

/** The page's rows, in the page's order, read in the user's scope. */
async function withRows(tx: Queryable, userId: string, total: number, found: KeysetPage<string>) {
  const rows = found.ids.length
    ? await tx
        .select({
          id: trackingUrls.id,
          name: trackingUrls.name,
          targetUrl: trackingUrls.target_url,
          createdAt: trackingUrls.created_at,
          lastAccessed: trackingUrlCounts.last_accessed,
          accessCount: trackingUrlCounts.access_count,
        })
        .from(trackingUrls)
        .innerJoin(trackingUrlCounts, eq(trackingUrlCounts.tracking_url_id, trackingUrls.id))
        .where(and(eq(trackingUrls.user_id, userId), inArray(trackingUrls.id, found.ids)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: found.ids.flatMap((id) => byId.get(id) ?? []),
    total,
    page: found.page,
    firstId: found.firstId,
    lastId: found.lastId,
    typedPageCut: found.typedPageCut,
  };
}
