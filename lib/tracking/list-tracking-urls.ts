import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
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
 * case-insensitively; the sort is by creation date or views, ties broken by id so pages
 * never overlap.
 */
export async function listTrackingUrls(
  userId: string,
  { search = '', sort, page = 1 }: { search?: string; sort: TrackingSort; page?: number },
): Promise<{ rows: TrackingUrlRow[]; total: number }> {
  const text = search.trim();
  const matches: SQL | undefined = text
    ? or(ilike(trackingUrls.target_url, `%${escapeLike(text)}%`), ilike(trackingUrls.id, `%${escapeLike(text)}%`))
    : undefined;
  const where = and(eq(trackingUrls.user_id, userId), matches);
  const direction = sort.direction === 'asc' ? asc : desc;
  const column = sort.key === 'views' ? trackingUrls.access_count : trackingUrls.created_at;
  return withUserScope(userId, async (tx) => {
    // Without a search the count is kept (accountTotals); a search counts its matches.
    const [{ total }] = matches
      ? await tx.select({ total: count() }).from(trackingUrls).where(where)
      : await tx
          .select({ total: sql<number>`coalesce(max(${accountTotals.tracking_urls}), 0)::int` })
          .from(accountTotals)
          .where(eq(accountTotals.user_id, userId));
    const rows = await tx
      .select({
        id: trackingUrls.id,
        name: trackingUrls.name,
        targetUrl: trackingUrls.target_url,
        createdAt: trackingUrls.created_at,
        lastAccessed: trackingUrls.last_accessed,
        accessCount: trackingUrls.access_count,
      })
      .from(trackingUrls)
      .where(where)
      .orderBy(direction(column), direction(trackingUrls.id))
      .limit(TRACKING_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * TRACKING_PAGE_SIZE);
    return { rows, total };
  });
}
