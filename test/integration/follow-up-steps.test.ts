import { and, eq, isNotNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GET as listStepsApi, POST as addStepApi } from '@/app/api/v1/campaigns/[id]/follow-ups/route';
import { DELETE as removeStepApi } from '@/app/api/v1/campaigns/[id]/follow-ups/[step_id]/route';
import { GET as resultsApi } from '@/app/api/v1/campaigns/[id]/results/route';
import { GET as campaignsApi } from '@/app/api/v1/campaigns/route';
import { generateApiKey } from '@/lib/accounts/api-key';
import { CampaignResultsSchema } from '@/lib/api/schemas/campaign-results';
import { CampaignListSchema } from '@/lib/api/schemas/campaigns';
import { FollowUpStepListSchema, FollowUpStepSchema } from '@/lib/api/schemas/follow-ups';
import {
  createCampaignAction,
  createCampaignFormAction,
  updateCampaignAction,
  updateCampaignFormAction,
} from '@/actions/campaigns';
import { listCampaigns } from '@/lib/campaigns/list-campaigns';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import { deleteTemplate } from '@/lib/templates/delete-template';
import { listTemplateCampaigns } from '@/lib/templates/list-template-campaigns';
import { loadCampaignResultsPage } from '@/lib/campaigns/load-campaign-results-page';
import { getDb } from '@/lib/db/client';
import { followUpSends, orders, profiles, sandboxPostcardOrders, templates, trackingUrls } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { placeDueFollowUps } from '@/lib/follow-ups/place-due-follow-ups';
import { setCampaignPaused } from '@/lib/follow-ups/set-campaign-paused';
import { placeOrder } from '@/lib/orders/place-order';
import { setClockForTests } from '@/lib/time/clock';
import { foldScans } from '@/lib/tracking/fold-scans';
import { resolveTrackingUrl } from '@/lib/tracking/resolve-tracking-url';
import { FOLLOW_UP_STEP_MESSAGES } from '@/lib/validation/follow-up-step-messages';
import { failInsertsInto } from '../support/fail-inserts';
import { switchToPro } from '../support/plans';
import { fund, runPipeline, springfield } from '../support/orders';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { actAs, signUpUser, type TestUser } from '../support/users';
import { queueScans } from '../support/queue-scans';

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
  setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL });
  storage.cleanup();
});

