import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaignAction } from '@/actions/campaigns';
import { quoteSendAction } from '@/actions/send';
import { GET as getResults } from '@/app/api/v1/campaigns/[id]/results/route';
import { GET as getCampaign } from '@/app/api/v1/campaigns/[id]/route';
import { POST as postContacts } from '@/app/api/v1/lists/[id]/contacts/route';
import { POST as postListSend } from '@/app/api/v1/lists/[id]/send/route';
import { POST as postList } from '@/app/api/v1/lists/route';
import { GET as getOrder } from '@/app/api/v1/orders/[id]/route';
import { POST as postOrder } from '@/app/api/v1/orders/route';
import { generateApiKey } from '@/lib/accounts/api-key';
import { CampaignResultsSchema } from '@/lib/api/schemas/campaign-results';
import { CampaignWithProgramSchema } from '@/lib/api/schemas/campaigns';
import { ListSendResultSchema } from '@/lib/api/schemas/lists';
import { CreatedOrderSchema, OrderSchema } from '@/lib/api/schemas/orders';
import { getDb } from '@/lib/db/client';
import { campaigns, orders, profiles, trackingUrls } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { programForSend } from '@/lib/follow-ups/follow-up-program';
import { placeDueFollowUps } from '@/lib/follow-ups/place-due-follow-ups';
import { programLines, programTotalLine } from '@/lib/follow-ups/program-lines';
import { setCampaignPaused } from '@/lib/follow-ups/set-campaign-paused';
import { placeOrder } from '@/lib/orders/place-order';
import { setClockForTests } from '@/lib/time/clock';
import { foldScans } from '@/lib/tracking/fold-scans';
import { resolveTrackingUrl } from '@/lib/tracking/resolve-tracking-url';
import { fund, runPipeline, springfield } from '../support/orders';
import { switchToPro } from '../support/plans';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';
import { queueScans } from '../support/queue-scans';

// The public API says the whole program before and after consent (issue 34, point 3) and the
// results table by step from step 0 (point 4), with the figures and words the app shows.

type Handler = (request: Request, context?: { params: Promise<never> }) => Promise<Response>;

