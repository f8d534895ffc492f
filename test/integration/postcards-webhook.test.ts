import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/webhooks/postcards/route';
import { getDb } from '@/lib/db/client';
import { campaigns, orders, recipients, sends, templates, transactions, webhookEvents } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { PROVIDER_FAILURE_MESSAGE } from '@/lib/orders/apply-provider-state';
import { expectDocumentedWebhook } from '../support/contracts';
import { signUpUser } from '../support/users';

const SECRET = 'whsec_thanksio_5f2c9a7e1b';
const PROVIDER_ORDER_ID = '42401';
const PRICE_CENTS = 125;
const NO_STAT = "USPS lists address as 'no-stat' - address is unlikely to receive mail.";

let orderId: string;
let userId: string;

const DEFAULT_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };
const useSecret = (secret: string | undefined) => setEnvForTests({ ...DEFAULT_ENV, THANKSIO_WEBHOOK_SECRET: secret });

/** A delivery as thanks.io posts it to the URL we registered. */
function deliver(body: unknown, token: string | null = SECRET) {
  const url = new URL('http://localhost:3000/api/webhooks/postcards');
  if (token !== null) url.searchParams.set('token', token);
  return POST(
    new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

/** A well-formed delivery is first checked against thanks.io's documented example of it. */
function documented<T>(payload: T): T {
  expectDocumentedWebhook('thanksio', payload);
  return payload;
}

const orderStatus = (eventId: string, status: string, providerOrderId: string | number = Number(PROVIDER_ORDER_ID)) =>
  documented({
    event_type: 'order.status_update',
    event_id: eventId,
    data: { 'order.id': providerOrderId, 'order.status': status },
    timestamp: 1750819187,
    date_time: '2025-06-25 02:39:47',
  });

const itemFailed = (eventId: string) =>
  documented({
    event_type: 'order_item.status_update',
    event_id: eventId,
    data: {
      'order_item.id': 2668662,
      'order_item.failure': NO_STAT,
      'recipient.name': 'Marge Simpson',
      'order.id': Number(PROVIDER_ORDER_ID),
      'order.status': 'Error',
      'order_item.previous_status': 'Processing',
      'order_item.current_status': 'Failed',
    },
    timestamp: 1750818235,
    date_time: '2025-06-25 02:23:55',
  });

async function theOrder() {
  const [row] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  return row;
}

const ledger = () =>
  getDb()
    .select({ type: transactions.type, amount: transactions.amount, key: transactions.idempotency_key })
    .from(transactions)
    .where(eq(transactions.order_id, orderId));

beforeEach(async () => {
  userId = (await signUpUser('ada@example.com')).id;
  // The webhook never looks at the design: a bare template row is enough for the campaign.
  const [template] = await getDb()
    .insert(templates)
    .values({ user_id: userId, name: 'Spring open house', size: '4x6', message: 'Hi {{recipient_name}}!' })
    .returning({ id: templates.id });
  const [campaign] = await getDb()
    .insert(campaigns)
    .values({ user_id: userId, name: 'Open house', template_id: template.id, type: 'single' })
    .returning({ id: campaigns.id });
  const [recipient] = await getDb()
    .insert(recipients)
    .values({
      campaign_id: campaign.id,
      user_id: userId,
      name: 'Marge Simpson',
      address: {
        street_number: '742',
        route: 'Evergreen Terrace',
        locality: 'Springfield',
        administrative_area_level_1: 'IL',
        postal_code: '62704',
        formatted_address: '742 Evergreen Terrace, Springfield, IL 62704',
      },
    })
    .returning({ id: recipients.id });
  const [send] = await getDb()
    .insert(sends)
    .values({ user_id: userId, campaign_id: campaign.id, kind: 'send', source: 'app' })
    .returning({ id: sends.id });
  const [order] = await getDb()
    .insert(orders)
    .values({
      send_id: send.id,
      campaign_id: campaign.id,
      recipient_id: recipient.id,
      user_id: userId,
      status: 'submitted',
      cost: PRICE_CENTS,
      campaign_type: 'single',
      neighbor_count: 0,
      demographics: 'all',
      include_condo: false,
      size: '4x6',
      postcard_unit_cost: PRICE_CENTS,
      lookup_unit_cost: 0,
      provider_order_id: PROVIDER_ORDER_ID,
      provider_status: 'Reviewing',
      submitted_at: new Date(),
      charge_count: 1,
    })
    .returning({ id: orders.id });
  orderId = order.id;
  // The balance the order was paid from, then the order's charge, as the pipeline writes them.
  await getDb()
    .insert(transactions)
    .values([
      { user_id: userId, status: 'completed', type: 'card_charge', amount: 1000, idempotency_key: 'topup:test:1' },
      {
        user_id: userId,
        order_id: orderId,
        status: 'completed',
        type: 'postcard_charge',
        amount: -PRICE_CENTS,
        idempotency_key: `order:${orderId}:charge:1`,
      },
    ]);
  useSecret(SECRET);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  setEnvForTests(DEFAULT_ENV);
  vi.restoreAllMocks();
});

describe('POST /api/webhooks/postcards', () => {
  it('does not exist while THANKSIO_WEBHOOK_SECRET is unset', async () => {
    useSecret(undefined);
    const response = await deliver(orderStatus('evt-unset', 'Delivered'));
    expect(response.status).toBe(404);
    expect((await theOrder()).status).toBe('submitted');
  });

  it.each([
    ['a wrong token', 'whsec_thanksio_5f2c9a7e1c'],
    ['a token of another length', 'short'],
    ['an empty token', ''],
    ['no token', null],
  ])('answers 401 to %s and changes nothing', async (_name, token) => {
    const response = await deliver(orderStatus('evt-intruder', 'Delivered'), token);
    expect(response.status).toBe(401);
    expect((await theOrder()).status).toBe('submitted');
    expect(await getDb().select().from(webhookEvents)).toEqual([]);
  });

  it.each([
    ['a body that is not JSON', '{"event_type": "order.status_update",'],
    [
      'an event without event_id',
      { event_type: 'order.status_update', data: { 'order.id': 42401, 'order.status': 'Delivered' } },
    ],
    [
      'an order update without order.status',
      { event_type: 'order.status_update', event_id: 'evt-1', data: { 'order.id': 42401 } },
    ],
    ['an order update without data', { event_type: 'order.status_update', event_id: 'evt-2' }],
  ])('answers 400 to %s', async (_name, body) => {
    const response = await deliver(body);
    expect(response.status).toBe(400);
    expect((await theOrder()).status).toBe('submitted');
  });

  it('moves a submitted order to completed when thanks.io reports it delivered', async () => {
    const response = await deliver(orderStatus('a8a59df0-516d-11f0-9ca2-31daad0e4f7f', 'Delivered'));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, applied: true });
    expect(await theOrder()).toMatchObject({ status: 'completed', provider_status: 'Delivered', error_message: null });
    expect(await ledger()).toEqual([
      { type: 'postcard_charge', amount: -PRICE_CENTS, key: `order:${orderId}:charge:1` },
    ]);
    expect(
      await getDb()
        .select({ id: webhookEvents.id, provider: webhookEvents.provider, type: webhookEvents.type })
        .from(webhookEvents),
    ).toEqual([{ id: 'a8a59df0-516d-11f0-9ca2-31daad0e4f7f', provider: 'thanksio', type: 'order.status_update' }]);
  });

  it('keeps an order in progress submitted, showing the provider status', async () => {
    const response = await deliver(orderStatus('evt-printing', 'Printing'));

    expect(await response.json()).toEqual({ received: true, applied: false });
    expect(await theOrder()).toMatchObject({ status: 'submitted', provider_status: 'Printing' });
  });

  it('fails the order with the piece’s failure text and refunds it once', async () => {
    const response = await deliver(itemFailed('7199e4e0-516b-11f0-ba5f-f135ea42fb62'));

    expect(response.status).toBe(200);
    expect(await theOrder()).toMatchObject({ status: 'failed', provider_status: 'Error', error_message: NO_STAT });
    expect(await ledger()).toEqual(
      expect.arrayContaining([{ type: 'refund', amount: PRICE_CENTS, key: `order:${orderId}:refund:1` }]),
    );
    expect((await ledger()).filter((row) => row.type === 'refund')).toHaveLength(1);
  });

  it('fails an order reported as Error without a text with the generic message', async () => {
    await deliver(orderStatus('evt-error', 'Error'));

    expect(await theOrder()).toMatchObject({ status: 'failed', error_message: PROVIDER_FAILURE_MESSAGE });
  });

  it('applies a replayed event once', async () => {
    const event = itemFailed('evt-replayed');
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const response = await deliver(event);
      answers.push({ status: response.status, body: await response.json() });
    }

    expect(answers).toEqual([
      { status: 200, body: { received: true, applied: true } },
      { status: 200, body: { received: true, duplicate: true } },
      { status: 200, body: { received: true, duplicate: true } },
    ]);
    expect((await ledger()).filter((row) => row.type === 'refund')).toHaveLength(1);
    expect(await getDb().select().from(webhookEvents)).toHaveLength(1);
  });

  it('does not let a late report move a finished order', async () => {
    await deliver(orderStatus('evt-delivered', 'Delivered'));
    await deliver(orderStatus('evt-late-error', 'Error'));

    expect(await theOrder()).toMatchObject({ status: 'completed', provider_status: 'Delivered' });
    expect((await ledger()).filter((row) => row.type === 'refund')).toHaveLength(0);
  });

  it.each([
    ['a QR scan', { event_type: 'scans.scan_update', event_id: 'evt-scan', data: { 'qrcode.url': 'https://x.test' } }],
    [
      'a piece update without the order status',
      {
        event_type: 'order_item.status_update',
        event_id: 'evt-item',
        data: { 'order.id': 42401, 'order_item.current_status': 'Delivered' },
      },
    ],
  ])('answers 200 ignored to %s and changes nothing', async (_name, body) => {
    const response = await deliver(body);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, ignored: true });
    expect(await theOrder()).toMatchObject({ status: 'submitted', provider_status: 'Reviewing' });
  });

  it('accepts a report about an order that is not ours without changing anything', async () => {
    const response = await deliver(orderStatus('evt-foreign', 'Delivered', 99999));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, applied: false });
    expect((await theOrder()).status).toBe('submitted');
  });
});
