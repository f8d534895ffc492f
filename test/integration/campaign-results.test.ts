import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import Papa from 'papaparse';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaignAction, updateCampaignAction } from '@/actions/campaigns';
import { followUpAction } from '@/actions/follow-up';
import { GET as respondersCsvRoute } from '@/app/(app)/campaigns/[id]/responders.csv/route';
import { GET as orderCardRoute } from '@/app/(app)/orders/[id]/card.png/route';
import { GET as resultsApi } from '@/app/api/v1/campaigns/[id]/results/route';
import { generateApiKey } from '@/lib/accounts/api-key';
import { CampaignResultsSchema } from '@/lib/api/schemas/campaign-results';
import { HookEventPayloadSchema } from '@/lib/api/schemas/hooks';
import { switchToPro } from '../support/plans';
import { loadCampaignResultsPage } from '@/lib/campaigns/load-campaign-results-page';
import { getDb } from '@/lib/db/client';
import {
  apiHooks,
  hookDeliveries,
  orders,
  phoneCalls,
  phoneNumbers,
  profiles,
  sandboxPostcardOrders,
  templates,
  trackingUrls,
} from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { placeOrder } from '@/lib/orders/place-order';
import { quoteSend } from '@/lib/orders/quote-send';
import { recordCall } from '@/lib/phones/record-call';
import { createTrackingUrl } from '@/lib/tracking/create-tracking-url';
import { foldScans } from '@/lib/tracking/fold-scans';
import { resolveTrackingUrl } from '@/lib/tracking/resolve-tracking-url';
import { CAMPAIGN_MESSAGES } from '@/lib/validation/campaign';
import { fund, runPipeline, springfield } from '../support/orders';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { actAs, signUpUser, type TestUser } from '../support/users';
import { queueScans } from '../support/queue-scans';

const APP_URL = 'http://localhost:3000';
let ada: TestUser;
let templateId: string;
let storage: ReturnType<typeof useTempStorage>;

beforeEach(async () => {
  storage = useTempStorage();
  setEnvForTests({
    ADMIN_EMAIL: 'admin@inkpost.test',
    APP_URL,
    INKPOST_DATA_DIR: storage.dir,
    SANDBOX_POSTCARD_DELAY_MS: '0',
  });
  ada = await signUpUser('ada@example.com');
  templateId = await createTemplate(ada);
});
afterEach(() => {
  setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL });
  storage.cleanup();
});

const fields = (over: Record<string, unknown> = {}) => ({
  name: 'Spring mailer',
  templateId,
  type: 'single' as const,
  demographics: 'all' as const,
  neighbor_count: 10,
  include_condo: false,
  response_url: 'example.com/spring',
  ...over,
});

async function newCampaign(user: TestUser, over: Record<string, unknown> = {}) {
  actAs(user, '/campaigns');
  const result = await createCampaignAction(fields(over));
  if (!result.ok) throw new Error(result.error);
  return result.data.id;
}

const send = (
  user: TestUser,
  campaignId: string,
  name = 'Jane Doe',
  street = 'Main St',
  number = '123',
  linkId?: string,
) =>
  getDb().transaction((tx) =>
    placeOrder(tx, user.id, {
      source: 'app',
      campaignId,
      recipientName: name,
      address: springfield(street, number),
      customValues: {},
      linkId,
    }),
  );

/** A tracking number of `user`, written directly (renting one is the phone tests' business). */
async function trackingPhone(user: TestUser) {
  const [phone] = await getDb()
    .insert(phoneNumbers)
    .values({
      phone_sid: 'PN1',
      name: 'Line',
      phone_number: '+15555550100',
      area_code: '555',
      user_id: user.id,
      forwarding_number: '+15555550199',
      whisper_message: '',
    })
    .returning();
  return phone;
}

const linkOf = async (orderId: string) =>
  (await getDb().select().from(trackingUrls).where(eq(trackingUrls.order_id, orderId)))[0];

async function scan(linkId: string, times = 1) {
  const link = await resolveTrackingUrl(linkId);
  await queueScans({ tracking_url_id: linkId, user_id: link!.userId, scans: times });
  await foldScans();
}

