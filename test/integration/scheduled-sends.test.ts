import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmBulkSendAction } from '@/actions/bulk-send';
import { createCampaignAction } from '@/actions/campaigns';
import { cancelOrderAction } from '@/actions/orders';
import { payCheckoutAction } from '@/actions/sandbox';
import { addFundsAndSendAction, quoteSendAction, sendToRecipientAction } from '@/actions/send';
import { DELETE as cancelOrderRoute, GET as getOrder } from '@/app/api/v1/orders/[id]/route';
import { GET as getOrders, POST as postOrder } from '@/app/api/v1/orders/route';
import { generateApiKey } from '@/lib/accounts/api-key';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { OrderListSchema, OrderSchema } from '@/lib/api/schemas/orders';
import { guessColumnMapping, parseRecipientsCsv } from '@/lib/bulk/parse-recipients-csv';
import { getDb } from '@/lib/db/client';
import { orders, profiles, recipients } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { eventLabel } from '@/lib/orders/event-label';
import { getOrderJourney } from '@/lib/orders/order-journey';
import { releaseScheduledOrders } from '@/lib/orders/release-scheduled-orders';
import { SEND_DATE_MESSAGES } from '@/lib/orders/send-date';
import { submitNextOrders } from '@/lib/orders/submit-orders';
import { setClockForTests } from '@/lib/time/clock';
import { pickAddress } from '../support/addresses';
import { switchToPro } from '../support/plans';
import { fund, ledgerOf, orderRow, ordersIn, runPipeline } from '../support/orders';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';

// Scheduled sends (issue 27 point 3, decision 037): a send date, today to 180 days ahead in UTC;
// charged at placement, waiting as `scheduled`, released to print on its day, cancellable until
// then with a full refund — through the app's Send, Bulk Send and the API.

const DEFAULT_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };
/** "Now" of these tests: Thursday 26 November 2026, mid-afternoon UTC. */
const NOW = new Date('2026-11-26T15:00:00Z');
const CANCEL_REFUSED = 'This order can no longer be cancelled: it is already on its way to the printer.';

let ada: TestUser;
let key: string;
let storage: ReturnType<typeof useTempStorage>;
let campaignId: string;

type Handler = (request: Request, context?: { params: Promise<never> }) => Promise<Response>;

function call(handler: Handler, method: string, path: string, options: { body?: unknown; id?: string } = {}) {
  const headers: Record<string, string> = { 'x-api-key': key };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const request = new Request(`http://localhost:3000/api/v1${path}`, { method, headers, body });
  const params = options.id ? { id: options.id } : {};
  return handler(request, { params: Promise.resolve(params) as Promise<never> });
}

const ORDER_BODY = {
  recipient_name: 'Jane Doe',
  recipient_address_1: '123 Main St',
  recipient_city: 'Springfield',
  recipient_state: 'IL',
  recipient_zip: '62701',
};

async function postScheduled(sendDate: unknown) {
  return call(postOrder, 'POST', '/orders', { body: { ...ORDER_BODY, campaign_id: campaignId, send_date: sendDate } });
}

const balance = () => getBalanceCents(getDb(), ada.id);
const timeline = async (orderId: string) => (await getOrderJourney(ada.id, orderId))?.events.map(eventLabel);

beforeEach(async () => {
  setClockForTests(NOW);
  storage = useTempStorage();
  setEnvForTests({ ...DEFAULT_ENV, INKPOST_DATA_DIR: storage.dir, SANDBOX_POSTCARD_DELAY_MS: '0' });
  ada = await signUpUser('ada@example.com');
  await switchToPro(ada.id);
  await giveReturnAddress(ada);
  const generated = generateApiKey();
  await getDb()
    .update(profiles)
    .set({ api_key: generated.hash, api_key_hint: generated.hint })
    .where(eq(profiles.id, ada.id));
  key = generated.key;
  const templateId = await createTemplate(ada);
  actAs(ada, '/campaigns');
  const created = await createCampaignAction({
    name: 'Open house',
    templateId,
    type: 'single',
    demographics: 'all',
    neighbor_count: 10,
    include_condo: false,
  });
  if (!created.ok) throw new Error(created.error);
  campaignId = created.data.id;
});
afterEach(() => {
  storage.cleanup();
  setEnvForTests(DEFAULT_ENV);
});

