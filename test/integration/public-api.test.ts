import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaignAction } from '@/actions/campaigns';
import { quoteSendAction } from '@/actions/send';
import { GET as getCampaignResults } from '@/app/api/v1/campaigns/[id]/results/route';
import { GET as getCampaigns } from '@/app/api/v1/campaigns/route';
import { DELETE as deleteHook } from '@/app/api/v1/hooks/[id]/route';
import { GET as getHooks, POST as postHook } from '@/app/api/v1/hooks/route';
import { GET as getSamples } from '@/app/api/v1/hooks/samples/[event]/route';
import { GET as getMe } from '@/app/api/v1/me/route';
import { GET as getOpenApi } from '@/app/api/v1/openapi.json/route';
import { DELETE as cancelOrderRoute, GET as getOrder } from '@/app/api/v1/orders/[id]/route';
import { GET as getOrders, POST as postOrder } from '@/app/api/v1/orders/route';
import { GET as getTemplates } from '@/app/api/v1/templates/route';
import { generateApiKey } from '@/lib/accounts/api-key';
import { CampaignListSchema } from '@/lib/api/schemas/campaigns';
import { CreatedHookSchema, HookListSchema, HookSamplesSchema } from '@/lib/api/schemas/hooks';
import { MeSchema } from '@/lib/api/schemas/me';
import { OrderListSchema, OrderSchema } from '@/lib/api/schemas/orders';
import { TemplateListSchema } from '@/lib/api/schemas/templates';
import { getDb } from '@/lib/db/client';
import { orders, profiles, recipients, templates } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { changeSandboxPlan } from '@/lib/providers/payments/sandbox-portal';
import { switchToPro } from '../support/plans';
import { campaignFixture, fund, ledgerOf, orderRow, ordersIn, pendingOrder, runPipeline } from '../support/orders';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { actAs, signUpUser, type TestUser, giveReturnAddress } from '../support/users';

// The public API over HTTP semantics: route handlers called with real Requests, as a client
// (curl, Zapier) would call them.

const KEY_NOT_FOUND = 'API key not found. Please generate an API key in your profile settings.';
const DEFAULT_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };

// Each handler knows its own params; a test passes whatever the path needs.
type Handler = (request: Request, context?: { params: Promise<never> }) => Promise<Response>;

