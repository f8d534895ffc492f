import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { readKeysetPage, type PageRequest } from '@/lib/db/keyset-page';
import { withUserScope } from '@/lib/db/scoped';
import { accountTotals, trackingUrls } from '@/lib/db/schema';
import type { TrackingSort } from './tracking-sort';

export const TRACKING_PAGE_SIZE = 25;

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
 * One page of the user's tracking URLs. The search matches the target URL or the id,
 * case-insensitively (trigram indexes, migration 0017); the sort is by creation date or views,
 * ties broken by id, read from (user_id, created_at | access_count, id) by cursor
 * (lib/db/keyset-page.ts), so a deep page does not read the pages before it. The total is kept
 * (accountTotals) without a search, and counts the matches with one. A typed page number past
 * the end shows the last page.
 */
export async function listTrackingUrls(
  userId: string,
  { search = '', sort, ...request }: { search?: string; sort: TrackingSort } & Partial<PageRequest>,
): Promise<{ rows: TrackingUrlRow[]; total: number; page: number; firstId: string | null; lastId: string | null }> {
  const text = search.trim();
  const matches: SQL | undefined = text
    ? or(ilike(trackingUrls.target_url, `%${escapeLike(text)}%`), ilike(trackingUrls.id, `%${escapeLike(text)}%`))
    : undefined;
  const where = and(eq(trackingUrls.user_id, userId), matches);
  return withUserScope(userId, async (tx) => {
    const [{ total }] = matches
      ? await tx.select({ total: count() }).from(trackingUrls).where(where)
      : await tx
          .select({ total: sql<number>`coalesce(max(${accountTotals.tracking_urls}), 0)::int` })
          .from(accountTotals)
          .where(eq(accountTotals.user_id, userId));
    const pageCount = Math.max(1, Math.ceil(total / TRACKING_PAGE_SIZE));
    const list = {
      table: trackingUrls,
      id: trackingUrls.id,
      userColumn: trackingUrls.user_id,
      sort: sort.key === 'views' ? trackingUrls.access_count : trackingUrls.created_at,
      descending: sort.direction === 'desc',
      where,
      size: TRACKING_PAGE_SIZE,
      total,
    };
    const typed = request.after || request.before ? { page: request.page ?? 1, ...request } : { page: Math.min(Math.max(1, request.page ?? 1), pageCount) };
    const { ids, page, firstId, lastId } = await readKeysetPage<string>(tx, userId, list, typed);
    const found = ids.length
      ? await tx
          .select({
            id: trackingUrls.id,
            name: trackingUrls.name,
            targetUrl: trackingUrls.target_url,
            createdAt: trackingUrls.created_at,
            lastAccessed: trackingUrls.last_accessed,
            accessCount: trackingUrls.access_count,
          })
          .from(trackingUrls)
          .where(inArray(trackingUrls.id, ids))
      : [];
    const byId = new Map(found.map((row) => [row.id, row]));
    return { rows: ids.map((id) => byId.get(id)!).filter(Boolean), total, page, firstId, lastId };
  });
}