type Step = { id?: string; templateId: string; days: number; audience: 'non_responders' | 'responders' | 'everyone' };
const step = (over: Partial<Step> = {}): Step => ({
  templateId: followUpTemplateId,
  days: 14,
  audience: 'non_responders',
  ...over,
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

async function newCampaign(user: TestUser, steps: Step[] = [step()], over: Record<string, unknown> = {}) {
  actAs(user, '/campaigns');
  const result = await createCampaignAction(fields({ follow_up_steps: steps, ...over }));
  if (!result.ok) throw new Error(result.error);
  return result.data.id;
}

const send = (user: TestUser, campaignId: string, name: string, number: string) =>
  getDb().transaction((tx) =>
    placeOrder(tx, user.id, {
      source: 'app',
      campaignId,
      recipientName: name,
      address: springfield('Main St', number),
      customValues: {},
    }),
  );

async function scan(orderId: string) {
  const [link] = await getDb().select().from(trackingUrls).where(eq(trackingUrls.order_id, orderId));
  const resolved = await resolveTrackingUrl(link.id);
  await queueScans({ tracking_url_id: link.id, user_id: resolved!.userId, scans: 1 });
  await foldScans();
}

const ordersOfStep = (campaignId: string) =>
  getDb()
    .select()
    .from(orders)
    .where(and(eq(orders.campaign_id, campaignId), isNotNull(orders.follow_up_step_id)));

/** Two cards mailed on a fresh campaign (Jane and John); returns when the later was mailed. */
async function mailTwo(campaignId: string) {
  const jane = await send(ada, campaignId, 'Jane Doe', '1');
  const john = await send(ada, campaignId, 'John Roe', '2');
  await fund(ada, 10_000);
  await runPipeline();
  const rows = await getDb().select().from(orders).where(eq(orders.campaign_id, campaignId));
  expect(rows.map((r) => r.status)).toEqual(['completed', 'completed']);
  const times = rows.map((r) => r.submitted_at!.getTime());
  return { jane, john, mailedAt: Math.max(...times), firstMailedAt: Math.min(...times) };
}

/** Places what is due until nothing is, with the clock at `at`. */
async function placeAt(at: number) {
  setClockForTests(new Date(at));
  let total = 0;
  for (let n = await placeDueFollowUps(); n > 0; n = await placeDueFollowUps()) total += n;
  return total;
}

describe('a follow-up step to non-responders', () => {
  it('comes due exactly N days after the card was mailed, skips whoever scanned in between and mails the step’s template', async () => {
    const campaignId = await newCampaign(ada);
    const { jane, john, mailedAt, firstMailedAt } = await mailTwo(campaignId);
    await scan(jane.orderId);

    expect(await placeAt(firstMailedAt + 14 * DAY - 1)).toBe(0);
    expect(await ordersOfStep(campaignId)).toEqual([]);

    expect(await placeAt(mailedAt + 14 * DAY)).toBe(2);
    const placed = await ordersOfStep(campaignId);
    expect(placed).toHaveLength(1);
    const johnsFirst = (await getDb().select().from(orders).where(eq(orders.id, john.orderId)))[0];
    expect(placed[0]).toMatchObject({ recipient_id: johnsFirst.recipient_id, status: 'pending', size: '4x6' });
    const decided = await getDb().select().from(followUpSends).where(eq(followUpSends.campaign_id, campaignId));
    expect(decided.map((d) => d.skipped ?? 'placed').sort()).toEqual(['placed', 'responded']);
    // The follow-up card gets a QR link of its own and mails the step's template.
    expect((await getDb().select().from(trackingUrls).where(eq(trackingUrls.order_id, placed[0].id))).length).toBe(1);
    await runPipeline();
    const [mailed] = await getDb()
      .select()
      .from(sandboxPostcardOrders)
      .where(eq(sandboxPostcardOrders.reference, placed[0].id));
    expect(mailed).toBeDefined();
    const [{ status }] = await getDb().select().from(orders).where(eq(orders.id, placed[0].id));
    expect(status).toBe('completed');
  });

  it('never places a step twice for one recipient: run again, and two runs at once', async () => {
    const campaignId = await newCampaign(ada);
    const { mailedAt } = await mailTwo(campaignId);
    setClockForTests(new Date(mailedAt + 20 * DAY));
    const [a, b] = await Promise.all([placeDueFollowUps(), placeDueFollowUps()]);
    expect(a + b).toBe(2);
    expect(await placeDueFollowUps()).toBe(0);
    expect(await placeAt(mailedAt + 40 * DAY)).toBe(0);
    expect(await ordersOfStep(campaignId)).toHaveLength(2);
  });

  it('is safe across a restart: a turn that failed midway placed nothing and the next places it once', async () => {
    const campaignId = await newCampaign(ada);
    const { mailedAt } = await mailTwo(campaignId);
    setClockForTests(new Date(mailedAt + 15 * DAY));
    // The turn fails after its decisions, at the cards' QR links: as a worker killed mid-turn,
    // its transaction rolls back, decisions and orders alike.
    const restore = await failInsertsInto('tracking_urls', 'worker killed');
    await expect(placeDueFollowUps()).rejects.toThrow();
    await restore();
    expect(await getDb().select().from(followUpSends)).toEqual([]);
    expect(await ordersOfStep(campaignId)).toEqual([]);
    expect(await placeAt(mailedAt + 15 * DAY)).toBe(2);
    expect(await placeAt(mailedAt + 16 * DAY)).toBe(0);
    expect(await ordersOfStep(campaignId)).toHaveLength(2);
  });
});

describe('audiences', () => {
  it('responders gets only who scanned; everyone gets both', async () => {
    const responders = await newCampaign(ada, [step({ audience: 'responders', days: 7 })]);
    const r = await mailTwo(responders);
    await scan(r.john.orderId);
    const everyone = await newCampaign(ada, [step({ audience: 'everyone', days: 7 })], { name: 'Everyone' });
    const e = await mailTwo(everyone);
    await scan(e.john.orderId);

    await placeAt(Math.max(r.mailedAt, e.mailedAt) + 7 * DAY);
    const toResponders = await ordersOfStep(responders);
    const johnsRecipient = (await getDb().select().from(orders).where(eq(orders.id, r.john.orderId)))[0].recipient_id;
    expect(toResponders.map((o) => o.recipient_id)).toEqual([johnsRecipient]);
    expect(await ordersOfStep(everyone)).toHaveLength(2);
  });
});

describe('pausing a campaign', () => {
  it('places nothing while paused and catches up on resume', async () => {
    const campaignId = await newCampaign(ada);
    const { mailedAt } = await mailTwo(campaignId);
    await setCampaignPaused(ada.id, campaignId, true);
    expect(await placeAt(mailedAt + 30 * DAY)).toBe(0);
    expect(await ordersOfStep(campaignId)).toEqual([]);
    await setCampaignPaused(ada.id, campaignId, false);
    expect(await placeAt(mailedAt + 30 * DAY)).toBe(2);
    expect(await ordersOfStep(campaignId)).toHaveLength(2);
  });
});

describe('payment', () => {
  it('leaves a step’s order at payment_required when the balance is short, shown on the step’s figures', async () => {
    const campaignId = await newCampaign(ada);
    const { mailedAt } = await mailTwo(campaignId);
    // The balance was funded with 10,000 cents for two cards: spend what is left.
    const page = await loadCampaignResultsPage(ada.id, campaignId, { page: 1 });
    const spent = page.figures.spentCents;
    expect(spent).toBeGreaterThan(0);
    await getDb().execute(
      `insert into transactions (user_id, status, type, amount, idempotency_key) values ('${ada.id}', 'completed', 'postcard_charge', ${-(10_000 - spent) / 100}, 'drain')`,
    );
    await placeAt(mailedAt + 14 * DAY);
    await runPipeline();
    const placed = await ordersOfStep(campaignId);
    // The first waits at payment_required; the user's next order waits behind it.
    const statuses = placed.map((o) => o.status).sort();
    expect(statuses).toEqual(['payment_required', 'pending']);
    const [waiting] = placed.filter((o) => o.status === 'payment_required');
    expect(waiting.error_message).toBe(
      `Your balance does not cover this order ($${(waiting.cost / 100).toFixed(2)}). Add funds, or save a card in Profile → Billing.`,
    );
    const after = await loadCampaignResultsPage(ada.id, campaignId, { page: 1 });
    expect(after.steps[0]).toMatchObject({ placed: 2, waitingForPayment: 1, sent: 0 });
  });
});

describe('a second step', () => {
  it('follows the first step’s card, not the original', async () => {
    const campaignId = await newCampaign(ada, [step({ days: 7 }), step({ days: 3, audience: 'everyone' })]);
    const { jane, mailedAt } = await mailTwo(campaignId);
    await scan(jane.orderId);
    // Step 1 (day 7): John only. Step 2 is not due: nobody has step 1's card mailed.
    expect(await placeAt(mailedAt + 7 * DAY)).toBe(2);
    expect(await ordersOfStep(campaignId)).toHaveLength(1);
    expect(await placeAt(mailedAt + 30 * DAY)).toBe(0);
    await runPipeline();
    const [first] = await ordersOfStep(campaignId);
    const secondDue = first.submitted_at!.getTime() + 3 * DAY;
    expect(await placeAt(secondDue - 1000)).toBe(0);
    expect(await placeAt(secondDue)).toBe(1);
    const all = await ordersOfStep(campaignId);
    expect(all).toHaveLength(2);
    expect(new Set(all.map((o) => o.follow_up_step_id)).size).toBe(2);
    expect(all.every((o) => o.recipient_id === first.recipient_id)).toBe(true);
  });
});

describe('results figures per step', () => {
  it('counts each step’s sent, responders, response rate and cost per response', async () => {
    const campaignId = await newCampaign(ada, [step({ audience: 'everyone', days: 5 })]);
    const { mailedAt } = await mailTwo(campaignId);
    await placeAt(mailedAt + 5 * DAY);
    await runPipeline();
    const placed = await ordersOfStep(campaignId);
    await scan(placed[0].id);
    const { steps, figures } = await loadCampaignResultsPage(ada.id, campaignId, { page: 1 });
    const unit = placed[0].cost;
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({
      templateName: 'Reminder',
      days: 5,
      audience: 'everyone',
      placed: 2,
      sent: 2,
      responders: 1,
      responseRate: 50,
      spentCents: 2 * unit,
      costPerResponseCents: 2 * unit,
      waitingForPayment: 0,
      skipped: 0,
    });
    // The campaign's own figures count the follow-up cards too.
    expect(figures.sent).toBe(4);
  });
});

describe('editing steps in the campaign form', () => {
  it('refuses bad steps with their messages and steps on a neighbor campaign', async () => {
    actAs(ada, '/campaigns');
    expect(await createCampaignAction(fields({ follow_up_steps: [step({ days: 0 })] }))).toEqual({
      ok: false,
      error: FOLLOW_UP_STEP_MESSAGES.days,
    });
    expect(await createCampaignAction(fields({ follow_up_steps: [step({ templateId: '' })] }))).toEqual({
      ok: false,
      error: FOLLOW_UP_STEP_MESSAGES.selectTemplate,
    });
    expect(
      await createCampaignAction(fields({ follow_up_steps: [step({ audience: 'callers' as 'everyone' })] })),
    ).toEqual({ ok: false, error: FOLLOW_UP_STEP_MESSAGES.audience });
    expect(await createCampaignAction(fields({ follow_up_steps: Array.from({ length: 6 }, () => step()) }))).toEqual({
      ok: false,
      error: FOLLOW_UP_STEP_MESSAGES.tooMany,
    });
    expect(await createCampaignAction(fields({ type: 'neighbor', follow_up_steps: [step()] }))).toEqual({
      ok: false,
      error: FOLLOW_UP_STEP_MESSAGES.neighborCampaign,
    });
    const bob = await signUpUser('bob@example.com');
    const bobs = await createTemplate(bob);
    actAs(ada, '/campaigns');
    expect(await createCampaignAction(fields({ follow_up_steps: [step({ templateId: bobs })] }))).toEqual({
      ok: false,
      error: 'Template not found or access denied',
    });
  });

  it('a removed step places nothing more; the orders it placed stay', async () => {
    const campaignId = await newCampaign(ada, [step({ days: 5, audience: 'everyone' })]);
    const { mailedAt } = await mailTwo(campaignId);
    await placeAt(mailedAt + 5 * DAY);
    expect(await ordersOfStep(campaignId)).toHaveLength(2);
    const third = await send(ada, campaignId, 'Ann Poe', '3');
    await runPipeline();
    actAs(ada, '/campaigns');
    expect(await updateCampaignAction({ ...fields({ follow_up_steps: [] }), id: campaignId })).toEqual({
      ok: true,
      data: { id: campaignId },
    });
    const [{ submitted_at }] = await getDb().select().from(orders).where(eq(orders.id, third.orderId));
    expect(await placeAt(submitted_at!.getTime() + 10 * DAY)).toBe(0);
    expect(await ordersOfStep(campaignId)).toHaveLength(2);
  });
});

describe('the follow-ups API', () => {
  async function proKey(user: TestUser) {
    await switchToPro(user.id);
    const { key, hash, hint } = generateApiKey();
    await getDb().update(profiles).set({ api_key: hash, api_key_hint: hint }).where(eq(profiles.id, user.id));
    return key;
  }
  const base = (campaignId: string) => `${APP_URL}/api/v1/campaigns/${campaignId}`;
  const post = (key: string, campaignId: string, body: unknown) =>
    addStepApi(
      new Request(`${base(campaignId)}/follow-ups`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { params: Promise.resolve({ id: campaignId }) },
    );
  const list = (key: string, campaignId: string) =>
    listStepsApi(new Request(`${base(campaignId)}/follow-ups`, { headers: { 'x-api-key': key } }), {
      params: Promise.resolve({ id: campaignId }),
    });
  const remove = (key: string, campaignId: string, stepId: string) =>
    removeStepApi(
      new Request(`${base(campaignId)}/follow-ups/${stepId}`, { method: 'DELETE', headers: { 'x-api-key': key } }),
      { params: Promise.resolve({ id: campaignId, step_id: stepId }) },
    );
  const results = (key: string, campaignId: string) =>
    resultsApi(new Request(`${base(campaignId)}/results`, { headers: { 'x-api-key': key } }), {
      params: Promise.resolve({ id: campaignId }),
    });

  it('adds a step that mails only the non-responders when due, lists it and reports its figures', async () => {
    const key = await proKey(ada);
    const campaignId = await newCampaign(ada, []);
    const created = await post(key, campaignId, {
      template_id: followUpTemplateId,
      days: 10,
      audience: 'non_responders',
    });
    expect(created.status).toBe(201);
    const step = FollowUpStepSchema.parse(await created.json());
    expect(step).toMatchObject({
      position: 1,
      days: 10,
      audience: 'non_responders',
      template: { id: followUpTemplateId, name: 'Reminder', size: '4x6' },
    });
    const listed = FollowUpStepListSchema.parse(await (await list(key, campaignId)).json());
    expect(listed.data.map((s) => s.id)).toEqual([step.id]);

    const { jane, john, mailedAt, firstMailedAt } = await mailTwo(campaignId);
    await scan(jane.orderId);
    expect(await placeAt(firstMailedAt + 10 * DAY - 1)).toBe(0);
    expect(await placeAt(mailedAt + 10 * DAY)).toBe(2);
    await runPipeline();
    const placed = await ordersOfStep(campaignId);
    const [johnsFirst] = await getDb().select().from(orders).where(eq(orders.id, john.orderId));
    expect(placed.map((o) => [o.recipient_id, o.status])).toEqual([[johnsFirst.recipient_id, 'completed']]);

    const body = CampaignResultsSchema.parse(await (await results(key, campaignId)).json());
    expect(body.campaign.paused_at).toBeNull();
    expect(body.follow_up_steps).toEqual([
      expect.objectContaining({
        id: step.id,
        placed: 1,
        skipped: 1,
        waiting_for_payment: 0,
        postcards_sent: 1,
        responders: 0,
        response_rate: 0,
        spent_cents: placed[0].cost,
        cost_per_response: null,
      }),
    ]);
    const campaigns = CampaignListSchema.parse(
      await (await campaignsApi(new Request(`${APP_URL}/api/v1/campaigns`, { headers: { 'x-api-key': key } }))).json(),
    );
    expect(campaigns.data[0]).toMatchObject({ id: campaignId, paused_at: null, follow_up_steps: 1 });
  });

  it('answers 422 naming the field for a bad step, 400 for a body that is not JSON', async () => {
    const key = await proKey(ada);
    const campaignId = await newCampaign(ada, []);
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ template_id: followUpTemplateId, days: 0, audience: 'everyone' }, { days: FOLLOW_UP_STEP_MESSAGES.days }],
      [{ template_id: followUpTemplateId, days: 1.5, audience: 'everyone' }, { days: FOLLOW_UP_STEP_MESSAGES.days }],
      [{ template_id: followUpTemplateId, days: 366, audience: 'everyone' }, { days: FOLLOW_UP_STEP_MESSAGES.days }],
      [{ days: 3, audience: 'everyone' }, { template_id: FOLLOW_UP_STEP_MESSAGES.selectTemplate }],
      [
        { template_id: followUpTemplateId, days: 3, audience: 'callers' },
        { audience: FOLLOW_UP_STEP_MESSAGES.audience },
      ],
      [
        { template_id: '00000000-0000-4000-8000-000000000000', days: 3, audience: 'everyone' },
        { template_id: 'Template not found or access denied' },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await post(key, campaignId, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(await response.json()).toMatchObject({ error: 'validation_error', fields });
    }
    const notJson = await post(key, campaignId, 'days=3');
    expect(notJson.status).toBe(400);

    for (let n = 0; n < 5; n++)
      expect(
        (await post(key, campaignId, { template_id: followUpTemplateId, days: 3, audience: 'everyone' })).status,
      ).toBe(201);
    const sixth = await post(key, campaignId, { template_id: followUpTemplateId, days: 3, audience: 'everyone' });
    expect(sixth.status).toBe(422);
    expect(await sixth.json()).toMatchObject({ fields: { steps: FOLLOW_UP_STEP_MESSAGES.tooMany } });

    const neighbor = await newCampaign(ada, [], { type: 'neighbor', name: 'Block' });
    const refused = await post(key, neighbor, { template_id: followUpTemplateId, days: 3, audience: 'everyone' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ fields: { campaign: FOLLOW_UP_STEP_MESSAGES.neighborCampaign } });
  });

  it('removes a step (204), after which it is gone (404) and places nothing', async () => {
    const key = await proKey(ada);
    const campaignId = await newCampaign(ada, []);
    const step = FollowUpStepSchema.parse(
      await (await post(key, campaignId, { template_id: followUpTemplateId, days: 2, audience: 'everyone' })).json(),
    );
    expect((await remove(key, campaignId, step.id)).status).toBe(204);
    const again = await remove(key, campaignId, step.id);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: 'not_found', message: FOLLOW_UP_STEP_MESSAGES.stepNotFound });
    expect((await remove(key, campaignId, 'not-a-uuid')).status).toBe(404);
    expect(FollowUpStepListSchema.parse(await (await list(key, campaignId)).json()).data).toEqual([]);
    const { mailedAt } = await mailTwo(campaignId);
    expect(await placeAt(mailedAt + 5 * DAY)).toBe(0);
  });

  it('keeps each account to its own campaigns and steps', async () => {
    const adaKey = await proKey(ada);
    const campaignId = await newCampaign(ada, []);
    const step = FollowUpStepSchema.parse(
      await (await post(adaKey, campaignId, { template_id: followUpTemplateId, days: 2, audience: 'everyone' })).json(),
    );
    const bob = await signUpUser('bob@example.com');
    const bobKey = await proKey(bob);
    const bobsTemplate = await createTemplate(bob);
    for (const response of [
      await list(bobKey, campaignId),
      await post(bobKey, campaignId, { template_id: bobsTemplate, days: 2, audience: 'everyone' }),
      await remove(bobKey, campaignId, step.id),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'not_found' });
    }
    // Bob's own campaign cannot take Ada's template, nor remove Ada's step through it.
    const bobsCampaign = await newCampaign(bob, [], { templateId: bobsTemplate });
    const foreign = await post(bobKey, bobsCampaign, {
      template_id: followUpTemplateId,
      days: 2,
      audience: 'everyone',
    });
    expect(foreign.status).toBe(422);
    expect((await remove(bobKey, bobsCampaign, step.id)).status).toBe(404);
    expect(FollowUpStepListSchema.parse(await (await list(adaKey, campaignId)).json()).data).toHaveLength(1);
  });

  it('is for Pro accounts with a key, as every endpoint', async () => {
    const campaignId = await newCampaign(ada, []);
    const response = await list('pk_wrong', campaignId);
    expect(response.status).toBe(401);
  });
});