/** A request to /api/v1`path` with `key` in x-api-key (none when undefined). */
function call(
  handler: Handler,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; rawBody?: string; params?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {};
  if (options.key !== undefined) headers['x-api-key'] = options.key;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost:3000/api/v1${path}`, { method, headers, body });
  return handler(request, { params: Promise.resolve(options.params ?? {}) as Promise<never> });
}

/** Gives `user` a known key (only its hash is stored, as at signup). */
async function giveKey(user: TestUser): Promise<string> {
  const { key, hash, hint } = generateApiKey();
  await getDb().update(profiles).set({ api_key: hash, api_key_hint: hint }).where(eq(profiles.id, user.id));
  return key;
}

async function proUser(email: string) {
  const user = await signUpUser(email);
  await switchToPro(user.id);
  await giveReturnAddress(user);
  return { user, key: await giveKey(user) };
}

const ORDER_BODY = {
  recipient_name: 'Jane Doe',
  recipient_address_1: '123 Main St',
  recipient_city: 'Springfield',
  recipient_state: 'il',
  recipient_zip: '62701',
};

let ada: TestUser;
let key: string;

beforeEach(async () => {
  ({ user: ada, key } = await proUser('ada@example.com'));
});

describe('every endpoint checks the key and the plan', () => {
  /** Each endpoint with what a good call needs; built per test so ids exist. */
  async function endpoints() {
    const campaign = await campaignFixture(ada);
    const order = await pendingOrder(ada, campaign.id);
    const hook = await (
      await call(postHook, 'POST', '/hooks', {
        key,
        body: { event: 'tracking.scan', target_url: 'https://hooks.zapier.com/h/1' },
      })
    ).json();
    return [
      {
        name: 'POST /orders',
        handler: postOrder,
        method: 'POST',
        path: '/orders',
        body: { ...ORDER_BODY, campaign_id: campaign.id },
        ok: 201,
      },
      { name: 'GET /orders', handler: getOrders, method: 'GET', path: '/orders', ok: 200 },
      {
        name: 'GET /orders/{id}',
        handler: getOrder,
        method: 'GET',
        path: `/orders/${order.id}`,
        params: { id: order.id },
        ok: 200,
      },
      { name: 'GET /campaigns', handler: getCampaigns, method: 'GET', path: '/campaigns', ok: 200 },
      {
        name: 'GET /campaigns/{id}/results',
        handler: getCampaignResults,
        method: 'GET',
        path: `/campaigns/${campaign.id}/results`,
        params: { id: campaign.id },
        ok: 200,
      },
      { name: 'GET /templates', handler: getTemplates, method: 'GET', path: '/templates', ok: 200 },
      { name: 'GET /me', handler: getMe, method: 'GET', path: '/me', ok: 200 },
      {
        name: 'POST /hooks',
        handler: postHook,
        method: 'POST',
        path: '/hooks',
        body: { event: 'tracking.call', target_url: 'https://hooks.zapier.com/h/2' },
        ok: 201,
      },
      { name: 'GET /hooks', handler: getHooks, method: 'GET', path: '/hooks', ok: 200 },
      {
        name: 'GET /hooks/samples/{event}',
        handler: getSamples,
        method: 'GET',
        path: '/hooks/samples/tracking.scan',
        params: { event: 'tracking.scan' },
        ok: 200,
      },
      // It cancels the order the others only read.
      {
        name: 'DELETE /orders/{id}',
        handler: cancelOrderRoute,
        method: 'DELETE',
        path: `/orders/${order.id}`,
        params: { id: order.id },
        ok: 200,
      },
      // Last: it deletes the hook the others did not need.
      {
        name: 'DELETE /hooks/{id}',
        handler: deleteHook,
        method: 'DELETE',
        path: `/hooks/${hook.id}`,
        params: { id: hook.id },
        ok: 204,
      },
    ] as Array<{
      name: string;
      handler: Handler;
      method: string;
      path: string;
      body?: unknown;
      params?: Record<string, string>;
      ok: number;
    }>;
  }

  it('a good Pro key reaches each endpoint', async () => {
    for (const e of await endpoints()) {
      const response = await call(e.handler, e.method, e.path, { key, body: e.body, params: e.params });
      expect(response.status, `${e.name}: ${await response.clone().text()}`).toBe(e.ok);
      expect(response.headers.get('cache-control'), e.name).toBe('no-store');
    }
  });

  it('a missing, malformed, wrong or revoked key gets 401 with the spec message, everywhere', async () => {
    const list = await endpoints();
    const revoked = key;
    await giveKey(ada); // a regenerated key replaces the stored hash: the old key is revoked at once
    for (const bad of [undefined, '', 'not-a-key', generateApiKey().key, revoked]) {
      for (const e of list) {
        const response = await call(e.handler, e.method, e.path, { key: bad, body: e.body, params: e.params });
        expect(response.status, `${e.name} with ${bad}`).toBe(401);
        expect(await response.json()).toEqual({ error: 'unauthorized', message: KEY_NOT_FOUND });
      }
    }
  });

  it('a Free user’s key gets 403 and nothing is written', async () => {
    const list = await endpoints();
    await changeSandboxPlan(ada.id, 'price_sandbox_free');
    const before = await getDb().select({ id: orders.id }).from(orders);
    for (const e of list) {
      const response = await call(e.handler, e.method, e.path, { key, body: e.body, params: e.params });
      expect(response.status, e.name).toBe(403);
      expect(await response.json()).toEqual({
        error: 'pro_required',
        message: 'The Inkpost API is part of the Pro plan. Upgrade in your profile settings to use it.',
      });
    }
    expect(await getDb().select({ id: orders.id }).from(orders)).toEqual(before);
  });

  it('the OpenAPI document needs no key and lists the endpoints', async () => {
    const response = await getOpenApi();
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc).toMatchObject({ openapi: '3.1.0', servers: [{ url: 'http://localhost:3000/api/v1' }] });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/orders', '/orders/{id}', '/hooks', '/hooks/{id}', '/me']),
    );
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past 60 requests in the window, and says what is left before', async () => {
    const first = await call(getMe, 'GET', '/me', { key });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-limit')).toBe('60');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('59');
    const second = await call(getMe, 'GET', '/me', { key });
    expect(second.headers.get('x-ratelimit-remaining')).toBe('58');

    // The 58 requests in between, counted as another process would have counted them.
    await getDb().execute(sql`update api_rate_limits set count = 60 where user_id = ${ada.id}`);
    const limited = await call(getOrders, 'GET', '/orders', { key });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({
      error: 'rate_limited',
      message: `Too many requests: the limit is 60 per minute. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    });
  });

  it('counts per key: another user is not limited, and the next window starts again', async () => {
    await call(getMe, 'GET', '/me', { key });
    await getDb().execute(sql`update api_rate_limits set count = 60 where user_id = ${ada.id}`);
    const bob = await proUser('bob@example.com');
    expect((await call(getMe, 'GET', '/me', { key: bob.key })).status).toBe(200);
    // As if the window had ended: the old row is replaced by a new window's count.
    await getDb().execute(
      sql`update api_rate_limits set window_start = window_start - interval '1 minute' where user_id = ${ada.id}`,
    );
    const next = await call(getMe, 'GET', '/me', { key });
    expect(next.status).toBe(200);
    const rows = await getDb().execute(sql`select count from api_rate_limits where user_id = ${ada.id}`);
    expect((rows as unknown as { rows: { count: number }[] }).rows).toEqual([{ count: 1 }]);
  });
});