describe('a scheduled send through the API', () => {
  it('is charged at placement, waits as scheduled, and goes to print exactly on its day', async () => {
    await fund(ada, 1_000);
    const response = await postScheduled('2026-12-14');
    expect(response.status).toBe(201);
    const placed = OrderSchema.parse(await response.json());
    expect(placed).toMatchObject({ status: 'pending', send_date: '2026-12-14', cost_cents: 100 });

    await runPipeline();
    expect(await orderRow(placed.id)).toMatchObject({ status: 'scheduled', send_date: '2026-12-14', charge_count: 1 });
    expect((await ledgerOf(placed.id)).map((t) => [t.type, t.amount])).toEqual([['postcard_charge', -100]]);
    expect(await balance()).toBe(900);

    const listed = await call(getOrders, 'GET', '/orders?status=scheduled');
    expect(listed.status).toBe(200);
    const page = OrderListSchema.parse(await listed.json());
    expect(page.data.map((o) => [o.id, o.status, o.send_date])).toEqual([[placed.id, 'scheduled', '2026-12-14']]);
    expect(page.total).toBe(1);

    // The last moment of the day before (UTC): still waiting, nothing more charged.
    setClockForTests(new Date('2026-12-13T23:59:59.999Z'));
    expect(await releaseScheduledOrders()).toBe(0);
    await runPipeline();
    expect(await orderRow(placed.id)).toMatchObject({ status: 'scheduled' });

    // Its day: released to ready, then handed to the provider.
    setClockForTests(new Date('2026-12-14T00:00:00Z'));
    expect(await releaseScheduledOrders()).toBe(1);
    expect(await orderRow(placed.id)).toMatchObject({ status: 'ready' });
    expect(await releaseScheduledOrders()).toBe(0);
    expect(await submitNextOrders(new Date(Date.now() + 60_000))).toBe(1);
    expect(await orderRow(placed.id)).toMatchObject({ status: 'submitted' });
    await runPipeline();
    expect(await orderRow(placed.id)).toMatchObject({ status: 'completed' });
    expect((await ledgerOf(placed.id)).map((t) => t.amount)).toEqual([-100]);
    expect(await balance()).toBe(900);
  });

  it('dated today is not scheduled: it goes out as soon as it is paid', async () => {
    await fund(ada, 1_000);
    const response = await postScheduled('2026-11-26');
    expect(response.status).toBe(201);
    const { id } = await response.json();
    await runPipeline();
    expect(await orderRow(id)).toMatchObject({ status: 'completed', send_date: '2026-11-26' });
  });

  it('refuses a date that is not a date, in the past, or more than 180 days ahead, and writes nothing', async () => {
    for (const [sendDate, message] of [
      ['next week', SEND_DATE_MESSAGES.invalid],
      [20261214, SEND_DATE_MESSAGES.invalid],
      ['2026-02-30', SEND_DATE_MESSAGES.invalid],
      ['2026-11-25', SEND_DATE_MESSAGES.past],
      ['2027-05-26', SEND_DATE_MESSAGES.tooFar],
    ] as const) {
      const response = await postScheduled(sendDate);
      expect(response.status, String(sendDate)).toBe(422);
      expect(await response.json()).toEqual({
        error: 'validation_error',
        message: `The request is not valid. send_date: ${message}`,
        fields: { send_date: message },
      });
    }
    expect(await getDb().select().from(orders)).toEqual([]);
    expect(await getDb().select().from(recipients)).toEqual([]);
    // The last day allowed is 180 days ahead; null is no date.
    expect((await postScheduled('2027-05-25')).status).toBe(201);
    const undated = await postScheduled(null);
    expect(undated.status).toBe(201);
    expect((await undated.json()).send_date).toBeNull();
  });

  it('DELETE cancels a scheduled order with a full refund, on the ledger and the timeline', async () => {
    await fund(ada, 1_000);
    const { id } = await (await postScheduled('2026-12-14')).json();
    await runPipeline();
    expect(await balance()).toBe(900);

    const response = await call(cancelOrderRoute, 'DELETE', `/orders/${id}`, { id });
    expect(response.status).toBe(200);
    expect(OrderSchema.parse(await response.json())).toMatchObject({
      id,
      status: 'cancelled',
      send_date: '2026-12-14',
    });
    expect(await balance()).toBe(1_000);
    expect((await ledgerOf(id)).map((t) => [t.type, t.amount])).toEqual([
      ['postcard_charge', -100],
      ['refund', 100],
    ]);
    expect(await timeline(id)).toEqual(['Placed', 'Charged $1.00', 'Cancelled', 'Refunded $1.00 to your balance']);

    // Its day comes: nothing is released, nothing charged again.
    setClockForTests(new Date('2026-12-14T12:00:00Z'));
    await runPipeline();
    expect(await orderRow(id)).toMatchObject({ status: 'cancelled' });
    expect(await balance()).toBe(1_000);
    const again = await call(cancelOrderRoute, 'DELETE', `/orders/${id}`, { id });
    expect(again.status).toBe(409);
  });

  it('DELETE on each status: cancels what has not reached the provider, 409 after, 404 for others', async () => {
    const [pending, required, failedPayment, ready, submitted, completed, failed, cancelled] = await ordersIn(ada, [
      'pending',
      'payment_required',
      'payment_failed',
      'ready',
      'submitted',
      'completed',
      'failed',
      'cancelled',
    ]);
    for (const id of [pending, required, failedPayment, ready]) {
      const response = await call(cancelOrderRoute, 'DELETE', `/orders/${id}`, { id });
      expect(response.status).toBe(200);
      expect((await response.json()).status).toBe('cancelled');
    }
    for (const id of [submitted, completed, failed, cancelled]) {
      const before = await orderRow(id);
      const response = await call(cancelOrderRoute, 'DELETE', `/orders/${id}`, { id });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: 'not_cancellable', message: CANCEL_REFUSED });
      expect((await orderRow(id)).status).toBe(before.status);
    }
    // Someone else's order and an id that is none: 404, and the order is untouched.
    const bob = await signUpUser('bob@example.com');
    const [bobs] = await ordersIn(bob, ['scheduled']);
    for (const id of [bobs, 'not-an-id']) {
      const response = await call(cancelOrderRoute, 'DELETE', `/orders/${id}`, { id });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'not_found', message: 'Order not found' });
    }
    expect((await orderRow(bobs)).status).toBe('scheduled');
    const read = await call(getOrder, 'GET', `/orders/${bobs}`, { id: bobs });
    expect(read.status).toBe(404);
  });

  it('money short at placement: the saved card pays what is missing, then it waits as scheduled', async () => {
    expect(await balance()).toBe(0);
    const { id } = await (await postScheduled('2026-12-14')).json();
    await runPipeline();
    expect(await orderRow(id)).toMatchObject({ status: 'scheduled', charge_count: 1 });
    const charges = (await ledgerOf(id)).filter((t) => t.type === 'postcard_charge');
    expect(charges.map((t) => t.amount)).toEqual([-100]);
  });
});

