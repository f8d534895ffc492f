import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as noIdPage } from '@/app/r/route';
import { GET as follow, HEAD as check } from '@/app/r/[id]/route';
import { getDb } from '@/lib/db/client';
import { trackingUrlCounts, trackingUrlDays, trackingUrls } from '@/lib/db/schema';
import { foldScans } from '@/lib/tracking/fold-scans';
import { getDailyResponses, isoDay } from '@/lib/tracking/get-daily-responses';
import { runAfterResponse } from '../support/after-response';
import { failInsertsInto } from '../support/fail-inserts';
import { mswServer } from '../support/msw';
import { signUpUser, type TestUser } from '../support/users';
import { foldAllScans, queueScans, unfoldedScans } from '../support/queue-scans';

const ID = 'k3y5ample0id';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';
let owner: TestUser;

beforeEach(async () => {
  owner = await signUpUser('owner@example.com');
  await getDb()
    .insert(trackingUrls)
    .values({ id: ID, name: 'Mailer', target_url: 'https://example.com/spring?from=card', user_id: owner.id });
});

function scan(id: string, { method = 'GET', userAgent = PHONE_UA } = {}) {
  const request = new Request(`http://localhost:3000/r/${id}`, { method, headers: { 'user-agent': userAgent } });
  return (method === 'HEAD' ? check : follow)(request, { params: Promise.resolve({ id }) });
}

const counters = async () =>
  (
    await getDb()
      .select({ views: trackingUrlCounts.access_count, last: trackingUrlCounts.last_accessed })
      .from(trackingUrlCounts)
      .where(eq(trackingUrlCounts.tracking_url_id, ID))
  )[0];
const dayCounts = () =>
  getDb()
    .select({ day: trackingUrlDays.day, scans: trackingUrlDays.scans })
    .from(trackingUrlDays)
    .orderBy(trackingUrlDays.day);
// Recorded scans: those waiting for the fold and those it added to their day (the app folds the front's soon).
const scansRecorded = async () =>
  (await unfoldedScans()).reduce((sum, row) => sum + row.scans, 0) +
  (await dayCounts()).reduce((sum, row) => sum + row.scans, 0);

