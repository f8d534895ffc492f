import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { campaigns, trackingUrls } from '@/lib/db/schema';
import { retargetPostcardLinks } from '@/lib/tracking/create-postcard-links';
import { databaseLinkSource } from '@/lib/tracking/front-service';
import { createLinkIndex, type LinkIndex } from '../../scripts/front/link-index.mjs';
import { createTemplate } from '../support/templates';
import { signUpUser, type TestUser } from '../support/users';

// "At most a few seconds late": the index follows an edit as soon as its announcement arrives.
const WITHIN_MS = 3_000;
let ada: TestUser;
let campaignId: string;
// The front process's index (scripts/server.mjs), over this test's database.
let index: LinkIndex;

/** Where a scan of `id` goes: the link's target, or 404 when there is no such link. */
async function scan(id: string) {
  const link = await index.resolve(id);
  return link ? link.targetUrl : 404;
}

/** `count` postcard links of the campaign, ids card00000001…, all pointing at `target`. */
async function cardLinks(count: number, target: string) {
  await getDb().execute(sql`insert into tracking_urls (id, name, target_url, user_id, campaign_id)
    select 'card' || lpad(g::text, 8, '0'), 'Card ' || g, ${target}, ${ada.id}, ${campaignId} from generate_series(1, ${count}) g`);
}

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  const templateId = await createTemplate(ada);
  [{ id: campaignId }] = await getDb()
    .insert(campaigns)
    .values({ user_id: ada.id, name: 'Spring', template_id: templateId, type: 'single' })
    .returning();
  await getDb()
    .insert(trackingUrls)
    .values({ id: 'adaownlink01', name: 'Own', target_url: 'https://example.com/own', user_id: ada.id });
  index = createLinkIndex(databaseLinkSource(), { log: () => {} });
});
afterEach(() => index.stop());

describe('the index of tracking links', () => {
  it('holds every link once started and answers without the database', async () => {
    await cardLinks(20, 'https://example.com/spring');
    await index.start();
    expect(index.size).toBe(21);
    await getDb().execute(sql`alter table tracking_urls rename to tracking_urls_away`);
    try {
      expect(await scan('card00000007')).toBe('https://example.com/spring');
      expect(await scan('adaownlink01')).toBe('https://example.com/own');
    } finally {
      await getDb().execute(sql`alter table tracking_urls_away rename to tracking_urls`);
    }
  });

  it('resolves a link created after it loaded at its first scan', async () => {
    await index.start();
    await getDb()
      .insert(trackingUrls)
      .values({ id: 'brandnew0001', name: 'New', target_url: 'https://example.com/new', user_id: ada.id });
    expect(await scan('brandnew0001')).toBe('https://example.com/new');
    expect(index.size).toBe(2);
  });

  it("follows a campaign's edited response URL within seconds, for a few links and for many", async () => {
    await cardLinks(600, 'https://example.com/spring');
    await index.start();
    expect(await scan('card00000001')).toBe('https://example.com/spring');

    // 600 links: announced as the campaign, not one by one.
    await retargetPostcardLinks(getDb(), campaignId, 'https://example.com/summer');
    await expect.poll(() => scan('card00000600'), { timeout: WITHIN_MS }).toBe('https://example.com/summer');
    expect(await scan('card00000001')).toBe('https://example.com/summer');

    // One link, announced by its id.
    await getDb()
      .update(trackingUrls)
      .set({ target_url: 'https://example.com/moved' })
      .where(eq(trackingUrls.id, 'adaownlink01'));
    await expect.poll(() => scan('adaownlink01'), { timeout: WITHIN_MS }).toBe('https://example.com/moved');
  });

  it('stops answering for a deleted link', async () => {
    await index.start();
    expect(await scan('adaownlink01')).toBe('https://example.com/own');
    await getDb().delete(trackingUrls).where(eq(trackingUrls.id, 'adaownlink01'));
    await expect.poll(() => scan('adaownlink01'), { timeout: WITHIN_MS }).toBe(404);
  });
});
