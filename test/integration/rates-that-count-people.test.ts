import { eq, sql } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCampaignAction } from '@/actions/campaigns';
import { cancelOrderAction } from '@/actions/orders';
import OrderPage from '@/app/(app)/orders/[id]/page';
import { CampaignResultsView } from '@/components/campaigns/campaign-results-view';
import { campaignView } from '@/lib/campaigns/campaign-view';
import { findCampaignResultsDrift } from '@/lib/campaigns/find-campaign-results-drift';
import { listCampaigns } from '@/lib/campaigns/list-campaigns';
import { loadCampaignResultsPage } from '@/lib/campaigns/load-campaign-results-page';
import { getDb } from '@/lib/db/client';
import { campaignHouseholds, orders, templates, trackingUrlCounts, trackingUrls } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { placeDueFollowUps } from '@/lib/follow-ups/place-due-follow-ups';
import { applyProviderOrderState } from '@/lib/orders/apply-provider-state';
import { placeOrder } from '@/lib/orders/place-order';
import { setClockForTests } from '@/lib/time/clock';
import { foldScans } from '@/lib/tracking/fold-scans';
import { resolveTrackingUrl } from '@/lib/tracking/resolve-tracking-url';
import { fund, runPipeline, springfield } from '../support/orders';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { actAs, signUpUser, type TestUser } from '../support/users';
import { queueScans } from '../support/queue-scans';

// The pages' client parts ask for the router; rendered here on the server, nothing navigates.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ refresh() {}, push() {}, replace() {}, prefetch() {} }),
}));

const APP_URL = 'http://localhost:3000';
const DAY = 24 * 60 * 60 * 1000;
let ada: TestUser;
let templateId: string;
let followUpTemplateId: string;
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
  followUpTemplateId = await createTemplate(ada);
  await getDb().update(templates).set({ name: 'Reminder' }).where(eq(templates.id, followUpTemplateId));
});
afterEach(() => {
  setClockForTests(null);
  setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL });
  storage.cleanup();
});

async function newCampaign(audience: 'non_responders' | 'everyone', over: Record<string, unknown> = {}) {
  actAs(ada, '/campaigns');
  const result = await createCampaignAction({
    name: 'Sphere list',
    templateId,
    type: 'single',
    demographics: 'all',
    neighbor_count: 10,
    include_condo: false,
    response_url: 'example.com/sphere',
    follow_up_steps: [{ templateId: followUpTemplateId, days: 7, audience }],
    ...over,
  });
  if (!result.ok) throw new Error(result.error);
  return result.data.id;
}

const send = (campaignId: string, name: string, number: string, street = 'Main St') =>
  getDb().transaction((tx) =>
    placeOrder(tx, ada.id, {
      source: 'app',
      campaignId,
      recipientName: name,
      address: springfield(street, number),
      customValues: {},
    }),
  );

/** A scan of the order's own QR link, counted as /r/{id} and the fold count it. */
async function scan(orderId: string, times = 1) {
  const [link] = await getDb().select().from(trackingUrls).where(eq(trackingUrls.order_id, orderId));
  const resolved = await resolveTrackingUrl(link.id);
  await queueScans({ tracking_url_id: link.id, user_id: resolved!.userId, scans: times });
  await foldScans();
}

/** Three households mailed their first card; returns their orders and when the last was mailed. */
async function mailThree(campaignId: string) {
  const jane = await send(campaignId, 'Jane Doe', '1');
  const john = await send(campaignId, 'John Roe', '2');
  const kim = await send(campaignId, 'Kim Park', '3');
  await fund(ada, 10_000);
  await runPipeline();
  const rows = await getDb().select().from(orders).where(eq(orders.campaign_id, campaignId));
  expect(rows.map((r) => r.status)).toEqual(['completed', 'completed', 'completed']);
  return { jane, john, kim, mailedAt: Math.max(...rows.map((r) => r.submitted_at!.getTime())) };
}