function call(
  handler: Handler,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; params?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {};
  if (options.key !== undefined) headers['x-api-key'] = options.key;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost:3000/api/v1${path}`, { method, headers, body });
  return handler(request, { params: Promise.resolve(options.params ?? {}) as Promise<never> });
}

const APP_URL = 'http://localhost:3000';
const DAY = 24 * 60 * 60 * 1000;
const TODAY = '2026-11-27';
let ada: TestUser;
let key: string;
let templateId: string;
let bigTemplateId: string;
let storage: ReturnType<typeof useTempStorage>;

async function apiKeyOf(user: TestUser) {
  const { key, hash, hint } = generateApiKey();
  await getDb().update(profiles).set({ api_key: hash, api_key_hint: hint }).where(eq(profiles.id, user.id));
  return key;
}

beforeEach(async () => {
  storage = useTempStorage();
  setEnvForTests({
    ADMIN_EMAIL: 'admin@inkpost.test',
    APP_URL,
    INKPOST_DATA_DIR: storage.dir,
    SANDBOX_POSTCARD_DELAY_MS: '0',
  });
  ada = await signUpUser('ada@example.com');
  await switchToPro(ada.id);
  await giveReturnAddress(ada);
  key = await apiKeyOf(ada);
  templateId = await createTemplate(ada);
  bigTemplateId = await createTemplate(ada, '6x9');
});
afterEach(() => {
  setClockForTests(null);
  setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL });
  storage.cleanup();
});

type Step = { templateId: string; days: number; audience: 'non_responders' | 'responders' | 'everyone' };

async function newCampaign(steps: Step[]) {
  actAs(ada, '/campaigns');
  const result = await createCampaignAction({
    name: 'Just Sold Oak St',
    templateId,
    type: 'single',
    demographics: 'all',
    neighbor_count: 10,
    include_condo: false,
    response_url: 'example.com/oak',
    ...(steps.length ? { follow_up_steps: steps } : {}),
  });
  if (!result.ok) throw new Error(result.error);
  return result.data.id;
}

const TWO_STEPS = (): Step[] => [
  { templateId, days: 7, audience: 'non_responders' },
  { templateId: bigTemplateId, days: 14, audience: 'everyone' },
];

/** What Confirm Order's quote carries for the campaign: the program the dialogs size and say. */
async function dialogProgram(campaignId: string) {
  actAs(ada, '/campaigns');
  const result = await quoteSendAction({ campaignId, recipientName: 'Jane Doe', customValues: {} });
  if (!result.ok) throw new Error(result.error);
  return result.data.program;
}

const ORDER_BODY = {
  recipient_name: 'Jane Doe',
  recipient_address_1: '123 Main St',
  recipient_city: 'Springfield',
  recipient_state: 'IL',
  recipient_zip: '62704',
};

const CONTACTS = [
  { name: 'Jane Doe', address_1: '123 Main St', city: 'Springfield', state: 'IL', zip: '62704' },
  { name: 'Bob Roe', address_1: '1 Beacon St', city: 'Boston', state: 'MA', zip: '2108' },
  { name: 'Ann Lee', address_1: '5 Oak Rd', city: 'Springfield', state: 'IL', zip: '62704' },
];

describe('the API says the follow-up program', () => {
  it('GET /campaigns/{id}: per card, as the dialogs price it; another user’s campaign or a bad id is a 404', async () => {
    setClockForTests(new Date(`${TODAY}T10:00:00Z`));
    const campaignId = await newCampaign(TWO_STEPS());
    const response = await call(getCampaign, 'GET', `/campaigns/${campaignId}`, { key, params: { id: campaignId } });
    expect(response.status).toBe(200);
    const campaign = CampaignWithProgramSchema.parse(await response.json());
    expect(campaign).toMatchObject({ id: campaignId, name: 'Just Sold Oak St', follow_up_steps: 2 });
    const expected = await dialogProgram(campaignId);
    expect(campaign.follow_up_program).toEqual({
      paused: false,
      steps: expected.steps.map((s) => ({
        number: s.number,
        audience: s.audience,
        after_days: s.afterDays,
        unit_cost: (s.unitCents / 100).toFixed(2),
        unit_cost_cents: s.unitCents,
        reachable: true,
        charged: 'when_placed',
      })),
    });
    // Pro prices: a 4x6 card at $1.00, the 6x9 step at $1.32, 21 days after the first card.
    expect(campaign.follow_up_program.steps.map((s) => [s.after_days, s.unit_cost])).toEqual([
      [7, '1.00'],
      [21, '1.32'],
    ]);

    await setCampaignPaused(ada.id, campaignId, true);
    const paused = CampaignWithProgramSchema.parse(
      await (await call(getCampaign, 'GET', `/campaigns/${campaignId}`, { key, params: { id: campaignId } })).json(),
    );
    expect(paused.follow_up_program.paused).toBe(true);

    const bob = await signUpUser('bob@example.com');
    await switchToPro(bob.id);
    const bobKey = await apiKeyOf(bob);
    for (const [asKey, id] of [
      [bobKey, campaignId],
      [key, 'nope'],
      [key, crypto.randomUUID()],
    ]) {
      const refused = await call(getCampaign, 'GET', `/campaigns/${id}`, { key: asKey, params: { id } });
      expect([refused.status, await refused.json()]).toEqual([
        404,
        { error: 'not_found', message: 'Campaign not found' },
      ]);
    }
  });

  it('POST /orders: the answer sizes the program to its card, in the words of Confirm Order', async () => {
    setClockForTests(new Date(`${TODAY}T10:00:00Z`));
    const campaignId = await newCampaign(TWO_STEPS());
    const response = await call(postOrder, 'POST', '/orders', {
      key,
      body: { ...ORDER_BODY, campaign_id: campaignId, send_date: '2026-11-30' },
    });
    expect(response.status).toBe(201);
    const order = CreatedOrderSchema.parse(await response.json());
    const sized = programForSend(await dialogProgram(campaignId), 1, '2026-11-30');
    expect(order.follow_up_program).toMatchObject({
      paused: false,
      max_cost: '2.32',
      max_cost_cents: sized.maxCents,
      steps: [
        {
          number: 1,
          audience: 'non_responders',
          day: '2026-12-07',
          max_cards: 1,
          max_cost: '1.00',
          charged: 'when_placed',
        },
        { number: 2, audience: 'everyone', day: '2026-12-21', max_cards: 1, max_cost: '1.32', charged: 'when_placed' },
      ],
    });
    expect(order.follow_up_program.lines).toEqual([
      ...programLines(sized.steps, TODAY),
      programTotalLine(order.cost_cents, sized.maxCents),
      'Each step is charged when it is placed, at that day’s price; the amounts above are today’s.',
    ]);
    expect(order.follow_up_program.lines[0]).toBe(
      'Then step 1: up to 1 more card on Mon, Dec 7, to whoever has not responded — up to $1.00, charged then.',
    );
    // Only the placing answer carries it: the order read back is the API's order as before.
    const read = await call(getOrder, 'GET', `/orders/${order.id}`, { key, params: { id: order.id } });
    const readJson = await read.json();
    expect(OrderSchema.parse(readJson).id).toBe(order.id);
    expect(readJson).not.toHaveProperty('follow_up_program');
  });

  it('POST /orders on a campaign without steps, or a neighbor campaign: an empty program', async () => {
    const campaignId = await newCampaign([]);
    const order = CreatedOrderSchema.parse(
      await (
        await call(postOrder, 'POST', '/orders', { key, body: { ...ORDER_BODY, campaign_id: campaignId } })
      ).json(),
    );
    expect(order.follow_up_program).toEqual({
      paused: false,
      steps: [],
      max_cost: '0.00',
      max_cost_cents: 0,
      lines: [],
    });

    const stepped = await newCampaign(TWO_STEPS());
    await getDb().update(campaigns).set({ type: 'neighbor', neighbor_count: 10 }).where(eq(campaigns.id, stepped));
    const campaign = CampaignWithProgramSchema.parse(
      await (await call(getCampaign, 'GET', `/campaigns/${stepped}`, { key, params: { id: stepped } })).json(),
    );
    expect(campaign.follow_up_program).toEqual({ paused: false, steps: [] });
  });

  it('POST /lists/{id}/send: sized to the cards placed from the send date, the same on a replay', async () => {
    setClockForTests(new Date(`${TODAY}T10:00:00Z`));
    const campaignId = await newCampaign([
      { templateId, days: 7, audience: 'responders' },
      { templateId, days: 7, audience: 'non_responders' },
    ]);
    const list = await (await call(postList, 'POST', '/lists', { key, body: { name: 'Sphere' } })).json();
    await call(postContacts, 'POST', `/lists/${list.id}/contacts`, {
      key,
      params: { id: list.id },
      body: { contacts: CONTACTS },
    });
    const send = async () => {
      const request = new Request(`http://localhost:3000/api/v1/lists/${list.id}/send`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json', 'idempotency-key': 'sphere-1' },
        body: JSON.stringify({ campaign_id: campaignId, send_date: '2026-11-30' }),
      });
      const response = await postListSend(request, { params: Promise.resolve({ id: list.id }) as Promise<never> });
      expect(response.status).toBe(201);
      return ListSendResultSchema.parse(await response.json());
    };
    const placed = await send();
    expect(placed.count).toBe(3);
    const sized = programForSend(await dialogProgram(campaignId), 3, '2026-11-30');
    expect(placed.follow_up_program).toMatchObject({
      max_cost_cents: sized.maxCents,
      steps: [
        { number: 1, day: '2026-12-07', max_cards: 3, max_cost: '3.00', reachable: true },
        // Only responders reach step 1, so a non-responders step after it mails nobody.
        { number: 2, day: '2026-12-14', max_cards: 0, max_cost: '0.00', reachable: false },
      ],
    });
    expect(placed.follow_up_program.lines.slice(0, 3)).toEqual([
      ...programLines(sized.steps, TODAY),
      programTotalLine(placed.total_cents, sized.maxCents),
    ]);
    expect(await send()).toEqual(placed);
  });
});

