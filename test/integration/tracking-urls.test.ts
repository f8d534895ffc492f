import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTrackingUrlAction, createTrackingUrlFormAction } from '@/actions/tracking';
import { GET as qrImage } from '@/app/api/tracking-urls/[id]/qr/route';
import { getDb } from '@/lib/db/client';
import { trackingUrlCounts, trackingUrls } from '@/lib/db/schema';
import { createTrackingUrl } from '@/lib/tracking/create-tracking-url';
import { getTrackingStats } from '@/lib/tracking/get-tracking-stats';
import { listTrackingUrls } from '@/lib/tracking/list-tracking-urls';
import { DEFAULT_SORT } from '@/lib/tracking/tracking-sort';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import { countTrackingLinks } from '@/lib/tracking/count-tracking-links';
import { TRACKING_URL_MESSAGES as M } from '@/lib/validation/tracking-url';
import { switchToProAction } from '../support/plans';
import { failInsertsInto } from '../support/fail-inserts';
import { campaignFixture } from '../support/orders';
import { actAs, signUpUser, type TestUser } from '../support/users';

let user: TestUser;

beforeEach(async () => {
  user = await signUpUser('qr@example.com');
  actAs(user, '/tracking');
});

const rows = () => getDb().select().from(trackingUrls).where(eq(trackingUrls.user_id, user.id));
const becomePro = () => switchToProAction();
/** A link's views, as folded scans leave them. */
const setViews = (id: string, views: number) =>
  getDb().update(trackingUrlCounts).set({ access_count: views }).where(eq(trackingUrlCounts.tracking_url_id, id));

describe('creating a tracking URL', () => {
  it('stores a 12-character id, the name and the https target, and returns the short link', async () => {
    const result = await createTrackingUrlAction({ name: ' Spring mailer ', targetUrl: 'http://example.com/menu' });
    if (!result.ok) throw new Error(result.error);
    expect(result.data.id).toMatch(/^[a-z0-9]{12}$/);
    expect(result.data.shortUrl).toBe(`http://localhost:3000/r/${result.data.id}`);
    expect(await rows()).toEqual([
      expect.objectContaining({
        id: result.data.id,
        name: 'Spring mailer',
        target_url: 'https://example.com/menu',
      }),
    ]);
    // Its counters, made with it (migration 0034).
    expect(
      await getDb().select().from(trackingUrlCounts).where(eq(trackingUrlCounts.tracking_url_id, result.data.id)),
    ).toEqual([
      {
        tracking_url_id: result.data.id,
        user_id: user.id,
        campaign_id: null,
        recipient_id: null,
        access_count: 0,
        first_accessed: null,
        last_accessed: null,
      },
    ]);
  });

  it('answers bad input with the server texts and stores nothing', async () => {
    expect(await createTrackingUrlAction({ name: '  ', targetUrl: 'example.com' })).toEqual({
      ok: false,
      error: 'Name cannot be empty',
    });
    expect(await createTrackingUrlAction({ name: 'Mailer', targetUrl: 'javascript:alert(1)' })).toEqual({
      ok: false,
      error: 'Invalid URL',
    });
    expect(await createTrackingUrlAction({ name: 'Mailer', targetUrl: 'https://example.com/<x>' })).toEqual({
      ok: false,
      error: 'Invalid URL',
    });
    expect(await rows()).toEqual([]);
  });

  it('answers the Create New QR Code form with every field’s error at once, then creates it', async () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.set(key, value);
      return createTrackingUrlFormAction(IDLE_FORM_STATE, data);
    };
    expect(await form({ name: ' ', targetUrl: '' })).toEqual({
      status: 'error',
      fieldErrors: { name: ['Please enter a name'], targetUrl: ['Please enter a target URL'] },
      values: { name: ' ', targetUrl: '' },
    });
    expect((await form({ name: 'Mailer', targetUrl: 'not a url' })).fieldErrors).toEqual({
      targetUrl: ['Please enter a valid URL (e.g., example.com)'],
    });
    const created = await form({ name: 'Mailer', targetUrl: 'example.com' });
    expect(created).toMatchObject({ status: 'success', data: { name: 'Mailer' } });
    expect(await countTrackingLinks(user.id)).toEqual({ own: 1, postcards: 0 });
    // The Free plan's one URL is used: the form says so in its panel, and keeps what was typed.
    expect(await form({ name: 'Second', targetUrl: 'example.org' })).toEqual({
      status: 'error',
      error: M.freeCap,
      values: { name: 'Second', targetUrl: 'example.org' },
    });
    expect(await rows()).toHaveLength(1);
  });

  it('checks the name and the target again wherever it is called from', async () => {
    await expect(createTrackingUrl(user.id, { name: ' ', targetUrl: 'example.com' })).rejects.toThrow(
      'Name is required',
    );
    await expect(createTrackingUrl(user.id, { name: 'Mailer', targetUrl: 'ftp://example.com' })).rejects.toThrow(
      'Invalid target URL',
    );
    expect(await rows()).toEqual([]);
  });

  it('gives Free users one tracking URL, refused on the server with the spec text', async () => {
    expect((await createTrackingUrlAction({ name: 'First', targetUrl: 'example.com' })).ok).toBe(true);
    expect(await createTrackingUrlAction({ name: 'Second', targetUrl: 'example.org' })).toEqual({
      ok: false,
      error: 'Free users can only create one tracking URL. Upgrade to Pro for unlimited tracking URLs.',
    });
    expect(await rows()).toHaveLength(1);
  });

  it('keeps the Free cap when two creates race', async () => {
    const results = await Promise.all([
      createTrackingUrl(user.id, { name: 'A', targetUrl: 'a.example.com' }).catch((e: Error) => e.message),
      createTrackingUrl(user.id, { name: 'B', targetUrl: 'b.example.com' }).catch((e: Error) => e.message),
    ]);
    expect(results.filter((r) => r === M.freeCap)).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
  });

  it('lets Pro users create as many as they like', async () => {
    await becomePro();
    for (const n of [1, 2, 3]) {
      expect((await createTrackingUrlAction({ name: `Mailer ${n}`, targetUrl: `example.com/${n}` })).ok).toBe(true);
    }
    expect(await rows()).toHaveLength(3);
  });

  it('draws another id when the first one is taken', async () => {
    await becomePro();
    await createTrackingUrl(user.id, { name: 'A', targetUrl: 'example.com' }, () => 'aaaaaaaaaaaa');
    const ids = ['aaaaaaaaaaaa', 'bbbbbbbbbbbb'];
    const created = await createTrackingUrl(user.id, { name: 'B', targetUrl: 'example.com' }, () => ids.shift()!);
    expect(created.id).toBe('bbbbbbbbbbbb');
  });

  it('says "Failed to create tracking URL" when the database refuses', async () => {
    const restore = await failInsertsInto('tracking_urls');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await createTrackingUrlAction({ name: 'Mailer', targetUrl: 'example.com' })).toEqual({
      ok: false,
      error: 'Failed to create tracking URL',
    });
    await restore();
    vi.restoreAllMocks();
  });
});