/** The step's cards placed when due (the clock moved past the days) and mailed. */
async function mailFollowUps(mailedAt: number) {
  setClockForTests(new Date(mailedAt + 7 * DAY));
  while ((await placeDueFollowUps()) > 0);
  setClockForTests(null);
  await runPipeline();
}

/** The results page as the user reads it: its text, one row of the table by step, one figure. */
async function resultsPage(campaignId: string) {
  const results = await loadCampaignResultsPage(ada.id, campaignId, { page: 1 });
  const html = renderToStaticMarkup(CampaignResultsView({ results, request: { page: 1 } }));
  const row = (step: number) => {
    const match = html.match(new RegExp(`<tr data-step="${step}"[^>]*>(.*?)</tr>`));
    if (!match) return null;
    const cell = (name: string) => match[1].match(new RegExp(`data-figure="${name}">([^<]*)<`))?.[1];
    return {
      mailed: cell('Mailed'),
      responders: cell('Responders'),
      rate: cell('Rate'),
      spent: cell('Spent'),
      costPerResponse: cell('Cost per response'),
    };
  };
  const figure = (label: string) => html.match(new RegExp(`data-figure="${label}">([^<]*)<`))?.[1];
  return { results, html, row, figure };
}

describe('response rates that count households', () => {
  it('with 1 of 3 responded and 2 follow-ups mailed, the results read 33.3% with a step-0 row beside the step-1 row', async () => {
    const campaignId = await newCampaign('non_responders');
    const { jane, mailedAt } = await mailThree(campaignId);
    await scan(jane.orderId);

    const before = await resultsPage(campaignId);
    expect(before.figure('Response Rate')).toBe('33.3%');
    expect(before.html).toContain('1 of 3 households responded');

    await mailFollowUps(mailedAt);
    const page = await resultsPage(campaignId);
    const unit = (await getDb().select().from(orders).where(eq(orders.id, jane.orderId)))[0].cost;
    // Five cards went to three households: the rate stays one household in three.
    expect(page.results.figures).toMatchObject({ sent: 5, households: 3, respondingHouseholds: 1, responseRate: 33.3 });
    expect(page.figure('Postcards Sent')).toBe('5');
    expect(page.html).toContain('to 3 households');
    expect(page.figure('Responders')).toBe('1');
    expect(page.figure('Response Rate')).toBe('33.3%');
    expect(page.html).toContain('1 of 3 households responded');
    expect(page.figure('Cost per Response')).toBe(`$${((5 * unit) / 100).toFixed(2)}`);
    expect(page.row(0)).toEqual({
      mailed: '3',
      responders: '1',
      rate: '33.3%',
      spent: `$${((3 * unit) / 100).toFixed(2)}`,
      costPerResponse: `$${((3 * unit) / 100).toFixed(2)}`,
    });
    expect(page.row(1)).toEqual({
      mailed: '2',
      responders: '0',
      rate: '0.0%',
      spent: `$${((2 * unit) / 100).toFixed(2)}`,
      costPerResponse: '—',
    });
    expect(page.html).toContain('0. First card');
    expect(page.html).toContain('1. Reminder');
  });

  it('counts a household that scans its first card and its follow-up once', async () => {
    const campaignId = await newCampaign('everyone');
    const { jane, mailedAt } = await mailThree(campaignId);
    await scan(jane.orderId);
    await mailFollowUps(mailedAt);
    const [janesFollowUp] = await getDb()
      .select()
      .from(orders)
      .where(
        eq(
          orders.recipient_id,
          (await getDb().select().from(orders).where(eq(orders.id, jane.orderId)))[0].recipient_id,
        ),
      );
    expect(janesFollowUp).toBeDefined();
    const followUps = (await getDb().select().from(orders).where(eq(orders.campaign_id, campaignId))).filter(
      (o) => o.follow_up_step_id !== null,
    );
    expect(followUps).toHaveLength(3);
    await scan(followUps.find((o) => o.recipient_id === janesFollowUp.recipient_id)!.id, 2);

    const page = await resultsPage(campaignId);
    // Two cards scanned, by one household: one responder in three households.
    expect(page.results.figures).toMatchObject({ sent: 6, responders: 2, households: 3, respondingHouseholds: 1 });
    expect(page.figure('Responders')).toBe('1');
    expect(page.figure('Response Rate')).toBe('33.3%');
    expect(page.html).toContain('1 of 3 households responded');
    expect(page.row(0)).toMatchObject({ mailed: '3', responders: '1', rate: '33.3%' });
    expect(page.row(1)).toMatchObject({ mailed: '3', responders: '1', rate: '33.3%' });
    // The responders list still has a row per scanned card.
    expect(page.results.responders.rows).toHaveLength(2);
  });

  it('shows the first card row alone for a campaign without steps', async () => {
    const campaignId = await newCampaign('everyone', { follow_up_steps: [] });
    await mailThree(campaignId);
    const page = await resultsPage(campaignId);
    expect(page.row(0)).toMatchObject({ mailed: '3', responders: '0', rate: '0.0%', costPerResponse: '—' });
    expect(page.row(1)).toBeNull();
    expect(page.html).toContain('0 of 3 households responded');
    expect(page.html).toContain('No follow-up steps.');
  });
});

