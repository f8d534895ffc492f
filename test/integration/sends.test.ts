import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POST as postContacts } from '@/app/api/v1/lists/[id]/contacts/route';
import { POST as postListSend } from '@/app/api/v1/lists/[id]/send/route';
import { POST as postList } from '@/app/api/v1/lists/route';
import { GET as listOrders, POST as postOrder } from '@/app/api/v1/orders/route';
import { DELETE as deleteSend, GET as getSend } from '@/app/api/v1/sends/[id]/route';
import { GET as getSends } from '@/app/api/v1/sends/route';
import { generateApiKey } from '@/lib/accounts/api-key';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { ListSendResultSchema } from '@/lib/api/schemas/lists';
import { OrderListSchema, OrderSchema } from '@/lib/api/schemas/orders';
import { CancelSendResultSchema, SendPageSchema, SendWithOrdersSchema } from '@/lib/api/schemas/sends';
import { confirmBulkSend } from '@/lib/bulk/bulk-send';
import { guessColumnMapping, parseRecipientsCsv } from '@/lib/bulk/parse-recipients-csv';
import { sendToList } from '@/lib/contacts/send-to-list';
import { getDb } from '@/lib/db/client';
import { followUpSteps, orders, profiles, sends, transactions } from '@/lib/db/schema';
import { placeDueFollowUps } from '@/lib/follow-ups/place-due-follow-ups';
import { placeOrder } from '@/lib/orders/place-order';
import { utcDay } from '@/lib/orders/send-date';
import { sendToRecipient } from '@/lib/orders/send-to-recipient';
import { setClockForTests } from '@/lib/time/clock';
import { pickAddress } from '../support/addresses';
import { campaignFixture, fund, runPipeline, springfield } from '../support/orders';
import { switchToPro } from '../support/plans';
import { giveReturnAddress, signUpUser, type TestUser } from '../support/users';

// A send is one thing (issue 34, decision 043): every placement path makes exactly one send
// holding its cards, and the API reads and cancels sends. Called as a client would: route handlers
// with real Requests, and the domain operations the app's actions call.

type Handler = (request: Request, context?: { params: Promise<never> }) => Promise<Response>;