describe('the QR table', () => {
  beforeEach(async () => {
    await becomePro();
    const add = async (id: string, target: string, views: number, created: string) => {
      await getDb()
        .insert(trackingUrls)
        .values({ id, name: id, target_url: target, user_id: user.id, created_at: new Date(created) });
      await setViews(id, views);
    };
    await add('aaaaaaaaaaa1', 'https://shop.example.com/spring', 5, '2026-01-01');
    await add('bbbbbbbbbbb2', 'https://blog.example.org/', 50, '2026-02-01');
    await add('ccccccccccc3', 'https://SHOP.example.com/fall', 0, '2026-03-01');
  });

  const ids = async (options: Parameters<typeof listTrackingUrls>[1]) =>
    (await listTrackingUrls(user.id, options)).rows.map((r) => r.id);

  it('sorts by date (newest first by default) and by views', async () => {
    expect(await ids({ sort: DEFAULT_SORT })).toEqual(['ccccccccccc3', 'bbbbbbbbbbb2', 'aaaaaaaaaaa1']);
    expect(await ids({ sort: { key: 'date', direction: 'asc' } })).toEqual([
      'aaaaaaaaaaa1',
      'bbbbbbbbbbb2',
      'ccccccccccc3',
    ]);
    expect(await ids({ sort: { key: 'views', direction: 'desc' } })).toEqual([
      'bbbbbbbbbbb2',
      'aaaaaaaaaaa1',
      'ccccccccccc3',
    ]);
    expect(await ids({ sort: { key: 'views', direction: 'asc' } })).toEqual([
      'ccccccccccc3',
      'aaaaaaaaaaa1',
      'bbbbbbbbbbb2',
    ]);
  });

  it('searches the target URL and the id, ignoring case', async () => {
    expect(await ids({ search: 'shop', sort: DEFAULT_SORT })).toEqual(['ccccccccccc3', 'aaaaaaaaaaa1']);
    expect(await ids({ search: 'BBBBB', sort: DEFAULT_SORT })).toEqual(['bbbbbbbbbbb2']);
    expect(await ids({ search: '100%', sort: DEFAULT_SORT })).toEqual([]);
    // By views, the matches only, read from the links' counters.
    expect(await ids({ search: 'SHOP', sort: { key: 'views', direction: 'desc' } })).toEqual([
      'aaaaaaaaaaa1',
      'ccccccccccc3',
    ]);
    expect((await listTrackingUrls(user.id, { search: 'example', sort: DEFAULT_SORT })).total).toBe(3);
  });

  it('reads a deep page from the cursor of the page links, in both sorts, as an offset would', async () => {
    await getDb()
      .insert(trackingUrls)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          id: `link${String(i).padStart(8, '0')}`,
          name: `Link ${i}`,
          target_url: `https://example.net/${i}`,
          user_id: user.id,
          created_at: new Date(Date.UTC(2026, 3, 1, 0, i)),
        })),
      );
    for (let i = 0; i < 60; i++) await setViews(`link${String(i).padStart(8, '0')}`, i % 7);
    for (const sort of [DEFAULT_SORT, { key: 'views', direction: 'desc' } as const]) {
      const first = await listTrackingUrls(user.id, { sort, page: 1 });
      const byOffset = await listTrackingUrls(user.id, { sort, page: 3 });
      const third = await listTrackingUrls(user.id, { sort, page: 3, after: first.lastId!, skip: 1 });
      expect(third).toMatchObject({ page: 3, total: 63 });
      expect(third.rows.map((r) => r.id)).toEqual(byOffset.rows.map((r) => r.id));
      expect(third.rows).toHaveLength(13);
      const second = await listTrackingUrls(user.id, { sort, page: 2, before: third.firstId! });
      expect(second.rows.map((r) => r.id)).toEqual(
        (await listTrackingUrls(user.id, { sort, page: 2 })).rows.map((r) => r.id),
      );
    }
    // A typed page past the end shows the last page.
    expect((await listTrackingUrls(user.id, { sort: DEFAULT_SORT, page: 99 })).page).toBe(3);
  });

  it('lists the postcard links of the user’s campaigns apart from their own links, each with its total', async () => {
    const campaign = await campaignFixture(user, { name: 'Spring' });
    await getDb()
      .insert(trackingUrls)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          id: `card${String(i).padStart(8, '0')}`,
          name: `Spring · Recipient ${i}`,
          target_url: 'https://example.com/spring',
          user_id: user.id,
          campaign_id: campaign.id,
          created_at: new Date(Date.UTC(2026, 4, 1, 0, i)),
        })),
      );
    for (let i = 0; i < 30; i++) await setViews(`card${String(i).padStart(8, '0')}`, i % 3);
    // Newer than every link of the user: the own list is not pushed back by them.
    expect(await ids({ sort: DEFAULT_SORT })).toEqual(['ccccccccccc3', 'bbbbbbbbbbb2', 'aaaaaaaaaaa1']);
    expect((await listTrackingUrls(user.id, { sort: DEFAULT_SORT })).total).toBe(3);

    const postcards = await listTrackingUrls(user.id, { sort: DEFAULT_SORT, links: 'postcards' });
    expect(postcards).toMatchObject({ total: 30, page: 1 });
    expect(postcards.rows.map((r) => r.id).slice(0, 2)).toEqual(['card00000029', 'card00000028']);
    const last = await listTrackingUrls(user.id, {
      sort: DEFAULT_SORT,
      links: 'postcards',
      page: 2,
      after: postcards.lastId!,
    });
    expect(last.rows.map((r) => r.id)).toEqual([
      'card00000004',
      'card00000003',
      'card00000002',
      'card00000001',
      'card00000000',
    ]);
    expect(await ids({ sort: DEFAULT_SORT, links: 'postcards', search: 'card0000001' })).toHaveLength(10);
    expect(await ids({ sort: DEFAULT_SORT, links: 'postcards', search: 'shop' })).toEqual([]);
    expect(await ids({ sort: DEFAULT_SORT, search: 'card' })).toEqual([]);
  });

  it('counts the stat cards from the user’s rows', async () => {
    expect(await getTrackingStats(user.id)).toEqual({ postcardsSent: 0, qrScans: 55, phoneCalls: 0 });
  });
});

describe('the QR image', () => {
  const get = (id: string, query = '') =>
    qrImage(new Request(`http://localhost:3000/api/tracking-urls/${id}/qr${query}`), {
      params: Promise.resolve({ id }),
    });

  it('is a 300 px PNG of the short link, downloadable as qr-{id}.png', async () => {
    const created = await createTrackingUrlAction({ name: 'Mailer', targetUrl: 'example.com' });
    if (!created.ok) throw new Error(created.error);
    const response = await get(created.data.id, '?download=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="qr-${created.data.id}.png"`);
    const sharp = (await import('sharp')).default;
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
      width: 300,
      height: 300,
      format: 'png',
    });
    expect((await get(created.data.id)).headers.get('content-disposition')).toBeNull();
  });

  it('is not found for another user’s id, and needs a session', async () => {
    const created = await createTrackingUrlAction({ name: 'Mailer', targetUrl: 'example.com' });
    if (!created.ok) throw new Error(created.error);
    const other = await signUpUser('other@example.com');
    actAs(other);
    const response = await get(created.data.id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found', message: 'Tracking URL not found' });
    actAs(null);
    expect((await get(created.data.id)).status).toBe(401);
  });
});