describe('POST /api/v1/orders', () => {
  let storage: ReturnType<typeof useTempStorage>;
  afterEach(() => {
    storage?.cleanup();
    setEnvForTests(DEFAULT_ENV);
  });

  it('creates a pending order priced as the app quotes it, which the pipeline then charges', async () => {
    storage = useTempStorage();
    setEnvForTests({ ...DEFAULT_ENV, INKPOST_DATA_DIR: storage.dir, SANDBOX_POSTCARD_DELAY_MS: '0' });
    const templateId = await createTemplate(ada);
    actAs(ada, '/campaigns');
    const campaign = await createCampaignAction({
      name: 'Open house',
      templateId,
      type: 'single',
      demographics: 'all',
      neighbor_count: 10,
      include_condo: false,
    });
    if (!campaign.ok) throw new Error(campaign.error);
    const quote = await quoteSendAction({ campaignId: campaign.data.id, recipientName: 'Jane Doe', customValues: {} });
    if (!quote.ok) throw new Error(quote.error);

    const response = await call(postOrder, 'POST', '/orders', {
      key,
      body: { ...ORDER_BODY, campaign_id: campaign.data.id },
    });
    expect(response.status).toBe(201);
    const order = OrderSchema.parse(await response.json());
    const cents = quote.data.price.totalCents;
    expect(cents).toBe(100); // 4x6 on Pro: 20% off $1.25
    expect(order).toMatchObject({
      status: 'pending',
      cost: '1.00',
      cost_cents: cents,
      error_message: null,
      campaign: { id: campaign.data.id, name: 'Open house', type: 'single' },
      recipient: {
        name: 'Jane Doe',
        address: {
          address_1: '123 Main St',
          city: 'Springfield',
          state: 'IL',
          zip: '62701',
          formatted: '123 Main St, Springfield, IL 62701',
        },
        custom_values: {},
      },
    });
    expect(Date.parse(order.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'pending',
      cost: cents,
      cost_breakdown: { postcard_cost: cents, lookup_cost: 0 },
    });

    await fund(ada, 1_000);
    await runPipeline();
    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', cost: cents });
    expect((await ledgerOf(order.id)).map((t) => t.amount)).toEqual([-cents]);
    const read = await call(getOrder, 'GET', `/orders/${order.id}`, { key, params: { id: order.id } });
    expect(await read.json()).toMatchObject({ id: order.id, status: 'completed', cost: '1.00' });
  });

  it('keeps the template’s known custom values and drops the others', async () => {
    const campaign = await campaignFixture(ada);
    await getDb()
      .update(templates)
      .set({
        custom_values: [
          { id: 'recipient_name', name: 'Recipient Name', defaultValue: '' },
          { id: 'offer_code', name: 'Offer', defaultValue: '' },
        ],
      })
      .where(eq(templates.id, campaign.template_id));
    const response = await call(postOrder, 'POST', '/orders', {
      key,
      body: { ...ORDER_BODY, campaign_id: campaign.id, custom_values: { offer_code: 'SPRING', bogus: 'x' } },
    });
    expect(response.status).toBe(201);
    expect((await response.json()).recipient.custom_values).toEqual({ offer_code: 'SPRING' });
  });

  it('prices a neighbor campaign with its lookups', async () => {
    const campaign = await campaignFixture(ada, { type: 'neighbor', neighborCount: 20 });
    const response = await call(postOrder, 'POST', '/orders', {
      key,
      body: { ...ORDER_BODY, campaign_id: campaign.id },
    });
    expect(await response.json()).toMatchObject({ cost_cents: 20 * 100 + 20 * 5, cost: '21.00' });
  });

  it('names every missing or malformed field in a 422, and writes nothing', async () => {
    const empty = await call(postOrder, 'POST', '/orders', { key, body: {} });
    expect(empty.status).toBe(422);
    const body = await empty.json();
    expect(body.error).toBe('validation_error');
    expect(Object.keys(body.fields).sort()).toEqual([
      'campaign_id',
      'recipient_address_1',
      'recipient_city',
      'recipient_name',
      'recipient_state',
      'recipient_zip',
    ]);
    expect(body.message).toContain('recipient_zip: ZIP is required');

    const campaign = await campaignFixture(ada);
    const bad = await call(postOrder, 'POST', '/orders', {
      key,
      body: {
        ...ORDER_BODY,
        campaign_id: 'nope',
        recipient_name: '  ',
        recipient_state: 'Illinois',
        recipient_zip: '627',
        custom_values: { code: 5 },
      },
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).fields).toEqual({
      campaign_id: 'campaign_id must be the id of one of your campaigns',
      recipient_name: 'Recipient name is required',
      recipient_state: 'State must be a 2-letter code',
      recipient_zip: 'ZIP must have 5 digits',
      'custom_values.code': expect.any(String),
    });
    expect(campaign.id).toBeTruthy();
    expect(await getDb().select().from(recipients)).toEqual([]);
  });

  it('answers 422 naming the missing return address, and places nothing', async () => {
    const campaign = await campaignFixture(ada);
    await getDb().update(profiles).set({ return_address_line1: null }).where(eq(profiles.id, ada.id));
    const response = await call(postOrder, 'POST', '/orders', {
      key,
      body: { ...ORDER_BODY, campaign_id: campaign.id },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'return_address_required',
      message:
        'Your account has no return address. Every postcard prints one: add it in Profile → Account → Return address, then send again.',
      fields: { return_address: 'Add a return address in Profile → Account before sending' },
    });
    expect(await getDb().select().from(recipients)).toEqual([]);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await call(postOrder, 'POST', '/orders', { key, rawBody: '{"campaign_id":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_json',
      message: 'The request body must be a JSON object.',
    });
  });

  it('refuses an address that does not resolve with the app’s message, and one whose ZIP is elsewhere', async () => {
    const campaign = await campaignFixture(ada);
    for (const address of [{ recipient_address_1: '0 Main St' }, { recipient_zip: '90210' }]) {
      const response = await call(postOrder, 'POST', '/orders', {
        key,
        body: { ...ORDER_BODY, ...address, campaign_id: campaign.id },
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: 'invalid_address', message: 'Please enter a valid US address' });
    }
    expect(await getDb().select().from(orders)).toEqual([]);
  });

  it('answers 502 when the address service fails', async () => {
    const campaign = await campaignFixture(ada);
    const response = await call(postOrder, 'POST', '/orders', {
      key,
      body: { ...ORDER_BODY, recipient_address_1: '123 Outage St', campaign_id: campaign.id },
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'address_lookup_failed', message: 'Failed to validate address' });
  });

  it('answers 404 for a campaign that does not exist', async () => {
    const response = await call(postOrder, 'POST', '/orders', {
      key,
      body: { ...ORDER_BODY, campaign_id: '3f0c8a52-5a8e-4a4e-9d55-2f1a9d7c1e11' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found', message: 'Campaign not found' });
  });
});

describe('GET /api/v1/orders', () => {
  it('pages newest first and filters by a group or one status', async () => {
    await ordersIn(ada, ['pending', 'submitted', 'completed', 'failed', 'cancelled', 'payment_required', 'ready']);
    const all = OrderListSchema.parse(await (await call(getOrders, 'GET', '/orders?page_size=5', { key })).json());
    expect(all).toMatchObject({ page: 1, page_size: 5, total: 7, has_more: true });
    expect(all.data).toHaveLength(5);
    const page2 = OrderListSchema.parse(
      await (await call(getOrders, 'GET', '/orders?page_size=5&page=2', { key })).json(),
    );
    expect(page2).toMatchObject({ page: 2, total: 7, has_more: false });
    expect(new Set([...all.data, ...page2.data].map((o) => o.id)).size).toBe(7);
    const times = [...all.data, ...page2.data].map((o) => Date.parse(o.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const statuses = async (query: string) =>
      ((await (await call(getOrders, 'GET', `/orders?${query}`, { key })).json()).data as { status: string }[])
        .map((o) => o.status)
        .sort();
    expect(await statuses('status=completed')).toEqual(['cancelled', 'completed', 'failed']);
    expect(await statuses('status=active')).toEqual(['payment_required', 'pending', 'ready', 'submitted']);
    expect(await statuses('status=failed')).toEqual(['failed']);
    expect(await statuses('status=all')).toHaveLength(7);
  });

  it('refuses a page size above 100, a page below 1 and an unknown status, naming them', async () => {
    const response = await call(getOrders, 'GET', '/orders?page_size=101&page=0&status=lost', { key });
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({
      page: 'page must be a whole number from 1',
      page_size: 'page_size must be a whole number from 1 to 100',
      status: expect.stringMatching(/^status must be one of: active, completed, all, pending, /),
    });
  });

  it('GET /orders/{id} answers 404 for an id that is not an order', async () => {
    for (const id of ['not-an-id', '3f0c8a52-5a8e-4a4e-9d55-2f1a9d7c1e11']) {
      const response = await call(getOrder, 'GET', `/orders/${id}`, { key, params: { id } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'not_found', message: 'Order not found' });
    }
  });
});

describe('campaigns, templates, who am I', () => {
  it('lists the caller’s campaigns and templates in the documented shape', async () => {
    const campaign = await campaignFixture(ada, { name: 'Spring mailer' });
    await pendingOrder(ada, campaign.id);
    const campaigns = CampaignListSchema.parse(await (await call(getCampaigns, 'GET', '/campaigns', { key })).json());
    expect(campaigns.data).toEqual([
      expect.objectContaining({
        id: campaign.id,
        name: 'Spring mailer',
        type: 'single',
        recipient_count: 1,
        template: expect.objectContaining({ size: '4x6' }),
      }),
    ]);
    const list = TemplateListSchema.parse(await (await call(getTemplates, 'GET', '/templates', { key })).json());
    expect(list.data).toEqual([
      expect.objectContaining({
        id: campaign.template_id,
        custom_values: [{ id: 'recipient_name', name: 'Recipient Name', default_value: '' }],
        // Local storage paths become URLs a program outside the app can fetch.
        front_image_url: 'http://localhost:3000/storage/templates/front.png',
      }),
    ]);
  });

  it('GET /me says whose key it is, for Zapier’s connection label', async () => {
    const me = MeSchema.parse(await (await call(getMe, 'GET', '/me', { key })).json());
    expect(me).toEqual({ id: ada.id, email: 'ada@example.com', name: 'ada', plan: 'Pro' });
  });
});

describe('hooks endpoints', () => {
  it('subscribes, lists without the secret, and unsubscribes', async () => {
    const created = await call(postHook, 'POST', '/hooks', {
      key,
      body: { event: 'order.status_changed', target_url: 'https://hooks.zapier.com/hooks/standard/1/a/' },
    });
    expect(created.status).toBe(201);
    const hook = CreatedHookSchema.parse(await created.json());
    expect(hook).toMatchObject({
      event: 'order.status_changed',
      target_url: 'https://hooks.zapier.com/hooks/standard/1/a/',
    });
    expect(hook.secret).toMatch(/^whsec_[0-9a-f]{64}$/);

    const list = HookListSchema.parse(await (await call(getHooks, 'GET', '/hooks', { key })).json());
    expect(list.data).toEqual([
      { id: hook.id, event: hook.event, target_url: hook.target_url, created_at: hook.created_at },
    ]);
    expect(JSON.stringify(list)).not.toContain(hook.secret);

    const deleted = await call(deleteHook, 'DELETE', `/hooks/${hook.id}`, { key, params: { id: hook.id } });
    expect(deleted.status).toBe(204);
    const again = await call(deleteHook, 'DELETE', `/hooks/${hook.id}`, { key, params: { id: hook.id } });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: 'not_found', message: 'Hook not found' });
  });

  it('refuses an unknown event and a target that is not public https', async () => {
    const cases = [
      { body: { event: 'order.created', target_url: 'https://hooks.zapier.com/x' }, field: 'event' },
      {
        body: { event: 'tracking.scan', target_url: 'http://hooks.zapier.com/x' },
        field: 'target_url',
        message: 'target_url must use https',
      },
      {
        body: { event: 'tracking.scan', target_url: 'https://localhost/x' },
        field: 'target_url',
        message: 'target_url must point to a public host, not localhost or a private network',
      },
      { body: { event: 'tracking.scan', target_url: 'https://169.254.169.254/latest' }, field: 'target_url' },
      { body: { event: 'tracking.scan' }, field: 'target_url' },
    ];
    for (const c of cases) {
      const response = await call(postHook, 'POST', '/hooks', { key, body: c.body });
      expect(response.status, JSON.stringify(c.body)).toBe(422);
      const body = await response.json();
      expect(Object.keys(body.fields)).toEqual([c.field]);
      if (c.message) expect(body.fields[c.field]).toBe(c.message);
    }
    expect((await (await call(getHooks, 'GET', '/hooks', { key })).json()).data).toEqual([]);
  });

  it('samples: a labelled made-up item without data, the caller’s recent data with it', async () => {
    for (const event of ['order.status_changed', 'tracking.scan', 'tracking.call']) {
      const samples = HookSamplesSchema.parse(
        await (await call(getSamples, 'GET', `/hooks/samples/${event}`, { key, params: { event } })).json(),
      );
      expect(samples).toEqual([expect.objectContaining({ event, sample: true })]);
    }
    const [orderId] = await ordersIn(ada, ['submitted']);
    const samples = HookSamplesSchema.parse(
      await (
        await call(getSamples, 'GET', '/hooks/samples/order.status_changed', {
          key,
          params: { event: 'order.status_changed' },
        })
      ).json(),
    );
    expect(samples).toEqual([
      expect.objectContaining({
        id: `${orderId}:submitted`,
        event: 'order.status_changed',
        order: expect.objectContaining({ id: orderId, status: 'submitted' }),
      }),
    ]);
    expect(samples[0]).not.toHaveProperty('sample');

    const unknown = await call(getSamples, 'GET', '/hooks/samples/order.created', {
      key,
      params: { event: 'order.created' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'not_found', message: 'Unknown event' });
  });
});