describe('the campaign form’s steps fields', () => {
  const post = (action: typeof createCampaignFormAction, fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return action(IDLE_FORM_STATE, data);
  };
  const base = { name: 'Spring mailer', templateId, type: 'single', response_url: 'example.com/spring' };

  it('answers each step field’s error beside it, then saves, edits and removes steps by the posted rows', async () => {
    actAs(ada, '/campaigns');
    expect(
      await post(createCampaignFormAction, {
        ...base,
        templateId,
        follow_up_steps: 'on',
        'follow_up_steps.0.templateId': '',
        'follow_up_steps.0.days': '',
        'follow_up_steps.0.audience': 'non_responders',
      }),
    ).toMatchObject({
      status: 'error',
      fieldErrors: {
        'follow_up_steps.0.templateId': [FOLLOW_UP_STEP_MESSAGES.selectTemplate],
        'follow_up_steps.0.days': [FOLLOW_UP_STEP_MESSAGES.days],
      },
    });
    expect(await listCampaigns(ada.id)).toEqual([]);

    expect(
      await post(createCampaignFormAction, {
        ...base,
        templateId,
        follow_up_steps: 'on',
        'follow_up_steps.0.templateId': followUpTemplateId,
        'follow_up_steps.0.days': '14',
        'follow_up_steps.0.audience': 'non_responders',
        'follow_up_steps.1.templateId': templateId,
        'follow_up_steps.1.days': '30',
        'follow_up_steps.1.audience': 'everyone',
      }),
    ).toEqual({ status: 'success', data: null });
    const [campaign] = await listCampaigns(ada.id);
    expect(campaign.followUpSteps).toEqual([
      { id: expect.any(String), templateId: followUpTemplateId, days: 14, audience: 'non_responders' },
      { id: expect.any(String), templateId, days: 30, audience: 'everyone' },
    ]);
    const [first, second] = campaign.followUpSteps;

    // Edit: the first step's days change, the second goes, a new one comes.
    expect(
      await post(updateCampaignFormAction, {
        ...base,
        id: campaign.id,
        templateId,
        follow_up_steps: 'on',
        'follow_up_steps.0.id': first.id,
        'follow_up_steps.0.templateId': followUpTemplateId,
        'follow_up_steps.0.days': '10',
        'follow_up_steps.0.audience': 'non_responders',
        'follow_up_steps.1.templateId': followUpTemplateId,
        'follow_up_steps.1.days': '5',
        'follow_up_steps.1.audience': 'responders',
      }),
    ).toEqual({ status: 'success', data: null });
    const [edited] = await listCampaigns(ada.id);
    expect(edited.followUpSteps.map((s) => [s.id === first.id, s.days, s.audience])).toEqual([
      [true, 10, 'non_responders'],
      [false, 5, 'responders'],
    ]);
    expect(edited.followUpSteps.some((s) => s.id === second.id)).toBe(false);

    // A step id that is not this campaign's live step is refused.
    expect(
      await post(updateCampaignFormAction, {
        ...base,
        id: campaign.id,
        templateId,
        follow_up_steps: 'on',
        'follow_up_steps.0.id': second.id,
        'follow_up_steps.0.templateId': followUpTemplateId,
        'follow_up_steps.0.days': '10',
        'follow_up_steps.0.audience': 'non_responders',
      }),
    ).toMatchObject({ status: 'error', error: FOLLOW_UP_STEP_MESSAGES.stepNotFound });

    // Without the steps section (another client of the action) the steps stay as they are.
    expect(await post(updateCampaignFormAction, { ...base, id: campaign.id, templateId, name: 'Renamed' })).toEqual({
      status: 'success',
      data: null,
    });
    expect((await listCampaigns(ada.id))[0].followUpSteps).toHaveLength(2);
    // The marker with no rows: every step goes.
    expect(
      await post(updateCampaignFormAction, { ...base, id: campaign.id, templateId, follow_up_steps: 'on' }),
    ).toEqual({ status: 'success', data: null });
    expect((await listCampaigns(ada.id))[0].followUpSteps).toEqual([]);
  });
});

describe('a template a step mails', () => {
  it('names the campaign when it is to be deleted, and is kept while a step (even a removed one) uses it', async () => {
    const campaignId = await newCampaign(ada, [step()]);
    expect((await listTemplateCampaigns(ada.id)).get(followUpTemplateId)).toEqual(['Spring mailer']);
    await expect(deleteTemplate(ada.id, followUpTemplateId)).rejects.toThrow(
      'Cannot delete this template because it is being used by one or more campaigns. Please delete the associated campaigns first.',
    );
    actAs(ada, '/campaigns');
    await updateCampaignAction({ ...fields({ follow_up_steps: [] }), id: campaignId });
    expect((await listTemplateCampaigns(ada.id)).get(followUpTemplateId)).toEqual(['Spring mailer']);
  });
});