describe('/r/{id}', () => {
  it('answers 302 to the stored target and counts the scan only after the response', async () => {
    const response = await scan(ID);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://example.com/spring?from=card');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await unfoldedScans()).toEqual([]); // nothing written before the answer went out

    await runAfterResponse();
    expect(await unfoldedScans()).toEqual([
      expect.objectContaining({ tracking_url_id: ID, user_id: owner.id, scans: 1 }),
    ]);
    expect((await counters()).views).toBe(0);

    expect(await foldScans()).toBe(true);
    const folded = await counters();
    expect(folded.views).toBe(1);
    expect(folded.last).toBeInstanceOf(Date);
    expect(await unfoldedScans()).toEqual([]); // folded scans are removed, counted on their day
    expect(await foldScans()).toBe(false); // a second fold counts nothing again
    expect((await counters()).views).toBe(1);
  });

  it('follows an id typed or read in capitals', async () => {
    const response = await scan(ID.toUpperCase());
    expect(response.status).toBe(302);
    await runAfterResponse();
    expect(await unfoldedScans()).toHaveLength(1);
  });

  it('does not count HEAD requests or obvious bots', async () => {
    expect((await scan(ID, { method: 'HEAD' })).status).toBe(302);
    expect((await scan(ID, { userAgent: 'facebookexternalhit/1.1' })).status).toBe(302);
    expect((await scan(ID, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).status).toBe(302);
    await runAfterResponse();
    expect(await unfoldedScans()).toEqual([]);
  });

  it('counts every one of many scans exactly once, folded in batches', async () => {
    await Promise.all(Array.from({ length: 120 }, () => scan(ID)));
    await runAfterResponse();
    expect(await scansRecorded()).toBe(120);
    expect((await unfoldedScans()).length).toBeLessThan(120); // a burst shares rows
    await Promise.all([foldScans(), foldScans(), foldScans()]);
    await foldAllScans();
    expect((await counters()).views).toBe(120);
    expect(await dayCounts()).toEqual([{ day: isoDay(new Date()), scans: 120 }]);
    expect(await unfoldedScans()).toEqual([]);
  });

  it('keeps last_accessed at the newest scan even when an older one is folded later', async () => {
    const newer = new Date('2026-11-20T10:00:00Z');
    const older = new Date('2026-11-19T10:00:00Z');
    await queueScans({ tracking_url_id: ID, user_id: owner.id, scanned_at: newer });
    await foldScans();
    await queueScans({ tracking_url_id: ID, user_id: owner.id, scanned_at: older });
    await foldScans();
    expect(await counters()).toEqual({ views: 2, last: newer });
  });

  it('shows "Link Not Found" for an unknown id, a malformed id, and no id', async () => {
    for (const id of ['zzzzzzzzzzzz', 'short', '../../etc', ID + 'x']) {
      const response = await scan(id);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<h1>Link Not Found</h1>');
      expect(html).toContain('This link is invalid or has expired');
      expect(html).not.toContain(id === 'short' ? 'short<' : id);
    }
    const noId = await noIdPage();
    expect(noId.status).toBe(404);
    const html = await noId.text();
    expect(html).toContain('<h1>Link Not Found</h1>');
    expect(html).toContain('No tracking ID provided');
    await runAfterResponse();
    expect(await unfoldedScans()).toEqual([]);
  });

  it('still redirects when the scan cannot be recorded, and logs it', async () => {
    const restore = await failInsertsInto('tracking_url_scan_batches');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await scan(ID);
      expect(response.status).toBe(302);
      await runAfterResponse();
      expect(log).toHaveBeenCalledWith(
        expect.stringContaining('record tracking scans (1 not counted)'),
        'store unavailable',
      );
      expect(await unfoldedScans()).toEqual([]);
    } finally {
      log.mockRestore();
      await restore();
    }
  });

  it('shows the not-found page when the lookup fails, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await getDb().execute(sql`alter table tracking_urls rename to tracking_urls_away`);
    try {
      const response = await scan(ID);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('This link is invalid or has expired');
      expect(log).toHaveBeenCalledWith(expect.stringContaining('tracking link lookup'), expect.anything());
    } finally {
      await getDb().execute(sql`alter table tracking_urls_away rename to tracking_urls`);
      log.mockRestore();
    }
  });

  it('serves a known link from the process cache while the database is away', async () => {
    expect((await scan(ID)).status).toBe(302);
    await runAfterResponse();
    await getDb().execute(sql`alter table tracking_urls rename to tracking_urls_away`);
    try {
      expect((await scan(ID)).headers.get('location')).toBe('https://example.com/spring?from=card');
    } finally {
      await getDb().execute(sql`alter table tracking_urls_away rename to tracking_urls`);
    }
  });
});

describe('the response chart', () => {
  it('counts scans per UTC day for the last 30 days, every day present', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const at = (iso: string) => ({ tracking_url_id: ID, user_id: owner.id, scanned_at: new Date(iso) });
    await queueScans([
      at('2026-11-22T01:00:00Z'),
      at('2026-11-22T23:00:00Z'),
      at('2026-11-20T00:30:00Z'),
      at('2026-10-23T00:00:00Z'),
      at('2026-10-22T23:59:59Z'),
    ]);
    expect((await getDailyResponses(owner.id, { kind: 'all' }, now)).every((d) => d.scans === 0)).toBe(true); // not folded yet
    await foldAllScans(); // one write per moment
    expect(await unfoldedScans()).toEqual([]);
    const days = await getDailyResponses(owner.id, { kind: 'all' }, now);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-10-24', scans: 0, calls: 0 });
    expect(days.at(-1)).toEqual({ date: '2026-11-22', scans: 2, calls: 0 });
    expect(days.find((d) => d.date === '2026-11-20')?.scans).toBe(1);
    expect(days.reduce((sum, d) => sum + d.scans, 0)).toBe(3); // October 22 and 23 are older than 30 days
    expect(await getDailyResponses(owner.id, { kind: 'url', id: 'zzzzzzzzzzzz' }, now)).toEqual(
      days.map((d) => ({ ...d, scans: 0 })),
    );
    const stranger = await signUpUser('stranger@example.com');
    expect((await getDailyResponses(stranger.id, { kind: 'url', id: ID }, now)).every((d) => d.scans === 0)).toBe(true);
  });
});