function call(
  handler: Handler,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; params?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== undefined) headers['x-api-key'] = options.key;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost:3000/api/v1${path}`, { method, headers, body });
  return handler(request, { params: Promise.resolve(options.params ?? {}) as Promise<never> });
}

async function proUser(email: string) {
  const user = await signUpUser(email);
  await switchToPro(user.id);
  await giveReturnAddress(user);
  const { key, hash, hint } = generateApiKey();
  await getDb().update(profiles).set({ api_key: hash, api_key_hint: hint }).where(eq(profiles.id, user.id));
  return { user, key };
}

const DAY = 24 * 60 * 60 * 1000;
const CONTACTS = [
  { name: 'Jane Doe', address_1: '123 Main St', city: 'Springfield', state: 'IL', zip: '62704' },
  { name: 'Bob Roe', address_1: '1 Beacon St', city: 'Boston', state: 'MA', zip: '2108' },
  { name: 'Ann Lee', address_1: '5 Oak Rd', city: 'Springfield', state: 'IL', zip: '62704' },
];

const sendsOf = (user: TestUser) =>
  getDb().select().from(sends).where(eq(sends.user_id, user.id)).orderBy(asc(sends.created_at));
const ordersOfSend = (sendId: string) => getDb().select().from(orders).where(eq(orders.send_id, sendId));

let ada: TestUser;
let key: string;

beforeEach(async () => {
  ({ user: ada, key } = await proUser('ada@example.com'));
});
afterEach(() => setClockForTests(null));

/** A list of the three contacts, over the API. */
async function listOfThree(): Promise<string> {
  const list = await (await call(postList, 'POST', '/lists', { key, body: { name: 'Sphere' } })).json();
  const added = await call(postContacts, 'POST', `/lists/${list.id}/contacts`, {
    key,
    params: { id: list.id },
    body: { contacts: CONTACTS },
  });
  expect((await added.json()).added).toBe(3);
  return list.id;
}

async function apiListSend(
  listId: string,
  campaignId: string,
  body: Record<string, unknown> = {},
  idempotencyKey?: string,
) {
  const response = await call(postListSend, 'POST', `/lists/${listId}/send`, {
    key,
    params: { id: listId },
    body: { campaign_id: campaignId, ...body },
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
  expect(response.status).toBe(201);
  return ListSendResultSchema.parse(await response.json());
}

async function readSend(sendId: string, query = '') {
  const response = await call(getSend, 'GET', `/sends/${sendId}${query}`, { key, params: { id: sendId } });
  expect(response.status).toBe(200);
  return SendWithOrdersSchema.parse(await response.json());
}

describe('every placement path makes one send', () => {
  it('Send: one card; a neighbor campaign: one send of its N neighbor cards', async () => {
    const single = await campaignFixture(ada);
    const pick = await pickAddress();
    const placed = await sendToRecipient(ada.id, {
      campaignId: single.id,
      recipientName: 'Jane Doe',
      placeId: pick.placeId,
      sessionToken: pick.sessionToken,
      customValues: {},
    });
    const neighbor = await campaignFixture(ada, { type: 'neighbor', neighborCount: 20, name: 'Just sold' });
    const around = await getDb().transaction((tx) =>
      placeOrder(tx, ada.id, {
        campaignId: neighbor.id,
        recipientName: 'Current Resident',
        address: springfield(),
        customValues: {},
        source: 'app',
      }),
    );

    const rows = await sendsOf(ada);
    expect(rows.map((s) => [s.id, s.kind, s.source, s.campaign_id, s.order_count, s.postcard_count])).toEqual([
      [placed.sendId, 'send', 'app', single.id, 1, 1],
      [around.sendId, 'send', 'app', neighbor.id, 1, 20],
    ]);
    expect((await ordersOfSend(placed.sendId)).map((o) => o.id)).toEqual([placed.orderId]);
    // The kept cost is the orders' own: one card, and 20 neighbors' cards and lookups.
    const [aroundOrder] = await ordersOfSend(around.sendId);
    expect(rows[1].cost).toBe(aroundOrder.cost);
  });

  it('Bulk Send: the valid rows are one send; a list send, app or API, is one send, and a replay makes none', async () => {
    const campaign = await campaignFixture(ada);
    const parsed = parseRecipientsCsv(
      [
        'Name,Address,City,State,ZIP',
        ...CONTACTS.map((c) => [c.name, c.address_1, c.city, c.state, c.zip].join(',')),
      ].join('\n'),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    const bulk = await confirmBulkSend(ada.id, {
      campaignId: campaign.id,
      rows: [...parsed.rows, ['No Address', '', '', '', '']],
      mapping: guessColumnMapping(parsed.headers, []),
      recent: 'send',
    });
    expect(bulk.created).toBe(3);

    const listId = await listOfThree();
    const token = crypto.randomUUID();
    const fromApp = await sendToList(ada.id, { listId, campaignId: campaign.id, token, recent: 'send' });
    const replayed = await sendToList(ada.id, { listId, campaignId: campaign.id, token, recent: 'send' });
    expect(replayed.sendId).toBe(fromApp.sendId);

    const fromApi = await apiListSend(listId, campaign.id, { recent: 'send' }, 'sphere-1');
    const again = await apiListSend(listId, campaign.id, { recent: 'send' }, 'sphere-1');
    expect(again).toEqual(fromApi);

    const rows = await sendsOf(ada);
    expect(rows.map((s) => [s.id, s.kind, s.source, s.list_id, s.order_count, s.postcard_count])).toEqual([
      [bulk.sendId, 'bulk_send', 'app', null, 3, 3],
      [fromApp.sendId, 'list_send', 'app', listId, 3, 3],
      [fromApi.send_id, 'list_send', 'api', listId, 3, 3],
    ]);
    expect((await ordersOfSend(fromApi.send_id)).map((o) => o.id).sort()).toEqual(
      fromApi.orders.map((o) => o.id).sort(),
    );
    expect(rows[2].cost).toBe(fromApi.total_cents);
  });

  it('POST /orders: a send of its own from the API, named by the order’s send_id everywhere', async () => {
    const campaign = await campaignFixture(ada);
    const response = await call(postOrder, 'POST', '/orders', {
      key,
      body: {
        campaign_id: campaign.id,
        recipient_name: 'Jane Doe',
        recipient_address_1: '123 Main St',
        recipient_city: 'Springfield',
        recipient_state: 'IL',
        recipient_zip: '62704',
      },
    });
    expect(response.status).toBe(201);
    const order = OrderSchema.parse(await response.json());
    const [send] = await sendsOf(ada);
    expect([order.send_id, send.kind, send.source, send.order_count]).toEqual([send.id, 'send', 'api', 1]);
    const listed = OrderListSchema.parse(await (await call(listOrders, 'GET', '/orders', { key })).json());
    expect(listed.data.map((o) => o.send_id)).toEqual([send.id]);
  });

  it('a follow-up step: one send per step and UTC day, whichever worker turn placed its cards', async () => {
    const campaign = await campaignFixture(ada);
    const [step] = await getDb()
      .insert(followUpSteps)
      .values({
        user_id: ada.id,
        campaign_id: campaign.id,
        position: 1,
        template_id: campaign.template_id,
        days: 3,
        audience: 'everyone',
      })
      .returning();
    const mail = (number: string) =>
      getDb().transaction((tx) =>
        placeOrder(tx, ada.id, {
          campaignId: campaign.id,
          recipientName: `Neighbor ${number}`,
          address: springfield('Main St', number),
          customValues: {},
          source: 'app',
        }),
      );
    await mail('1');
    await mail('2');
    await fund(ada, 10_000);
    await runPipeline();

    const later = Date.now() + 4 * DAY;
    setClockForTests(new Date(later));
    expect(await placeDueFollowUps()).toBe(2);
    // A card mailed afterwards comes due later the same day: its follow-up joins that day's send.
    await mail('3');
    await runPipeline();
    setClockForTests(new Date(later + 60_000));
    expect(await placeDueFollowUps()).toBe(1);
    expect(await placeDueFollowUps()).toBe(0);

    const followUps = (await sendsOf(ada)).filter((s) => s.kind === 'follow_up');
    expect(
      followUps.map((s) => [s.source, s.follow_up_step_id, s.follow_up_step_number, s.follow_up_day, s.order_count]),
    ).toEqual([['worker', step.id, 1, utcDay(new Date(later)), 3]]);
    const cards = await ordersOfSend(followUps[0].id);
    expect(cards.every((o) => o.follow_up_step_id === step.id)).toBe(true);
  });
});

describe('the sends API', () => {
  it('lists sends newest first by cursor, each with its counts and totals', async () => {
    const campaign = await campaignFixture(ada);
    const listId = await listOfThree();
    const first = await apiListSend(listId, campaign.id, {}, 'a');
    const second = await apiListSend(listId, campaign.id, { recent: 'send' }, 'b');
    const third = await apiListSend(listId, campaign.id, { recent: 'send' }, 'c');

    const page = SendPageSchema.parse(await (await call(getSends, 'GET', '/sends?page_size=2', { key })).json());
    expect(page.data.map((s) => s.id)).toEqual([third.send_id, second.send_id]);
    expect(page.data[0]).toMatchObject({
      kind: 'list_send',
      source: 'api',
      campaign: { id: campaign.id, name: 'Open house' },
      list_id: listId,
      follow_up_step: null,
      order_count: 3,
      postcard_count: 3,
      cost_cents: third.total_cents,
      charged_cents: 0,
      refunded_cents: 0,
      counts: { pending: 3, scheduled: 0, completed: 0, cancelled: 0 },
    });
    const next = SendPageSchema.parse(
      await (await call(getSends, 'GET', `/sends?page_size=2&after=${page.next_cursor}`, { key })).json(),
    );
    expect([next.data.map((s) => s.id), next.next_cursor]).toEqual([[first.send_id], null]);

    const bad = await call(getSends, 'GET', '/sends?after=nope', { key });
    expect([bad.status, (await bad.json()).fields]).toEqual([
      422,
      { after: 'after must be the next_cursor of a page' },
    ]);
    expect((await call(getSends, 'GET', '/sends')).status).toBe(401);
  });

  it('reads a send with its cards a page at a time; another user’s send is a 404', async () => {
    const campaign = await campaignFixture(ada);
    const placed = await apiListSend(await listOfThree(), campaign.id);

    const firstPage = await readSend(placed.send_id, '?page_size=2');
    expect(firstPage).toMatchObject({ id: placed.send_id, order_count: 3, counts: { pending: 3 } });
    const secondPage = await readSend(placed.send_id, `?page_size=2&after=${firstPage.orders.next_cursor}`);
    expect(secondPage.orders.next_cursor).toBeNull();
    const cards = [...firstPage.orders.data, ...secondPage.orders.data];
    expect(cards.map((o) => o.id).sort()).toEqual(placed.orders.map((o) => o.id).sort());
    expect(cards.every((o) => o.send_id === placed.send_id)).toBe(true);
    expect(new Set(cards.map((o) => o.recipient.name))).toEqual(new Set(CONTACTS.map((c) => c.name)));

    const { key: bobKey } = await proUser('bob@example.com');
    for (const handler of [getSend, deleteSend]) {
      const method = handler === getSend ? 'GET' : 'DELETE';
      const foreign = await call(handler, method, `/sends/${placed.send_id}`, {
        key: bobKey,
        params: { id: placed.send_id },
      });
      expect([foreign.status, await foreign.json()]).toEqual([404, { error: 'not_found', message: 'Send not found' }]);
      const malformed = await call(handler, method, '/sends/nope', { key, params: { id: 'nope' } });
      expect(malformed.status).toBe(404);
    }
    // Nothing of Ada's changed through Bob's DELETE.
    expect((await readSend(placed.send_id)).counts.pending).toBe(3);
  });

  it('a list of 3 sent on a dated day: the send reads 3 scheduled, and DELETE cancels and refunds all three', async () => {
    const campaign = await campaignFixture(ada);
    const sendDate = utcDay(new Date(Date.now() + 7 * DAY));
    const placed = await apiListSend(await listOfThree(), campaign.id, { send_date: sendDate });
    await fund(ada, 2_000);
    await runPipeline();
    const before = await getBalanceCents(getDb(), ada.id);
    expect(before).toBe(2_000 - placed.total_cents);

    const scheduled = await readSend(placed.send_id);
    expect(scheduled).toMatchObject({
      send_date: sendDate,
      counts: { scheduled: 3, pending: 0 },
      cost_cents: placed.total_cents,
      charged_cents: placed.total_cents,
      refunded_cents: 0,
    });
    expect(scheduled.orders.data.every((o) => o.status === 'scheduled' && o.send_date === sendDate)).toBe(true);

    const response = await call(deleteSend, 'DELETE', `/sends/${placed.send_id}`, {
      key,
      params: { id: placed.send_id },
    });
    expect(response.status).toBe(200);
    const result = CancelSendResultSchema.parse(await response.json());
    expect(result).toMatchObject({
      cancelled: 3,
      not_cancellable: 0,
      refunded_cents: placed.total_cents,
      send: {
        counts: { cancelled: 3, scheduled: 0 },
        charged_cents: placed.total_cents,
        refunded_cents: placed.total_cents,
      },
    });
    expect(await getBalanceCents(getDb(), ada.id)).toBe(2_000);
    // One refund row per card, keyed by the charge it gives back.
    const refunds = await getDb()
      .select({ orderId: transactions.order_id, amount: transactions.amount, key: transactions.idempotency_key })
      .from(transactions)
      .where(and(eq(transactions.user_id, ada.id), eq(transactions.type, 'refund')));
    expect(refunds.map((r) => r.key).sort()).toEqual(placed.orders.map((o) => `order:${o.id}:refund:1`).sort());
    expect(refunds.every((r) => r.amount === placed.total_cents / 3)).toBe(true);

    // Again: nothing left to cancel, nothing refunded twice.
    const again = CancelSendResultSchema.parse(
      await (
        await call(deleteSend, 'DELETE', `/sends/${placed.send_id}`, { key, params: { id: placed.send_id } })
      ).json(),
    );
    expect([again.cancelled, again.not_cancellable, again.refunded_cents]).toEqual([0, 0, 0]);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(2_000);
  });

  it('DELETE leaves a card already with the provider, and says so', async () => {
    const campaign = await campaignFixture(ada);
    const placed = await apiListSend(await listOfThree(), campaign.id, {
      send_date: utcDay(new Date(Date.now() + 7 * DAY)),
    });
    await fund(ada, 2_000);
    await runPipeline();
    const unit = placed.total_cents / 3;
    // One card reached the provider (as the release and submit steps leave it on its day).
    const [handed] = placed.orders;
    await getDb()
      .update(orders)
      .set({ status: 'submitted', submitted_at: new Date(), provider_order_id: 'prov-1' })
      .where(eq(orders.id, handed.id));

    const result = CancelSendResultSchema.parse(
      await (
        await call(deleteSend, 'DELETE', `/sends/${placed.send_id}`, { key, params: { id: placed.send_id } })
      ).json(),
    );
    expect(result).toMatchObject({
      cancelled: 2,
      not_cancellable: 1,
      refunded_cents: 2 * unit,
      send: { counts: { cancelled: 2, submitted: 1 }, refunded_cents: 2 * unit },
    });
    expect(await getBalanceCents(getDb(), ada.id)).toBe(2_000 - unit);
    const [kept] = await getDb().select().from(orders).where(eq(orders.id, handed.id));
    expect(kept.status).toBe('submitted');
  });
});
