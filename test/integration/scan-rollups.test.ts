import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { findCampaignResultsDrift } from '@/lib/campaigns/find-campaign-results-drift';
import { getDatabase, getDb } from '@/lib/db/client';
import {
  accountScanDays,
  accountTotals,
  campaignDays,
  campaigns,
  campaignTotals,
  trackingUrlCounts,
  trackingUrlDays,
  trackingUrls,
  trackingUrlScanBatches,
  trackingUrlScans,
} from '@/lib/db/schema';
import { countScansNow, foldScans } from '@/lib/tracking/fold-scans';
import { recordScan } from '@/lib/tracking/record-scan';
import { getDailyResponses } from '@/lib/tracking/get-daily-responses';
import { TRACKING_LINKS_CHANNEL } from '@/lib/tracking/link-statements.mjs';
import { createTemplate } from '../support/templates';
import { signUpUser, type TestUser } from '../support/users';
import { foldAllScans, queueScans, unfoldedScans } from '../support/queue-scans';

let ada: TestUser;
let bob: TestUser;
let campaignId: string;
const NOW = new Date('2026-11-22T12:00:00Z');

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  bob = await signUpUser('bob@example.com');
  const templateId = await createTemplate(ada);
  [{ id: campaignId }] = await getDb()
    .insert(campaigns)
    .values({ user_id: ada.id, name: 'Spring', template_id: templateId, type: 'single' })
    .returning();
  await getDb()
    .insert(trackingUrls)
    .values([
      { id: 'adaownlink01', name: 'Own', target_url: 'https://example.com/a', user_id: ada.id },
      {
        id: 'adacardlnk01',
        name: 'Card',
        target_url: 'https://example.com/c',
        user_id: ada.id,
        campaign_id: campaignId,
      },
      { id: 'bobownlink01', name: 'Bob', target_url: 'https://example.com/b', user_id: bob.id },
    ]);
});

const scanAt = (id: string, user: TestUser, iso: string, scans = 1) => ({
  tracking_url_id: id,
  user_id: user.id,
  scanned_at: new Date(iso),
  scans,
});