class Drifted extends Error {
  constructor(readonly drift: unknown) {
    super('drifted');
  }
}

describe('the kept counts of people', () => {
  it('are checked against the rows (npm run ledger:check): a drift names its campaign', async () => {
    const campaignId = await newCampaign('everyone');
    const { jane, mailedAt } = await mailThree(campaignId);
    await scan(jane.orderId);
    await mailFollowUps(mailedAt);
    expect(await findCampaignResultsDrift(getDb())).toEqual([]);
    const db = getDb();
    for (const change of [
      sql`update campaign_household_totals set repeat_cards = repeat_cards + 1`,
      sql`update campaign_household_totals set cancelled_recipients = cancelled_recipients + 1`,
      sql`update campaign_households set cards_responded = cards_responded + 1`,
    ]) {
      // Drifted inside a transaction that is then undone, so the books stay right for the next test.
      const drift = await db
        .transaction(async (tx) => {
          await tx.execute(change);
          throw new Drifted(await findCampaignResultsDrift(tx));
        })
        .catch((error: unknown) => (error instanceof Drifted ? error.drift : Promise.reject(error)));
      expect(drift).toContainEqual({ campaignId, day: null });
    }
    expect(await findCampaignResultsDrift(db)).toEqual([]);
  });
});

describe('a responding card’s link deleted', () => {
  it('takes its response back from the household, as the rows count it', async () => {
    const campaignId = await newCampaign('everyone', { follow_up_steps: [] });
    const { jane } = await mailThree(campaignId);
    await scan(jane.orderId);
    const responded = async () =>
      (await getDb().select().from(campaignHouseholds)).reduce((sum, h) => sum + h.cards_responded, 0);
    expect(await responded()).toBe(1);
    await getDb().delete(trackingUrls).where(eq(trackingUrls.order_id, jane.orderId));
    expect(await responded()).toBe(0);
    expect(await findCampaignResultsDrift(getDb())).toEqual([]);
  });
});

describe('campaign counts', () => {
  it('leave cancelled orders out of the campaign card’s recipients', async () => {
    const campaignId = await newCampaign('everyone', { follow_up_steps: [] });
    await send(campaignId, 'Jane Doe', '1');
    const john = await send(campaignId, 'John Roe', '2');
    await send(campaignId, 'Kim Park', '3');
    const card = async () => campaignView((await listCampaigns(ada.id)).find((c) => c.id === campaignId)!);
    expect((await card()).recipientCount).toBe(3);

    actAs(ada, '/orders');
    expect(await cancelOrderAction({ orderId: john.orderId })).toEqual({ ok: true, data: { refundedCents: 0 } });
    expect((await card()).recipientCount).toBe(2);
    await fund(ada, 10_000);
    await runPipeline();
    expect(await card()).toMatchObject({ recipientCount: 2, postcardsSent: 2 });
  });
});

