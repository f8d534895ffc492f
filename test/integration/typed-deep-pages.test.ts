import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { deepestTypedPage, TYPED_PAGE_MAX_OFFSET } from '@/lib/db/keyset-page';
import { listTrackingUrls, TRACKING_PAGE_SIZE } from '@/lib/tracking/list-tracking-urls';
import { DEFAULT_SORT } from '@/lib/tracking/tracking-sort';
import { signUpUser, type TestUser } from '../support/users';

let ada: TestUser;
// More rows than typed page numbers reach: the last pages are only reached by the page links.
const LINKS = TYPED_PAGE_MAX_OFFSET + 4 * TRACKING_PAGE_SIZE;

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  // Link g is g minutes old: the newest first is link 1, 2, 3, …
  await getDb().execute(sql`insert into tracking_urls (id, name, target_url, user_id, created_at)
    select 'deep' || lpad(g::text, 8, '0'), 'Link ' || g, 'https://example.com/' || g, ${ada.id}, now() - g * interval '1 minute'
    from generate_series(1, ${LINKS}::int) g`);
});

const list = (request: { page: number; after?: string; skip?: number }) =>
  listTrackingUrls(ada.id, { sort: DEFAULT_SORT, ...request });
const names = (page: { rows: { name: string }[] }) => page.rows.map((r) => r.name);
const linkNames = (from: number, count: number) => Array.from({ length: count }, (_, i) => `Link ${from + i}`);

describe('a typed page number', () => {
  it('is read up to the deepest page typed numbers reach, and no deeper', async () => {
    const deepest = deepestTypedPage(TRACKING_PAGE_SIZE);
    expect(deepest).toBe(TYPED_PAGE_MAX_OFFSET / TRACKING_PAGE_SIZE + 1);

    const reachable = await list({ page: deepest });
    expect(reachable).toMatchObject({ page: deepest, typedPageCut: null });
    expect(names(reachable)).toEqual(linkNames((deepest - 1) * TRACKING_PAGE_SIZE + 1, TRACKING_PAGE_SIZE));

    // The last page typed in: the deepest page typed numbers reach is shown instead, and says so.
    const lastPage = Math.ceil(LINKS / TRACKING_PAGE_SIZE);
    const cut = await list({ page: lastPage });
    expect(cut).toMatchObject({ page: deepest, typedPageCut: deepest });
    expect(names(cut)).toEqual(names(reachable));

    // The page links go on from there: a cursor reads any page.
    const byLink = await list({ page: lastPage, after: reachable.lastId!, skip: lastPage - deepest - 1 });
    expect(byLink).toMatchObject({ page: lastPage, typedPageCut: null });
    expect(names(byLink)).toEqual(linkNames((lastPage - 1) * TRACKING_PAGE_SIZE + 1, TRACKING_PAGE_SIZE));
  });
});