describe('scan rollups', () => {
  it('folds scans into exact per-link and per-account day counts and removes the raw rows', async () => {
    await queueScans([
      scanAt('adaownlink01', ada, '2026-11-22T00:00:01Z', 3),
      scanAt('adaownlink01', ada, '2026-11-22T23:59:59Z'),
      scanAt('adaownlink01', ada, '2026-11-21T23:59:59Z', 2),
      scanAt('adacardlnk01', ada, '2026-11-22T10:00:00Z', 5),
      scanAt('bobownlink01', bob, '2026-11-22T10:00:00Z', 7),
    ]);
    await Promise.all([foldScans(), foldScans()]);
    // More scans of a day already counted add to it.
    await queueScans([
      scanAt('adaownlink01', ada, '2026-11-22T11:00:00Z', 10),
      scanAt('adacardlnk01', ada, '2026-11-20T08:00:00Z'),
    ]);
    await foldAllScans();

    expect(await unfoldedScans()).toEqual([]);
    expect(
      await getDb().select().from(trackingUrlDays).orderBy(trackingUrlDays.tracking_url_id, trackingUrlDays.day),
    ).toEqual([
      { tracking_url_id: 'adacardlnk01', day: '2026-11-20', user_id: ada.id, campaign_id: campaignId, scans: 1 },
      { tracking_url_id: 'adacardlnk01', day: '2026-11-22', user_id: ada.id, campaign_id: campaignId, scans: 5 },
      { tracking_url_id: 'adaownlink01', day: '2026-11-21', user_id: ada.id, campaign_id: null, scans: 2 },
      { tracking_url_id: 'adaownlink01', day: '2026-11-22', user_id: ada.id, campaign_id: null, scans: 14 },
      { tracking_url_id: 'bobownlink01', day: '2026-11-22', user_id: bob.id, campaign_id: null, scans: 7 },
    ]);
    expect(
      await getDb()
        .select()
        .from(accountScanDays)
        .where(eq(accountScanDays.user_id, ada.id))
        .orderBy(accountScanDays.day),
    ).toEqual([
      { user_id: ada.id, day: '2026-11-20', scans: 1 },
      { user_id: ada.id, day: '2026-11-21', scans: 2 },
      { user_id: ada.id, day: '2026-11-22', scans: 19 },
    ]);
    expect(
      await getDb()
        .select({ day: campaignDays.day, scans: campaignDays.scans })
        .from(campaignDays)
        .where(eq(campaignDays.campaign_id, campaignId))
        .orderBy(campaignDays.day),
    ).toEqual([
      { day: '2026-11-20', scans: 1 },
      { day: '2026-11-22', scans: 5 },
    ]);
    const [link] = await getDb()
      .select()
      .from(trackingUrlCounts)
      .where(eq(trackingUrlCounts.tracking_url_id, 'adaownlink01'));
    expect(link.access_count).toBe(16);
    expect(await findCampaignResultsDrift(getDb())).toEqual([]);
  });

  // Decision 032: the triggers keep the plans made for the first fold of a session. After a fold
  // of one link, a fold of hundreds (twice, so the second adds to day rows already there) must
  // still count each scan once, move the account's and the campaign's day, and announce no link
  // to the web processes' indexes (no target changed), while a changed target still is announced.
  it('after a fold of one link, folds hundreds of links exactly and announces only a changed target', async () => {
    const cards = Array.from({ length: 300 }, (_, i) => ({
      id: `adacard${String(i).padStart(5, '0')}`,
      name: `Card ${i}`,
      target_url: 'https://example.com/c',
      user_id: ada.id,
      campaign_id: campaignId,
    }));
    await getDb().insert(trackingUrls).values(cards);
    const announced: string[] = [];
    const unlisten = await getDatabase().listen(TRACKING_LINKS_CHANNEL, (payload) => announced.push(payload));
    try {
      await queueScans(scanAt('adacardlnk01', ada, '2026-11-22T10:00:00Z'));
      await foldAllScans();
      for (const hour of ['11', '12']) {
        await queueScans(cards.map((card) => scanAt(card.id, ada, `2026-11-22T${hour}:00:00Z`)));
        await foldAllScans();
      }
      await getDb()
        .update(trackingUrls)
        .set({ target_url: 'https://example.com/moved' })
        .where(eq(trackingUrls.id, 'adaownlink01'));
      await expect.poll(() => announced).toEqual(['adaownlink01']);
    } finally {
      await unlisten();
    }
    const days = await getDb()
      .select({ id: trackingUrlDays.tracking_url_id, day: trackingUrlDays.day, scans: trackingUrlDays.scans })
      .from(trackingUrlDays)
      .where(sql`${trackingUrlDays.tracking_url_id} like 'adacard0%'`);
    expect(days).toHaveLength(300);
    expect(days.every((d) => d.day === '2026-11-22' && d.scans === 2)).toBe(true);
    expect(
      await getDb()
        .select({ scans: accountScanDays.scans })
        .from(accountScanDays)
        .where(eq(accountScanDays.user_id, ada.id)),
    ).toEqual([{ scans: 601 }]);
    expect(
      await getDb()
        .select({ day: campaignDays.day, scans: campaignDays.scans })
        .from(campaignDays)
        .where(eq(campaignDays.campaign_id, campaignId)),
    ).toEqual([{ day: '2026-11-22', scans: 601 }]);
    const [card] = await getDb()
      .select()
      .from(trackingUrlCounts)
      .where(eq(trackingUrlCounts.tracking_url_id, 'adacard00299'));
    expect(card.access_count).toBe(2);
    expect(await findCampaignResultsDrift(getDb())).toEqual([]);
  });

  // Decision 039: a link's counters live apart (tracking_url_counts) and follow the link.
  it('keeps each link’s counters with the link: made with it, out of a deleted campaign, gone with it', async () => {
    const counters = () =>
      getDb()
        .select({
          id: trackingUrlCounts.tracking_url_id,
          campaign: trackingUrlCounts.campaign_id,
          n: trackingUrlCounts.access_count,
        })
        .from(trackingUrlCounts)
        .orderBy(trackingUrlCounts.tracking_url_id);
    expect(await counters()).toEqual([
      { id: 'adacardlnk01', campaign: campaignId, n: 0 },
      { id: 'adaownlink01', campaign: null, n: 0 },
      { id: 'bobownlink01', campaign: null, n: 0 },
    ]);
    await queueScans([
      scanAt('adacardlnk01', ada, '2026-11-22T10:00:00Z', 4),
      scanAt('adaownlink01', ada, '2026-11-22T10:00:00Z', 2),
    ]);
    await foldAllScans();
    const kept = async () => (await getDb().select().from(accountTotals).where(eq(accountTotals.user_id, ada.id)))[0];
    expect(await kept()).toMatchObject({ tracking_urls: 2, postcard_links: 1, qr_scans: 6 });
    expect(
      await getDb().select({ responders: campaignTotals.responders, scans: campaignTotals.scans }).from(campaignTotals),
    ).toEqual([{ responders: 1, scans: 4 }]);

    // The campaign goes; its printed card's link stays, counted as the account's own.
    await getDb().delete(campaigns).where(eq(campaigns.id, campaignId));
    expect(await counters()).toEqual([
      { id: 'adacardlnk01', campaign: null, n: 4 },
      { id: 'adaownlink01', campaign: null, n: 2 },
      { id: 'bobownlink01', campaign: null, n: 0 },
    ]);
    expect(await kept()).toMatchObject({ tracking_urls: 2, postcard_links: 0, qr_scans: 6 });
    // Its day rows left the campaign too: a later scan of the card that day adds to no campaign.
    const cardDays = () =>
      getDb()
        .select({ day: trackingUrlDays.day, campaign: trackingUrlDays.campaign_id, scans: trackingUrlDays.scans })
        .from(trackingUrlDays)
        .where(eq(trackingUrlDays.tracking_url_id, 'adacardlnk01'));
    expect(await cardDays()).toEqual([{ day: '2026-11-22', campaign: null, scans: 4 }]);
    await queueScans(scanAt('adacardlnk01', ada, '2026-11-22T11:00:00Z'));
    await foldAllScans();
    expect(await cardDays()).toEqual([{ day: '2026-11-22', campaign: null, scans: 5 }]);
    expect(await getDb().select().from(campaignDays)).toEqual([]);
    expect(await kept()).toMatchObject({ tracking_urls: 2, postcard_links: 0, qr_scans: 7 });

    await getDb().delete(trackingUrls).where(eq(trackingUrls.id, 'adacardlnk01'));
    expect(await counters()).toEqual([
      { id: 'adaownlink01', campaign: null, n: 2 },
      { id: 'bobownlink01', campaign: null, n: 0 },
    ]);
    expect(await kept()).toMatchObject({ tracking_urls: 1, postcard_links: 0, qr_scans: 2 });
    expect(await findCampaignResultsDrift(getDb())).toEqual([]);
  });

  it('folds the scans a process of the release before wrote one row per link, with the front’s writes', async () => {
    // Between a deploy's migration and the old processes' stop, those still write tracking_url_scans.
    await getDb()
      .insert(trackingUrlScans)
      .values([
        scanAt('adaownlink01', ada, '2026-11-22T10:00:00Z', 3),
        scanAt('adacardlnk01', ada, '2026-11-22T10:00:00Z'),
      ]);
    await queueScans(scanAt('adaownlink01', ada, '2026-11-22T10:00:01Z', 2));
    expect(await foldScans()).toBe(true);
    expect(await getDb().select().from(trackingUrlScans)).toEqual([]);
    expect(await unfoldedScans()).toEqual([]);
    expect(
      await getDb()
        .select({
          id: trackingUrlDays.tracking_url_id,
          campaign: trackingUrlDays.campaign_id,
          scans: trackingUrlDays.scans,
        })
        .from(trackingUrlDays)
        .orderBy(trackingUrlDays.tracking_url_id),
    ).toEqual([
      { id: 'adacardlnk01', campaign: campaignId, scans: 1 },
      { id: 'adaownlink01', campaign: null, scans: 5 },
    ]);
    expect(await findCampaignResultsDrift(getDb())).toEqual([]);
  });

  it('refuses a write whose links, owners and counts do not line up, and keeps it out of the fold', async () => {
    const write = (ids: string[], users: string[], scans: number[]) =>
      getDb().insert(trackingUrlScanBatches).values({ tracking_url_ids: ids, user_ids: users, scans });
    await expect(write(['adaownlink01', 'bobownlink01'], [ada.id], [1, 1])).rejects.toThrow();
    await expect(write(['adaownlink01'], [ada.id], [0])).rejects.toThrow();
    expect(await unfoldedScans()).toEqual([]);
    expect(await foldScans()).toBe(false);
  });

  it('writes a batch holding a scan of a link deleted a moment before, and the fold counts only the live links', async () => {
    await getDb().delete(trackingUrls).where(eq(trackingUrls.id, 'adaownlink01'));
    // Scans gathered in one batch: the deleted link's no longer fails the batch.
    await Promise.all([
      recordScan({ trackingUrlId: 'adaownlink01', userId: ada.id }),
      recordScan({ trackingUrlId: 'bobownlink01', userId: bob.id }),
      recordScan({ trackingUrlId: 'bobownlink01', userId: bob.id }),
    ]);
    expect(await unfoldedScans()).toHaveLength(2);
    await foldAllScans();
    expect(await unfoldedScans()).toEqual([]);
    expect(
      await getDb().select({ id: trackingUrlDays.tracking_url_id, scans: trackingUrlDays.scans }).from(trackingUrlDays),
    ).toEqual([{ id: 'bobownlink01', scans: 2 }]);
    expect(
      await getDb().select({ user: accountScanDays.user_id, scans: accountScanDays.scans }).from(accountScanDays),
    ).toEqual([{ user: bob.id, scans: 2 }]);
    expect(
      await getDb()
        .select({ n: trackingUrlCounts.access_count })
        .from(trackingUrlCounts)
        .where(eq(trackingUrlCounts.tracking_url_id, 'bobownlink01')),
    ).toEqual([{ n: 2 }]);
  });

  it('counts the front’s scans at once on the embedded database: counters, days, totals; a deleted link’s dropped', async () => {
    await getDb().delete(trackingUrls).where(eq(trackingUrls.id, 'bobownlink01'));
    const before = new Date();
    // As the front process sends them (scripts/front/scan-batch.mjs): one row per link with its count.
    await countScansNow(getDatabase(), [
      '{adacardlnk01,adaownlink01,bobownlink01}',
      `{${ada.id},${ada.id},${bob.id}}`,
      '{4,2,7}',
    ]);
    expect(await unfoldedScans()).toEqual([]); // nothing left to fold
    const counts = await getDb()
      .select({
        id: trackingUrlCounts.tracking_url_id,
        n: trackingUrlCounts.access_count,
        first: trackingUrlCounts.first_accessed,
      })
      .from(trackingUrlCounts)
      .orderBy(trackingUrlCounts.tracking_url_id);
    expect(counts.map(({ id, n }) => ({ id, n }))).toEqual([
      { id: 'adacardlnk01', n: 4 },
      { id: 'adaownlink01', n: 2 },
    ]);
    expect(counts[0].first!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      await getDb()
        .select({ id: trackingUrlDays.tracking_url_id, day: trackingUrlDays.day, scans: trackingUrlDays.scans })
        .from(trackingUrlDays)
        .orderBy(trackingUrlDays.tracking_url_id),
    ).toEqual([
      { id: 'adacardlnk01', day: today, scans: 4 },
      { id: 'adaownlink01', day: today, scans: 2 },
    ]);
    expect(
      await getDb().select({ user: accountScanDays.user_id, scans: accountScanDays.scans }).from(accountScanDays),
    ).toEqual([{ user: ada.id, scans: 6 }]);
    expect((await getDb().select().from(accountTotals).where(eq(accountTotals.user_id, ada.id)))[0]).toMatchObject({
      qr_scans: 6,
    });
    expect(
      await getDb().select({ responders: campaignTotals.responders, scans: campaignTotals.scans }).from(campaignTotals),
    ).toEqual([{ responders: 1, scans: 4 }]);
    expect(await findCampaignResultsDrift(getDb())).toEqual([]);
  });

  it('draws the chart from the day counts, not from scan rows', async () => {
    await queueScans([
      scanAt('adaownlink01', ada, '2026-11-22T09:00:00Z', 4),
      scanAt('adacardlnk01', ada, '2026-11-21T09:00:00Z'),
    ]);
    await foldAllScans();
    const all = await getDailyResponses(ada.id, { kind: 'all' }, NOW);
    expect(all.slice(-2)).toEqual([
      { date: '2026-11-21', scans: 1, calls: 0 },
      { date: '2026-11-22', scans: 4, calls: 0 },
    ]);
    expect((await getDailyResponses(ada.id, { kind: 'url', id: 'adaownlink01' }, NOW)).at(-1)).toEqual({
      date: '2026-11-22',
      scans: 4,
      calls: 0,
    });
    expect(
      (await getDailyResponses(bob.id, { kind: 'url', id: 'adaownlink01' }, NOW)).every((d) => d.scans === 0),
    ).toBe(true);

    // A day count is all the chart reads: no scan row is left to count from.
    await getDb().execute(sql`update tracking_url_days set scans = scans + 100 where tracking_url_id = 'adaownlink01'`);
    expect((await getDailyResponses(ada.id, { kind: 'all' }, NOW)).at(-1)?.scans).toBe(104);
    expect((await getDailyResponses(ada.id, { kind: 'url', id: 'adaownlink01' }, NOW)).at(-1)?.scans).toBe(104);

    // A deleted link's scans leave the account's chart.
    await getDb().delete(trackingUrls).where(eq(trackingUrls.id, 'adaownlink01'));
    expect((await getDailyResponses(ada.id, { kind: 'all' }, NOW)).slice(-2).map((d) => d.scans)).toEqual([1, 0]);
  });
});