describe('a card’s badge and its order page', () => {
  /** The order page as its owner sees it. */
  async function orderPage(orderId: string) {
    actAs(ada, `/orders/${orderId}`);
    return renderToStaticMarkup(await OrderPage({ params: Promise.resolve({ id: orderId }) }));
  }
  const badge = (html: string) => html.match(/data-status="(\w+)">([^<]*)</)?.slice(1);

  it('says where the card is once the provider says so, the spec’s status underneath', async () => {
    setEnvForTests({
      ADMIN_EMAIL: 'admin@inkpost.test',
      APP_URL,
      INKPOST_DATA_DIR: storage.dir,
      SANDBOX_POSTCARD_DELAY_MS: '600000',
    });
    const campaignId = await newCampaign('everyone', { follow_up_steps: [] });
    const { orderId } = await send(campaignId, 'Jane Doe', '1');
    expect(badge(await orderPage(orderId))).toEqual(['pending', 'Pending']);
    await fund(ada, 10_000);
    await runPipeline({ aheadMs: 0 });
    // Accepted, still being reviewed: the spec's Submitted, the provider's word beside it.
    let html = await orderPage(orderId);
    expect(badge(html)).toEqual(['submitted', 'Submitted']);
    expect(html).toContain('Reviewing');

    const [{ provider_order_id: providerOrderId }] = await getDb().select().from(orders).where(eq(orders.id, orderId));
    for (const [word, shown] of [
      ['Printed', 'Printed'],
      ['In Transit', 'In transit'],
      ['Delivered', 'Delivered'],
    ] as const) {
      await applyProviderOrderState(providerOrderId!, {
        state: 'mailed',
        providerStatus: word,
        events: [{ status: word }],
      });
      html = await orderPage(orderId);
      expect(badge(html)).toEqual(['completed', shown]);
      expect(html).toContain('title="Status: Completed"');
    }
  });

  it('reads Returned for a card returned to sender, and Failed for one the provider could not mail', async () => {
    const campaignId = await newCampaign('everyone', { follow_up_steps: [] });
    const returned = await send(campaignId, 'Jane Doe', '1', 'Return St');
    const nostat = await send(campaignId, 'John Roe', '2', 'Nostat St');
    await fund(ada, 10_000);
    await runPipeline();
    expect(badge(await orderPage(returned.orderId))).toEqual(['completed', 'Returned']);
    expect(badge(await orderPage(nostat.orderId))).toEqual(['failed', 'Failed']);
  });

  it('links to its campaign’s results and says whether its QR code was scanned, when first and how often', async () => {
    const campaignId = await newCampaign('everyone', { follow_up_steps: [] });
    const { orderId } = await send(campaignId, 'Jane Doe', '1');
    await fund(ada, 10_000);
    await runPipeline();
    let html = await orderPage(orderId);
    expect(html).toContain(`href="/campaigns/${campaignId}">Sphere list results</a>`);
    expect(html).toMatch(/data-qr-scans="true">Not scanned yet</);

    await scan(orderId, 3);
    const [link] = await getDb().select().from(trackingUrls).where(eq(trackingUrls.order_id, orderId));
    const [counts] = await getDb()
      .select()
      .from(trackingUrlCounts)
      .where(eq(trackingUrlCounts.tracking_url_id, link.id));
    html = await orderPage(orderId);
    // The first scan's time, as every time on the page: UTC on the server, the reader's zone once hydrated.
    expect(html).toContain(`Scanned 3 times, first on <time dateTime="${counts.first_accessed!.toISOString()}">`);

    // A campaign without a response URL prints no QR code: the page says so.
    const plain = await newCampaign('everyone', { follow_up_steps: [], response_url: '', name: 'No QR' });
    const other = await send(plain, 'Kim Park', '3');
    expect(await orderPage(other.orderId)).toContain('None printed: the campaign has no response URL.');
  });
});
