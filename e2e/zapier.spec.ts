import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUp } from './support/helpers';
import {
  addFunds,
  becomePro,
  createApiKey,
  expectStatus,
  MAILED,
  openOrders,
  orderRow,
  PIPELINE_TIMEOUT,
  saveReturnAddress,
  whenHydrated,
} from './support/orders';
import { createTemplateViaUi } from './support/templates';
import { decodeCard } from './support/cards';
import { dayAhead } from './support/days';

// Issue 37: Inkpost's Zapier app (integrations/zapier) driven by Zapier's own runtime
// (zapier-platform-core's createAppTester) against this sandbox server, nothing of our API mocked.
// A realtor's three everyday Zaps: a CRM deal closes → a thank-you postcard; someone scans the
// card → a message (with who scanned: the card's recipient); a form is filled in → the person on
// a contact list, then the list is sent a campaign. Each REST hook trigger is subscribed, fired
// by a real change, read from what the server delivered, then unsubscribed. The deliveries go to
// the sandbox hook inbox (<APP_URL>/api/sandbox/hooks/<name>): the server cannot post to this
// machine (hooks reach only public hosts, decision 027), so it keeps them for the subscriber's key.

type Fn = (z: never, bundle: never) => unknown;
type Operation = { perform: Fn; performList?: Fn; performSubscribe?: Fn; performUnsubscribe?: Fn };
type ZapierApp = {
  authentication: { test: Fn; connectionLabel: Fn };
  triggers: Record<string, { operation: Operation }>;
  creates: Record<string, { operation: Operation }>;
  searches: Record<string, { operation: Operation }>;
};
// Both are CommonJS, as Zapier runs them. zapier-platform-core prints each run's memory unless
// NODE_ENV says "test" when it loads: said for that moment only, nothing else in this process
// (the runner that starts the server included) sees it.
const nodeEnv = process.env.NODE_ENV;
Object.assign(process.env, { NODE_ENV: 'test' });
/* eslint-disable @typescript-eslint/no-require-imports */
const { createAppTester } = require('zapier-platform-core') as typeof import('zapier-platform-core');
const App = require('../integrations/zapier') as ZapierApp;
/* eslint-enable @typescript-eslint/no-require-imports */
if (nodeEnv === undefined) Reflect.deleteProperty(process.env, 'NODE_ENV');
else Object.assign(process.env, { NODE_ENV: nodeEnv });
const appTester = createAppTester(App);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
/** Runs one of the app's functions in Zapier's runtime with `bundle`; its result as plain JSON. */
const run = (fn: Fn, bundle: Json): Promise<any> => appTester(fn as never, bundle as never); // eslint-disable-line @typescript-eslint/no-explicit-any

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** What the server delivered to the sandbox inbox `name`, newest first, once `ready` says it has come. */
async function delivered(
  request: APIRequestContext,
  key: string,
  name: string,
  ready: (payloads: Json[]) => boolean,
): Promise<Json[]> {
  let payloads: Json[] = [];
  // Few reads: the API counts 60 requests a minute per account, and this test makes about 40.
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/sandbox/hooks/${name}`, { headers: { 'x-api-key': key } });
        expect(answer.status()).toBe(200);
        payloads = ((await answer.json()).data as Json[]).map((item) => item.payload);
        return ready(payloads);
      },
      { timeout: PIPELINE_TIMEOUT + 10_000, intervals: [2_000] },
    )
    .toBe(true);
  return payloads;
}

/** Subscribes a trigger as Zapier does when a Zap is turned on: the target is a sandbox inbox. */
async function subscribe(trigger: string, authData: Json, inbox: string, baseURL: string, inputData: Json = {}) {
  const targetUrl = `${baseURL}/api/sandbox/hooks/${inbox}`;
  const hook = await run(App.triggers[trigger].operation.performSubscribe!, { authData, targetUrl, inputData });
  expect(hook).toMatchObject({ id: expect.any(String), target_url: targetUrl, secret: expect.any(String) });
  return hook as Json;
}

/** Turns the Zap off: the hook is gone from the account's hooks. */
async function unsubscribe(request: APIRequestContext, trigger: string, authData: Json, hook: Json) {
  await run(App.triggers[trigger].operation.performUnsubscribe!, { authData, subscribeData: hook });
  const hooks = await (await request.get('/api/v1/hooks', { headers: { 'x-api-key': authData.api_key } })).json();
  expect(hooks.data.map((h: Json) => h.id)).not.toContain(hook.id);
}

async function createCampaignWithResponseUrl(page: Page, name: string, template: string) {
  await page.goto('/campaigns');
  await (await whenHydrated(page.getByRole('button', { name: 'Create Campaign' }))).click();
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  await form.getByLabel('Campaign name').fill(name);
  await form.getByLabel('Template').selectOption({ label: `${template} (4x6)` });
  await form.getByLabel(/Response URL/).fill('example.com/thank-you');
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form).toBeHidden();
}

test('a realtor’s Zaps run on Zapier’s runtime against Inkpost: deal → postcard, scan → message, form → list', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  process.env.INKPOST_URL = baseURL!;
  const email = await signUp(page);
  await becomePro(page);
  await saveReturnAddress(page);
  await createTemplateViaUi(page, 'Thank-you card', 'Hi {{recipient_name}}, welcome home!');
  await createCampaignWithResponseUrl(page, 'Just Sold thank-you', 'Thank-you card');
  await addFunds(page, '20');
  const key = await createApiKey(page);
  const authData = { api_key: key };
  const headers = { 'x-api-key': key };

  await test.step('connecting: the key is tested with GET /me and the connection is named by its email', async () => {
    const me = await run(App.authentication.test, { authData });
    expect(me).toMatchObject({ email, plan: 'Pro' });
    expect(await run(App.authentication.connectionLabel, { authData, inputData: me })).toBe(email);
    // A wrong key: Zapier shows Inkpost's own words and asks to reconnect.
    await expect(run(App.authentication.test, { authData: { api_key: 'pk_not_a_key' } })).rejects.toThrow(
      'API key not found. Please generate an API key in your profile settings. Reconnect your Inkpost account',
    );
  });

  let campaignId = '';
  let orderId = '';
  await test.step('Zap 1, a deal closes in the CRM → Send a Postcard; Order Status Changed follows it', async () => {
    const choices = await run(App.triggers.campaign.operation.perform, { authData });
    const campaign = choices.find((c: Json) => c.name === 'Just Sold thank-you');
    expect(campaign).toMatchObject({ id: expect.any(String), label: 'Just Sold thank-you (Single send, 4x6)' });
    campaignId = campaign.id;

    // The order trigger of a second Zap ("tell me when the card is mailed"), on before the deal closes.
    const hook = await subscribe('order_status_changed', authData, 'order-mailed', baseURL!, { status: 'completed' });

    // The CRM hands over the buyer: the action places a real order.
    const order = await run(App.creates.send_postcard.operation.perform, {
      authData,
      inputData: {
        campaign_id: campaignId,
        recipient_name: 'Dana Buyer',
        recipient_address_1: '123 Main St',
        recipient_address_2: 'Apt 4B',
        recipient_city: 'Springfield',
        recipient_state: 'IL',
        recipient_zip: '62701',
        custom_values: { closing_day: 'Friday' },
      },
    });
    expect(order).toMatchObject({
      id: expect.any(String),
      status: 'pending',
      cost: '1.00',
      campaign: { id: campaignId, name: 'Just Sold thank-you' },
      recipient: { name: 'Dana Buyer', address: { address_1: '123 Main St', address_2: 'Apt 4B', zip: '62701' } },
    });
    orderId = order.id;
    const listed = await (await request.get('/api/v1/orders?status=all', { headers })).json();
    expect(listed.data.map((o: Json) => o.id)).toContain(orderId);

    // The pipeline moves it; every move is delivered, and the trigger passes on only "completed".
    const payloads = await delivered(request, key, 'order-mailed', (items) =>
      items.some((item) => item.order.id === orderId && item.order.status === 'completed'),
    );
    const passed = [];
    for (const payload of payloads) {
      passed.push(
        ...(await run(App.triggers.order_status_changed.operation.perform, {
          authData,
          inputData: { status: 'completed' },
          cleanedRequest: payload,
        })),
      );
    }
    expect(payloads.length).toBeGreaterThan(1);
    expect(passed).toHaveLength(1);
    expect(passed[0]).toMatchObject({
      event: 'order.status_changed',
      previous_status: 'submitted',
      order: { id: orderId, status: 'completed', recipient: { name: 'Dana Buyer' } },
    });
    // Zapier's test step: the account's own latest orders.
    const samples = await run(App.triggers.order_status_changed.operation.performList!, { authData, inputData: {} });
    expect(samples[0]).toMatchObject({ event: 'order.status_changed', order: { id: orderId } });
    await unsubscribe(request, 'order_status_changed', authData, hook);

    // Find an Order: the same order by its id; an unknown id finds nothing.
    const [found] = await run(App.searches.find_order.operation.perform, { authData, inputData: { id: orderId } });
    expect(found).toMatchObject({ id: orderId, recipient: { name: 'Dana Buyer' } });
    expect(
      await run(App.searches.find_order.operation.perform, {
        authData,
        inputData: { id: '00000000-0000-4000-8000-000000000000' },
      }),
    ).toEqual([]);
  });

  await test.step('Zap 2, someone scans their card → a message naming the responder', async () => {
    const hook = await subscribe('qr_code_scanned', authData, 'scans', baseURL!);
    await openOrders(page, 'all');
    await expectStatus(orderRow(page, 'Dana Buyer'), MAILED, PIPELINE_TIMEOUT);
    const cardHref = await orderRow(page, 'Dana Buyer').getByRole('link', { name: 'View card' }).getAttribute('href');
    const link = await decodeCard(page.request, cardHref!);
    const scan = await page.request.get(new URL(link).pathname, {
      maxRedirects: 0,
      headers: { 'user-agent': PHONE_UA },
    });
    expect(scan.status()).toBe(302);

    const [payload] = await delivered(request, key, 'scans', (items) => items.length > 0);
    const [item] = await run(App.triggers.qr_code_scanned.operation.perform, { authData, cleanedRequest: payload });
    expect(item).toMatchObject({
      event: 'tracking.scan',
      scans: 1,
      campaign: { id: campaignId, name: 'Just Sold thank-you' },
      recipient: { name: 'Dana Buyer', address: '123 Main St, Springfield, IL 62701' },
    });
    const samples = await run(App.triggers.qr_code_scanned.operation.performList!, { authData });
    expect(samples[0]).toMatchObject({ event: 'tracking.scan', recipient: { name: 'Dana Buyer' } });
    await unsubscribe(request, 'qr_code_scanned', authData, hook);
  });

  await test.step('Call Received: a call to a tracking number reaches the Zap with the caller', async () => {
    const hook = await subscribe('call_received', authData, 'calls', baseURL!);
    await page.goto('/tracking?tab=phone');
    await (await whenHydrated(page.getByRole('button', { name: 'Create Phone Number' }))).click();
    const create = page.getByRole('dialog', { name: 'Create New Phone Number' });
    await create.getByLabel('Name').fill('Yard sign line');
    await create.getByLabel('Area code').fill('415');
    await create.getByLabel('Forwarding number').fill('(555) 123-4567');
    await create.getByLabel('Whisper message').fill('Call from the yard sign');
    await create.getByRole('button', { name: 'Create Phone Number' }).click();
    await expect(create).toBeHidden();
    await page.getByRole('link', { name: 'Simulate a call (sandbox)' }).click();
    await (await whenHydrated(page.getByRole('button', { name: 'Place test call' }))).click();
    await expect(page.getByText('Counted as a new call.')).toBeVisible();

    const [payload] = await delivered(request, key, 'calls', (items) => items.length > 0);
    const [item] = await run(App.triggers.call_received.operation.perform, { authData, cleanedRequest: payload });
    expect(item).toMatchObject({
      event: 'tracking.call',
      phone_number: { name: 'Yard sign line', forwarding_number: '+15551234567', call_count: 1 },
    });
    expect(item.phone_number.phone_number).toMatch(/^\+1415555\d{4}$/);
    await unsubscribe(request, 'call_received', authData, hook);
  });

  await test.step('Zap 3, a form is filled in → Add a Contact to a List; then Send a List a Campaign', async () => {
    const made = await request.post('/api/v1/lists', { headers, data: { name: 'Open house visitors' } });
    expect(made.status()).toBe(201);
    const listId = (await made.json()).id;
    const lists = await run(App.triggers.list.operation.perform, { authData });
    expect(lists).toContainEqual(
      expect.objectContaining({ id: listId, label: 'Open house visitors (0 contacts)', contact_count: 0 }),
    );

    const visitor = {
      list_id: listId,
      name: 'Robin Visitor',
      address_1: '1 Beacon St',
      address_2: 'Suite 200',
      city: 'Boston',
      state: 'MA',
      zip: '02108',
    };
    const added = await run(App.creates.add_contact.operation.perform, { authData, inputData: visitor });
    expect(added).toMatchObject({ added: true, already_in_list: false, name: 'Robin Visitor' });
    const contacts = await (await request.get(`/api/v1/lists/${listId}/contacts`, { headers })).json();
    expect(contacts.data).toEqual([
      expect.objectContaining({
        name: 'Robin Visitor',
        address: expect.objectContaining({ address_1: '1 Beacon St', address_2: 'Suite 200', zip: '02108' }),
      }),
    ]);
    // The same person again is not added twice; an address that does not exist is this step's error.
    expect(await run(App.creates.add_contact.operation.perform, { authData, inputData: visitor })).toMatchObject({
      added: false,
      already_in_list: true,
    });
    await expect(
      run(App.creates.add_contact.operation.perform, {
        authData,
        inputData: { ...visitor, address_1: '0 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
      }),
    ).rejects.toThrow('Inkpost did not add Robin Visitor');

    const day = dayAhead(7);
    const send = await run(App.creates.send_list.operation.perform, {
      authData,
      inputData: { list_id: listId, campaign_id: campaignId, send_date: `${day}T09:00:00-05:00` },
    });
    expect(send).toMatchObject({ id: expect.any(String), count: 1, total: '1.00', send_date: day });
    const orders = await (await request.get('/api/v1/orders?status=all', { headers })).json();
    expect(orders.data).toContainEqual(
      expect.objectContaining({
        id: send.orders[0].id,
        send_date: day,
        recipient: expect.objectContaining({ name: 'Robin Visitor' }),
      }),
    );
  });
});