describe("the front process's short links (scripts/front/short-links.mjs)", () => {
  // A real node:http server with only the front's short-link handler, its index and its scan
  // batch over this test's database, as scripts/server.mjs puts them before Next.js.
  async function withServer(run: (origin: string) => Promise<void>) {
    const http = await import('node:http');
    const { http: mock, passthrough } = await import('msw');
    mswServer.use(mock.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())); // our own server, not the outside
    const { createLinkIndex } = await import('../../scripts/front/link-index.mjs');
    const { createScanBatch } = await import('../../scripts/front/scan-batch.mjs');
    const { createShortLinkHandler } = await import('../../scripts/front/short-links.mjs');
    const { databaseLinkSource } = await import('@/lib/tracking/front-service');
    const source = databaseLinkSource();
    const index = createLinkIndex(source, { log: () => {} });
    await index.start();
    const scans = createScanBatch(source);
    const answerShortLink = createShortLinkHandler(index, scans, () => {});
    const server = http.createServer((request, response) => {
      if (!answerShortLink(request, response)) response.writeHead(418).end('not a short link');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as import('node:net').AddressInfo;
    try {
      await run(`http://127.0.0.1:${port}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await scans.flush();
      await index.stop();
    }
  }

  it('answers 302 and records the scan once the answer is out, like the route', async () => {
    await withServer(async (origin) => {
      const response = await fetch(`${origin}/r/${ID.toUpperCase()}?utm=card`, {
        redirect: 'manual',
        headers: { 'user-agent': PHONE_UA },
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('https://example.com/spring?from=card');
      expect(response.headers.get('cache-control')).toBe('no-store');
      await expect.poll(scansRecorded).toBe(1);
      const head = await fetch(`${origin}/r/${ID}`, { method: 'HEAD', redirect: 'manual' });
      expect(head.status).toBe(302);
      const bot = await fetch(`${origin}/r/${ID}`, { redirect: 'manual', headers: { 'user-agent': 'Googlebot/2.1' } });
      expect(bot.status).toBe(302);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await scansRecorded()).toBe(1);
    });
  });

  it('sends nosniff and the Referrer-Policy on the 302 and the not-found page, and the page its own CSP', async () => {
    await withServer(async (origin) => {
      const redirect = await fetch(`${origin}/r/${ID}`, { redirect: 'manual', headers: { 'user-agent': PHONE_UA } });
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get('x-content-type-options')).toBe('nosniff');
      expect(redirect.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(redirect.headers.get('x-frame-options')).toBe('DENY');
      const missing = await fetch(`${origin}/r/zzzzzzzzzzzz`, { redirect: 'manual' });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
      expect(missing.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(missing.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
    });
  });

  it('shows Link Not Found for unknown, malformed and missing ids, and leaves other paths to Next.js', async () => {
    await withServer(async (origin) => {
      for (const [path, message] of [
        ['/r/zzzzzzzzzzzz', 'This link is invalid or has expired'],
        ['/r/%E0%A4%A', 'This link is invalid or has expired'],
        ['/r', 'No tracking ID provided'],
        ['/r/', 'No tracking ID provided'],
      ]) {
        const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
        expect(response.status, path).toBe(404);
        const html = await response.text();
        expect(html).toContain('<h1>Link Not Found</h1>');
        expect(html).toContain(message);
      }
      for (const path of ['/tracking', '/r/abc/def', '/robots.txt', '/rss']) {
        expect((await fetch(`${origin}${path}`, { redirect: 'manual' })).status, path).toBe(418);
      }
      expect((await fetch(`${origin}/r/${ID}`, { method: 'POST', redirect: 'manual' })).status).toBe(418);
    });
  });
});