/** A scan of the order's own QR link, counted as /r/{id} and the fold count it. */
async function scan(orderId: string) {
  const [link] = await getDb().select().from(trackingUrls).where(eq(trackingUrls.order_id, orderId));
  const resolved = await resolveTrackingUrl(link.id);
  await queueScans({ tracking_url_id: link.id, user_id: resolved!.userId, scans: 1 });
  await foldScans();
}

describe('the API results by step', () => {
  it('with 1 of 3 responded and 2 follow-ups mailed: step 0 reads 33.3% beside step 1, and follow_up_steps stays', async () => {
    const campaignId = await newCampaign([{ templateId, days: 7, audience: 'non_responders' }]);
    const mail = (name: string, number: string) =>
      getDb().transaction((tx) =>
        placeOrder(tx, ada.id, {
          source: 'app',
          campaignId,
          recipientName: name,
          address: springfield('Main St', number),
          customValues: {},
        }),
      );
    const jane = await mail('Jane Doe', '1');
    await mail('John Roe', '2');
    await mail('Kim Park', '3');
    await fund(ada, 10_000);
    await runPipeline();
    await scan(jane.orderId);
    const firstCards = await getDb().select().from(orders).where(eq(orders.campaign_id, campaignId));
    setClockForTests(new Date(Math.max(...firstCards.map((o) => o.submitted_at!.getTime())) + 7 * DAY));
    while ((await placeDueFollowUps()) > 0);
    setClockForTests(null);
    await runPipeline();

    const response = await call(getResults, 'GET', `/campaigns/${campaignId}/results`, {
      key,
      params: { id: campaignId },
    });
    expect(response.status).toBe(200);
    const results = CampaignResultsSchema.parse(await response.json());
    const unit = firstCards[0].cost;
    expect([results.postcards_sent, results.households_mailed, results.responders, results.response_rate]).toEqual([
      5, 3, 1, 33.3,
    ]);
    expect(results.steps).toEqual([
      {
        number: 0,
        follow_up_step_id: null,
        mailed: 3,
        responders: 1,
        response_rate: 33.3,
        spent: ((3 * unit) / 100).toFixed(2),
        spent_cents: 3 * unit,
        cost_per_response: ((3 * unit) / 100).toFixed(2),
        cost_per_response_cents: 3 * unit,
      },
      {
        number: 1,
        follow_up_step_id: results.follow_up_steps[0].id,
        mailed: 2,
        responders: 0,
        response_rate: 0,
        spent: ((2 * unit) / 100).toFixed(2),
        spent_cents: 2 * unit,
        cost_per_response: null,
        cost_per_response_cents: null,
      },
    ]);
    // The follow-up steps' own rows are kept as they were (added to, not replaced).
    expect(results.follow_up_steps).toHaveLength(1);
    expect(results.follow_up_steps[0]).toMatchObject({ position: 1, postcards_sent: 2, responders: 0, placed: 2 });
  });

  it('a campaign with nothing mailed yet has a step-0 row of zeros', async () => {
    const campaignId = await newCampaign([]);
    const results = CampaignResultsSchema.parse(
      await (
        await call(getResults, 'GET', `/campaigns/${campaignId}/results`, { key, params: { id: campaignId } })
      ).json(),
    );
    expect(results.steps).toEqual([
      {
        number: 0,
        follow_up_step_id: null,
        mailed: 0,
        responders: 0,
        response_rate: null,
        spent: '0.00',
        spent_cents: 0,
        cost_per_response: null,
        cost_per_response_cents: null,
      },
    ]);
  });
});