describe('a scheduled send in the app', () => {
  it('Send with a date: charged, scheduled, cancelled with the money back', async () => {
    await fund(ada, 1_000);
    const pick = await pickAddress();
    const sent = await sendToRecipientAction({
      campaignId,
      recipientName: 'Jane Doe',
      ...pick,
      customValues: {},
      sendDate: '2026-12-01',
    });
    if (!sent.ok) throw new Error(sent.error);
    expect(sent.data.sendDate).toBe('2026-12-01');
    await runPipeline();
    const order = await orderRow(sent.data.orderId);
    expect(order).toMatchObject({ status: 'scheduled', send_date: '2026-12-01' });
    expect(await balance()).toBe(1_000 - order.cost);

    actAs(ada, '/orders');
    expect(await cancelOrderAction({ orderId: order.id })).toEqual({ ok: true, data: { refundedCents: 100 } });
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled' });
    expect(await balance()).toBe(1_000);
  });

  it('Add funds and send with a date: the order placed once the checkout is paid keeps it', async () => {
    const pick = await pickAddress();
    const base = { campaignId, recipientName: 'Jane Doe', ...pick, customValues: {}, amount: '5' };
    expect(await addFundsAndSendAction({ ...base, sendDate: '2026-11-20' })).toEqual({
      ok: false,
      error: SEND_DATE_MESSAGES.past,
    });
    const started = await addFundsAndSendAction({ ...base, sendDate: '2026-12-03' });
    if (!started.ok) throw new Error(started.error);
    await payCheckoutAction({ sessionId: started.data.url.split('/').at(-1)!, cardNumber: '4242 4242 4242 4242' });
    const [order] = await getDb().select().from(orders);
    expect(order).toMatchObject({ status: 'pending', send_date: '2026-12-03' });
    await runPipeline();
    expect(await orderRow(order.id)).toMatchObject({ status: 'scheduled' });
  });

  it('a scheduled order counts as mailed: the same address on the campaign asks "send anyway" first', async () => {
    await fund(ada, 1_000);
    const pick = await pickAddress();
    const sent = await sendToRecipientAction({
      campaignId,
      recipientName: 'Jane Doe',
      ...pick,
      customValues: {},
      sendDate: '2027-01-15',
    });
    if (!sent.ok) throw new Error(sent.error);
    await runPipeline();
    expect(await orderRow(sent.data.orderId)).toMatchObject({ status: 'scheduled' });
    const quote = await quoteSendAction({
      campaignId,
      recipientName: 'Jane Doe',
      customValues: {},
      address: {
        street_number: '123',
        route: 'Main St',
        locality: 'Springfield',
        administrative_area_level_1: 'IL',
        postal_code: '62701',
      },
    });
    if (!quote.ok) throw new Error(quote.error);
    expect(quote.data).toMatchObject({ recentlyMailed: true, today: '2026-11-26' });
  });

  it('Send refuses each bad date with its message and places nothing', async () => {
    const pick = await pickAddress();
    for (const [sendDate, message] of [
      ['soon', SEND_DATE_MESSAGES.invalid],
      ['2026-11-25', SEND_DATE_MESSAGES.past],
      ['2027-05-26', SEND_DATE_MESSAGES.tooFar],
    ]) {
      expect(
        await sendToRecipientAction({ campaignId, recipientName: 'Jane', ...pick, customValues: {}, sendDate }),
      ).toEqual({ ok: false, error: message });
    }
    expect(await getDb().select().from(orders)).toEqual([]);
  });

  it('Bulk Send with a date schedules every card; a bad date places none', async () => {
    await fund(ada, 10_000);
    const parsed = parseRecipientsCsv(
      [
        'Name,Address,City,State,ZIP',
        'Jane Doe,123 Main St,Springfield,IL,62704',
        'Bob Roe,1 Beacon St,Boston,MA,2108',
      ].join('\n'),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    const input = { campaignId, rows: parsed.rows, mapping: guessColumnMapping(parsed.headers, []) };
    expect(await confirmBulkSendAction({ ...input, sendDate: '2026-11-01' })).toEqual({
      ok: false,
      error: SEND_DATE_MESSAGES.past,
    });
    expect(await getDb().select().from(orders)).toEqual([]);

    const result = await confirmBulkSendAction({ ...input, sendDate: '2026-12-24' });
    if (!result.ok) throw new Error(result.error);
    expect(result.data).toMatchObject({ created: 2, sendDate: '2026-12-24' });
    await runPipeline();
    const rows = await getDb().select({ status: orders.status, sendDate: orders.send_date }).from(orders);
    expect(rows).toEqual([
      { status: 'scheduled', sendDate: '2026-12-24' },
      { status: 'scheduled', sendDate: '2026-12-24' },
    ]);
    setClockForTests(new Date('2026-12-24T00:00:01Z'));
    await runPipeline();
    expect((await getDb().select({ status: orders.status }).from(orders)).map((r) => r.status)).toEqual([
      'completed',
      'completed',
    ]);
  });
});