/** The link a phone camera reads off the order's card image. */
async function decodeCard(user: TestUser, orderId: string): Promise<string | null> {
  actAs(user, '/orders');
  const response = await orderCardRoute(new Request(`${APP_URL}/orders/${orderId}/card.png`), {
    params: Promise.resolve({ id: orderId }),
  });
  expect(response.status).toBe(200);
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe('a postcard link per order', () => {
  it('gives every order of a campaign with a response URL a link of its own, printed on its card and sent to the provider', async () => {
    const campaignId = await newCampaign(ada);
    const first = await send(ada, campaignId, 'Jane Doe', 'Main St', '123', 'quotedlink01');
    const second = await send(ada, campaignId, 'John Roe', 'Oak St', '9');

    const [a, b] = [await linkOf(first.orderId), await linkOf(second.orderId)];
    expect(a).toMatchObject({
      id: 'quotedlink01',
      name: 'Spring mailer · Jane Doe',
      target_url: 'https://example.com/spring',
      campaign_id: campaignId,
    });
    expect(b.id).toMatch(/^[a-z0-9]{12}$/);
    expect(b.id).not.toBe(a.id);
    expect(await decodeCard(ada, first.orderId)).toBe(`${APP_URL}/r/quotedlink01`);

    await fund(ada, 1_000);
    await runPipeline();
    const [sent] = await getDb()
      .select()
      .from(sandboxPostcardOrders)
      .where(eq(sandboxPostcardOrders.reference, first.orderId));
    expect(sent.request).toMatchObject({ qrCodeUrl: `${APP_URL}/r/quotedlink01` });
  });

  it('prints no QR code and makes no link without a response URL, and a taken quoted id is replaced', async () => {
    const plain = await newCampaign(ada, { response_url: '' });
    const order = await send(ada, plain);
    expect(await linkOf(order.orderId)).toBeUndefined();
    expect(await decodeCard(ada, order.orderId)).toBeNull();

    const campaignId = await newCampaign(ada);
    await send(ada, campaignId, 'Jane Doe', 'Main St', '123', 'quotedlink02');
    const again = await send(ada, campaignId, 'John Roe', 'Oak St', '9', 'quotedlink02');
    expect((await linkOf(again.orderId)).id).not.toBe('quotedlink02');
  });

  it('does not count postcard links against a Free user’s one tracking URL', async () => {
    const campaignId = await newCampaign(ada);
    await send(ada, campaignId);
    await send(ada, campaignId, 'John Roe', 'Oak St', '9');
    const mine = await createTrackingUrl(ada.id, { name: 'Menu', targetUrl: 'example.com/menu' });
    expect(mine.targetUrl).toBe('https://example.com/menu');
    await expect(createTrackingUrl(ada.id, { name: 'Second', targetUrl: 'example.com/two' })).rejects.toThrow(
      'Free users can only create one tracking URL. Upgrade to Pro for unlimited tracking URLs.',
    );
  });

  it('leads every card of a campaign to its new response URL after an edit', async () => {
    const campaignId = await newCampaign(ada);
    const order = await send(ada, campaignId);
    actAs(ada, '/campaigns');
    expect(
      await updateCampaignAction({ ...fields({ response_url: 'https://example.com/summer' }), id: campaignId }),
    ).toMatchObject({ ok: true });
    expect((await linkOf(order.orderId)).target_url).toBe('https://example.com/summer');
  });

  it('refuses a response URL the tracking URL rules refuse, and another user’s or a Free user’s tracking phone', async () => {
    actAs(ada, '/campaigns');
    expect(await createCampaignAction(fields({ response_url: 'javascript:alert(1)' }))).toEqual({
      ok: false,
      error: CAMPAIGN_MESSAGES.invalidResponseUrl,
    });
    expect(CAMPAIGN_MESSAGES.invalidResponseUrl).toBe('Please enter a valid URL (e.g., example.com)');

    const phone = await trackingPhone(ada);
    expect(await createCampaignAction(fields({ tracking_phone_id: phone.id }))).toEqual({
      ok: false,
      error: CAMPAIGN_MESSAGES.trackingPhonePro,
    });
    const bob = await signUpUser('bob@example.com');
    await switchToPro(bob.id);
    const bobTemplate = await createTemplate(bob);
    actAs(bob, '/campaigns');
    expect(await createCampaignAction(fields({ templateId: bobTemplate, tracking_phone_id: phone.id }))).toEqual({
      ok: false,
      error: CAMPAIGN_MESSAGES.trackingPhoneNotFound,
    });
    expect(await getDb().select().from(orders)).toEqual([]);
  });
});

describe('the tracking phone and the hook events', () => {
  it('prints the campaign’s number for {{tracking_phone}}, and warns on Confirm Order when a campaign has none', async () => {
    await switchToPro(ada.id);
    await getDb()
      .update(templates)
      .set({ message: 'Hi {{recipient_name}}, call {{tracking_phone}}!' })
      .where(eq(templates.id, templateId));
    const phone = await trackingPhone(ada);
    const withPhone = await newCampaign(ada, { tracking_phone_id: phone.id });
    const withoutPhone = await newCampaign(ada, { name: 'No line' });

    expect(
      (await quoteSend(ada.id, { campaignId: withPhone, recipientName: 'Jane Doe', customValues: {} })).warnings,
    ).toEqual([]);
    expect(
      (await quoteSend(ada.id, { campaignId: withoutPhone, recipientName: 'Jane Doe', customValues: {} })).warnings,
    ).toEqual([
      'The message prints {{tracking_phone}}, but this campaign has no tracking phone number: the card would print nothing in its place.',
    ]);

    const order = await send(ada, withPhone);
    await fund(ada, 1_000);
    await runPipeline();
    const [sent] = await getDb()
      .select()
      .from(sandboxPostcardOrders)
      .where(eq(sandboxPostcardOrders.reference, order.orderId));
    expect(sent.request).toMatchObject({ message: 'Hi Jane Doe, call (555) 555-0100!' });
  });

  it('names the campaign and the recipient in tracking.scan, and the campaign in tracking.call', async () => {
    await switchToPro(ada.id);
    const phone = await trackingPhone(ada);
    const campaignId = await newCampaign(ada, { tracking_phone_id: phone.id });
    const order = await send(ada, campaignId);
    const link = await linkOf(order.orderId);
    await getDb()
      .insert(apiHooks)
      .values([
        { user_id: ada.id, event: 'tracking.scan', target_url: 'https://hooks.example.com/scan', secret: 's1' },
        { user_id: ada.id, event: 'tracking.call', target_url: 'https://hooks.example.com/call', secret: 's2' },
      ]);
    await scan(link.id);
    await recordCall({ to: '+15555550100', from: '+15555550123', callSid: 'CA1' });

    const events = (await getDb().select().from(hookDeliveries)).map((d) => HookEventPayloadSchema.parse(d.payload));
    expect(events.find((e) => e.event === 'tracking.scan')).toMatchObject({
      campaign: { id: campaignId, name: 'Spring mailer' },
      recipient: { id: link.recipient_id, name: 'Jane Doe', address: '123 Main St, Springfield, IL 62701' },
    });
    expect(events.find((e) => e.event === 'tracking.call')).toMatchObject({
      campaign: { id: campaignId, name: 'Spring mailer' },
      recipient: null,
    });
  });
});

describe('campaign results', () => {
  it('counts sent postcards, responders, scans, calls and what was spent, with rate and cost per response', async () => {
    await switchToPro(ada.id);
    const phone = await trackingPhone(ada);
    const campaignId = await newCampaign(ada, { tracking_phone_id: phone.id });
    const orderIds = [];
    // Mia's card fails after it was accepted (the sandbox's 'Nostat' address) and is refunded.
    for (const [name, street, n] of [
      ['Jane Doe', 'Main St', '1'],
      ['John Roe', 'Main St', '3'],
      ['Mia Poe', 'Nostat St', '5'],
    ] as const) {
      orderIds.push((await send(ada, campaignId, name, street, n)).orderId);
    }
    await fund(ada, 10_000);
    await runPipeline();

    // Pro: $1.00 a card; three charged, one refunded.
    expect((await loadCampaignResultsPage(ada.id, campaignId, { page: 1 })).figures).toEqual({
      sent: 2,
      responders: 0,
      households: 2,
      respondingHouseholds: 0,
      scans: 0,
      calls: 0,
      spentCents: 200,
      responseRate: 0,
      costPerResponseCents: null,
    });

    await scan((await linkOf(orderIds[0])).id, 2);
    await scan((await linkOf(orderIds[1])).id);
    await scan((await linkOf(orderIds[2])).id);
    await recordCall({ to: '+15555550100', from: '+15555550123', callSid: 'CA1' });
    expect((await loadCampaignResultsPage(ada.id, campaignId, { page: 1 })).figures).toEqual({
      sent: 2,
      responders: 3,
      households: 2,
      respondingHouseholds: 3,
      scans: 4,
      calls: 1,
      spentCents: 200,
      responseRate: 150,
      costPerResponseCents: 67,
    });
    expect(await getDb().select({ campaign: phoneCalls.campaign_id }).from(phoneCalls)).toEqual([
      { campaign: campaignId },
    ]);

    const page = await loadCampaignResultsPage(ada.id, campaignId, { page: 1 });
    expect(page.responders.rows.map((r) => [r.name, r.address, r.scans])).toEqual([
      ['Mia Poe', '5 Nostat St, Springfield, IL 62701', 1],
      ['John Roe', '3 Main St, Springfield, IL 62701', 1],
      ['Jane Doe', '1 Main St, Springfield, IL 62701', 2],
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(page.timeline.at(-1)).toEqual({ date: today, postcards: 2, scans: 4, calls: 1 });

    actAs(ada, `/campaigns/${campaignId}`);
    const csv = await respondersCsvRoute(new Request(`${APP_URL}/campaigns/${campaignId}/responders.csv`), {
      params: Promise.resolve({ id: campaignId }),
    });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="spring-mailer-responders.csv"');
    const parsed = Papa.parse<string[]>((await csv.text()).replace(/^\uFEFF/, '')).data;
    expect(parsed[0]).toEqual(['Name', 'Address', 'First response', 'Scans', 'Calls', 'Order ID']);
    expect(
      parsed.slice(1).map(([name, address, , scans, calls, order]) => [name, address, scans, calls, order]),
    ).toEqual([
      ['Mia Poe', '5 Nostat St, Springfield, IL 62701', '1', '0', orderIds[2]],
      ['John Roe', '3 Main St, Springfield, IL 62701', '1', '0', orderIds[1]],
      ['Jane Doe', '1 Main St, Springfield, IL 62701', '2', '0', orderIds[0]],
    ]);
  });

  it('counts each neighbor a neighbor order mailed as a postcard sent', async () => {
    const campaignId = await newCampaign(ada, { type: 'neighbor', neighbor_count: 10 });
    const order = await send(ada, campaignId, 'Jane Doe', 'Elm St', '100');
    await fund(ada, 10_000);
    await runPipeline();
    await scan((await linkOf(order.orderId)).id);
    const { figures } = await loadCampaignResultsPage(ada.id, campaignId, { page: 1 });
    expect(figures).toMatchObject({ sent: 10, responders: 1, responseRate: 10 });
    const page = await loadCampaignResultsPage(ada.id, campaignId, { page: 1 });
    expect(page.responders.rows[0].name).toBe('Neighbors of Jane Doe');

    actAs(ada, `/campaigns/${campaignId}`);
    const followUp = await followUpAction({ campaignId, audience: 'responders' });
    if (!followUp.ok) throw new Error(followUp.error);
    expect(followUp.data.list.rows).toHaveLength(10);
    expect(followUp.data.list.rows[0].slice(0, 1)).toEqual(['Current Resident']);
  });

  it('loads responders or non-responders for a follow-up as Bulk Send rows', async () => {
    const campaignId = await newCampaign(ada);
    const jane = await send(ada, campaignId, 'Jane Doe', 'Main St', '1');
    await send(ada, campaignId, 'John Roe', 'Oak St', '3');
    await fund(ada, 1_000);
    await runPipeline();
    await scan((await linkOf(jane.orderId)).id);

    actAs(ada, `/campaigns/${campaignId}`);
    const responders = await followUpAction({ campaignId, audience: 'responders' });
    const others = await followUpAction({ campaignId, audience: 'non_responders' });
    if (!responders.ok || !others.ok) throw new Error('follow-up failed');
    expect(responders.data.list).toMatchObject({
      name: 'Responders of Spring mailer',
      headers: ['Name', 'Address', 'Apartment, suite, unit', 'City', 'State', 'ZIP'],
      rows: [['Jane Doe', '1 Main St', '', 'Springfield', 'IL', '62701']],
      leftOut: 0,
    });
    expect(others.data.list.rows).toEqual([['John Roe', '3 Oak St', '', 'Springfield', 'IL', '62701']]);
    expect(responders.data.campaigns.map((c) => c.id)).toContain(campaignId);
  });

  it('shows another user nothing of a campaign’s results, responders, export or follow-up', async () => {
    const campaignId = await newCampaign(ada);
    const order = await send(ada, campaignId);
    await scan((await linkOf(order.orderId)).id);
    const eve = await signUpUser('eve@example.com');

    await expect(loadCampaignResultsPage(eve.id, campaignId, { page: 1 })).rejects.toThrow(CAMPAIGN_MESSAGES.notFound);
    await expect(loadCampaignResultsPage(eve.id, campaignId, { page: 1 })).rejects.toThrow(CAMPAIGN_MESSAGES.notFound);
    actAs(eve, `/campaigns/${campaignId}`);
    const csv = await respondersCsvRoute(new Request(`${APP_URL}/campaigns/${campaignId}/responders.csv`), {
      params: Promise.resolve({ id: campaignId }),
    });
    expect(csv.status).toBe(404);
    expect(await followUpAction({ campaignId, audience: 'responders' })).toEqual({
      ok: false,
      error: CAMPAIGN_MESSAGES.notFound,
    });
    actAs(eve, '/orders');
    const card = await orderCardRoute(new Request(`${APP_URL}/orders/${order.orderId}/card.png`), {
      params: Promise.resolve({ id: order.orderId }),
    });
    expect(card.status).toBe(404);
  });
});

describe('GET /api/v1/campaigns/{id}/results', () => {
  async function proKey(user: TestUser) {
    await switchToPro(user.id);
    const { key, hash, hint } = generateApiKey();
    await getDb().update(profiles).set({ api_key: hash, api_key_hint: hint }).where(eq(profiles.id, user.id));
    return key;
  }
  const get = (key: string, campaignId: string, query = '') =>
    resultsApi(
      new Request(`${APP_URL}/api/v1/campaigns/${campaignId}/results${query}`, { headers: { 'x-api-key': key } }),
      {
        params: Promise.resolve({ id: campaignId }),
      },
    );

  it('answers the figures of the results page and pages the responders by cursor', async () => {
    const key = await proKey(ada);
    const campaignId = await newCampaign(ada);
    const ids = [];
    for (const [name, n] of [
      ['Jane Doe', '1'],
      ['John Roe', '3'],
      ['Mia Poe', '5'],
    ] as const)
      ids.push((await send(ada, campaignId, name, 'Main St', n)).orderId);
    await fund(ada, 1_000);
    await runPipeline();
    for (const id of ids) await scan((await linkOf(id)).id);

    const first = await get(key, campaignId, '?page_size=2');
    expect(first.status).toBe(200);
    const body = CampaignResultsSchema.parse(await first.json());
    expect(body).toMatchObject({
      campaign: { id: campaignId, name: 'Spring mailer', type: 'single', response_url: 'https://example.com/spring' },
      postcards_sent: 3,
      households_mailed: 3,
      responders: 3,
      response_rate: 100,
      qr_scans: 3,
      phone_calls: 0,
      spent: '3.00',
      spent_cents: 300,
      cost_per_response: '1.00',
      cost_per_response_cents: 100,
    });
    expect(body.responder_list.data.map((r) => r.name)).toEqual(['Mia Poe', 'John Roe']);
    expect(body.responder_list.next_cursor).toMatch(/^[a-z0-9]{12}$/);

    const next = CampaignResultsSchema.parse(
      await (await get(key, campaignId, `?page_size=2&after=${body.responder_list.next_cursor}`)).json(),
    );
    expect(next.responder_list).toMatchObject({
      data: [{ name: 'Jane Doe', scans: 1, calls: 0, order_id: ids[0] }],
      next_cursor: null,
    });
  });

  it('answers 404 for another user’s campaign and 422 naming a bad page size or cursor', async () => {
    const campaignId = await newCampaign(ada);
    const eve = await signUpUser('eve@example.com');
    const eveKey = await proKey(eve);
    const other = await get(eveKey, campaignId);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: 'not_found', message: 'Campaign not found' });

    const key = await proKey(ada);
    const bad = await get(key, campaignId, '?page_size=500&after=NOT-A-CURSOR');
    expect(bad.status).toBe(422);
    const { message } = await bad.json();
    expect(message).toContain('page_size must be a whole number from 1 to 100');
    expect(message).toContain('after must be the next_cursor of a page');
  });
});
