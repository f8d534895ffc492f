import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCampaignAction, updateCampaignAction } from '@/actions/campaigns';
import { addFundsAndSendAction, quoteSendAction, sendToRecipientAction } from '@/actions/send';
import { retryOrderAction } from '@/actions/orders';
import { updatePlanAction } from '@/actions/pricing';
import { payCheckoutAction } from '@/actions/sandbox';
import { confirmBulkSendAction } from '@/actions/bulk-send';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { guessColumnMapping, parseRecipientsCsv } from '@/lib/bulk/parse-recipients-csv';
import { getDb } from '@/lib/db/client';
import { orders, pricingPlans, recipients, sandboxPostcardOrders, type PostcardSize } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { sizeChangedMessage } from '@/lib/orders/build-submission';
import { chargeNextOrders, paymentRequiredMessage } from '@/lib/orders/charge-orders';
import { submitNextOrders } from '@/lib/orders/submit-orders';
import { sandboxPostcards } from '@/lib/providers/postcards/sandbox';
import { pickAddress } from '../support/addresses';
import { fund, ledgerOf, orderRow, runPipeline } from '../support/orders';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { switchToPro } from '../support/plans';
import { actAs, signInAdmin, giveReturnAddress, signUpUser, type TestUser } from '../support/users';

// An order is charged, searched for, mailed and refunded as it was bought: editing its campaign
// (or the price list) afterwards changes only orders placed after the edit (decision 025).

const ADMIN_EMAIL = 'admin@inkpost.test';
const DEFAULT_ENV = { ADMIN_EMAIL, APP_URL: 'http://localhost:3000' };
let ada: TestUser;
let storage: ReturnType<typeof useTempStorage>;
let templateId: string;

beforeEach(async () => {
  storage = useTempStorage();
  setEnvForTests({ ...DEFAULT_ENV, INKPOST_DATA_DIR: storage.dir, SANDBOX_POSTCARD_DELAY_MS: '0' });
  ada = await signUpUser('ada@example.com');
  await giveReturnAddress(ada);
  templateId = await createTemplate(ada, '4x6');
});
afterEach(() => {
  vi.restoreAllMocks();
  storage.cleanup();
  setEnvForTests(DEFAULT_ENV);
});

type CampaignKind = {
  type: 'single' | 'neighbor';
  neighbor_count: number;
  demographics?: 'all' | 'likelytomove';
  include_condo?: boolean;
};
const fieldsOf = (kind: CampaignKind, template = templateId) => ({
  name: 'Open house',
  templateId: template,
  demographics: 'all' as const,
  include_condo: false,
  ...kind,
});

async function createCampaign(kind: CampaignKind): Promise<string> {
  actAs(ada, '/campaigns');
  const created = await createCampaignAction(fieldsOf(kind));
  if (!created.ok) throw new Error(created.error);
  return created.data.id;
}

async function editCampaign(id: string, kind: CampaignKind, template = templateId) {
  actAs(ada, '/campaigns');
  expect(await updateCampaignAction({ id, ...fieldsOf(kind, template) })).toMatchObject({ ok: true });
}

/** Send as the Add Recipient modal does: the real pick, the real action. */
async function send(campaignId: string, address = '123 main st springfield il'): Promise<string> {
  actAs(ada, '/campaigns');
  const sent = await sendToRecipientAction({
    campaignId,
    recipientName: 'Jane Doe',
    ...(await pickAddress(address)),
    customValues: {},
  });
  if (!sent.ok) throw new Error(sent.error);
  return sent.data.orderId;
}

const providerRequests = (orderId: string) =>
  getDb()
    .select()
    .from(sandboxPostcardOrders)
    .where(eq(sandboxPostcardOrders.reference, orderId))
    .orderBy(sandboxPostcardOrders.created_at);

const neighborsStored = async (orderId: string) =>
  (
    await getDb()
      .select()
      .from(recipients)
      .where(and(eq(recipients.order_id, orderId), eq(recipients.is_neighbor, true)))
  ).length;

/** Every radius search the provider is asked for (the provider charges per record). */
const watchLookups = () => vi.spyOn(sandboxPostcards, 'searchNeighbors');

describe('a single send whose campaign becomes a neighbor campaign of 200 before it is mailed', () => {
  it.each([
    ['Pro', 100],
    ['Free', 125],
  ])(
    'on %s: charged %i cents, the provider gets exactly the one recipient, no lookups, nothing more charged',
    async (plan, price) => {
      if (plan === 'Pro') await switchToPro(ada.id);
      await fund(ada, 5000);
      const lookups = watchLookups();
      const campaignId = await createCampaign({ type: 'single', neighbor_count: 10 });
      const orderId = await send(campaignId, '12 flaky st springfield il');

      // Charged, then the provider answers 503: the order waits for its next attempt.
      await chargeNextOrders();
      await submitNextOrders();
      expect(await orderRow(orderId)).toMatchObject({ status: 'ready', attempts: 1, cost: price });
      expect((await providerRequests(orderId)).map((r) => r.accepted)).toEqual([false]);

      await editCampaign(campaignId, { type: 'neighbor', neighbor_count: 200 });
      await runPipeline();

      expect(await orderRow(orderId)).toMatchObject({ status: 'completed', cost: price, neighbors_found: null });
      const requests = await providerRequests(orderId);
      expect(requests.map((r) => r.accepted)).toEqual([false, false, true]);
      for (const request of requests) {
        expect(request.request.recipients).toEqual([
          { name: 'Jane Doe', address: expect.objectContaining({ route: 'Flaky St' }), address2: null },
        ]);
        expect(request.request.message).toContain('Jane Doe');
      }
      expect(lookups).not.toHaveBeenCalled();
      expect(await neighborsStored(orderId)).toBe(0);
      expect((await ledgerOf(orderId)).map((t) => [t.type, t.amount])).toEqual([['postcard_charge', -price]]);
      expect(await getBalanceCents(getDb(), ada.id)).toBe(5000 - price);
    },
  );

  it('waiting at payment_required: charged later as the single send it was, at the price of its quote', async () => {
    const lookups = watchLookups();
    const campaignId = await createCampaign({ type: 'single', neighbor_count: 10 });
    const orderId = await send(campaignId);
    await runPipeline();
    expect(await orderRow(orderId)).toMatchObject({
      status: 'payment_required',
      error_message: paymentRequiredMessage(125),
    });

    await editCampaign(campaignId, { type: 'neighbor', neighbor_count: 200 });
    await fund(ada, 100_000);
    await runPipeline();

    expect(await orderRow(orderId)).toMatchObject({ status: 'completed', cost: 125 });
    const [request] = await providerRequests(orderId);
    expect(request.request.recipients).toHaveLength(1);
    expect(lookups).not.toHaveBeenCalled();
    expect((await ledgerOf(orderId)).map((t) => t.amount)).toEqual([-125]);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(100_000 - 125);
  });
});

describe('a neighbor order of 10 whose campaign becomes 200 between charge and submit', () => {
  it('looks up (with the targeting it bought), mails and charges exactly the 10 it bought', async () => {
    await fund(ada, 100_000);
    const lookups = watchLookups();
    const campaignId = await createCampaign({ type: 'neighbor', neighbor_count: 10 });
    const orderId = await send(campaignId);

    await chargeNextOrders();
    // 10 postcards at $1.25 and 10 lookups at $0.05.
    expect(await orderRow(orderId)).toMatchObject({ status: 'ready', cost: 1300 });

    // Targeting other than everyone is Pro's: upgrade, then target movers and condos too.
    await switchToPro(ada.id);
    await editCampaign(campaignId, {
      type: 'neighbor',
      neighbor_count: 200,
      demographics: 'likelytomove',
      include_condo: true,
    });
    await runPipeline();

    expect(await orderRow(orderId)).toMatchObject({
      status: 'completed',
      cost: 1300,
      neighbors_found: 10,
      neighbors_skipped: 0,
    });
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(lookups.mock.calls[0][0]).toMatchObject({ count: 10, recordType: 'all', includeCondos: false });
    expect(await neighborsStored(orderId)).toBe(10);
    const [request] = await providerRequests(orderId);
    expect(request.request.recipients).toHaveLength(10);
    expect((await ledgerOf(orderId)).map((t) => [t.type, t.amount])).toEqual([['postcard_charge', -1300]]);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(100_000 - 1300);
  });

  it('the next order on the edited campaign buys 200', async () => {
    await fund(ada, 100_000);
    const campaignId = await createCampaign({ type: 'neighbor', neighbor_count: 10 });
    const first = await send(campaignId);
    await editCampaign(campaignId, { type: 'neighbor', neighbor_count: 200 });
    const second = await send(campaignId, '500 main st springfield il');
    await runPipeline();

    expect(await orderRow(first)).toMatchObject({ status: 'completed', neighbor_count: 10, cost: 1300 });
    expect(await orderRow(second)).toMatchObject({ status: 'completed', neighbor_count: 200, cost: 200 * 130 });
    expect((await providerRequests(second))[0].request.recipients).toHaveLength(200);
  });
});

describe('the price an order is charged', () => {
  it('is the quote it was placed with, though the admin changed the price while it waited for money', async () => {
    const admin = await signInAdmin();
    const campaignId = await createCampaign({ type: 'single', neighbor_count: 10 });
    actAs(ada, '/campaigns');
    const quote = await quoteSendAction({ campaignId, recipientName: 'Jane Doe', customValues: {} });
    expect(quote).toMatchObject({ ok: true, data: { price: { totalCents: 125 } } });
    const orderId = await send(campaignId);
    await runPipeline();
    expect((await orderRow(orderId)).status).toBe('payment_required');

    const [free] = await getDb().select().from(pricingPlans).where(eq(pricingPlans.name, 'Free'));
    actAs(admin, '/pricing');
    const raised = await updatePlanAction({
      planId: free.id,
      name: free.name,
      description: free.description,
      stripeProductId: free.stripe_product_id ?? '',
      stripePriceId: free.stripe_price_id ?? '',
      isActive: free.is_active,
      costs: { '4x6': '2.00', '6x9': '1.65', '6x11': '1.95' },
    });
    expect(raised).toMatchObject({ ok: true });

    await fund(ada, 1000);
    await runPipeline();
    expect(await orderRow(orderId)).toMatchObject({ status: 'completed', cost: 125 });
    expect((await ledgerOf(orderId)).map((t) => t.amount)).toEqual([-125]);

    // An order placed after the change pays the new price.
    const later = await send(campaignId, '500 main st springfield il');
    await runPipeline();
    expect((await ledgerOf(later)).map((t) => t.amount)).toEqual([-200]);
  });
});

describe('Add funds and send', () => {
  it('places the order the user confirmed before the checkout, though the campaign was edited while they paid', async () => {
    const lookups = watchLookups();
    const campaignId = await createCampaign({ type: 'single', neighbor_count: 10 });
    actAs(ada, '/campaigns');
    const started = await addFundsAndSendAction({
      campaignId,
      recipientName: 'Jane Doe',
      ...(await pickAddress()),
      customValues: {},
      amount: '5',
    });
    if (!started.ok) throw new Error(started.error);

    await editCampaign(campaignId, { type: 'neighbor', neighbor_count: 200 });
    const paid = await payCheckoutAction({
      sessionId: started.data.url.split('/').at(-1)!,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid).toMatchObject({ ok: true });
    await runPipeline();

    const [order] = await getDb().select().from(orders).where(eq(orders.campaign_id, campaignId));
    expect(order).toMatchObject({ status: 'completed', campaign_type: 'single', neighbor_count: 0, cost: 125 });
    expect((await providerRequests(order.id))[0].request.recipients).toHaveLength(1);
    expect(lookups).not.toHaveBeenCalled();
    expect(await getBalanceCents(getDb(), ada.id)).toBe(500 - 125);
  });
});

describe('a retry', () => {
  it('keeps what was bought: charged again as the single send it was, after the campaign became a neighbor campaign', async () => {
    await fund(ada, 5000);
    const lookups = watchLookups();
    const campaignId = await createCampaign({ type: 'single', neighbor_count: 10 });
    // The provider unreachable on every attempt: a failure that Retry is offered for.
    const orderId = await send(campaignId, '12 offline st springfield il');
    await runPipeline();
    expect((await orderRow(orderId)).status).toBe('failed');
    const firstAttempts = (await providerRequests(orderId)).length;

    await editCampaign(campaignId, { type: 'neighbor', neighbor_count: 200 });
    actAs(ada, '/orders');
    expect(await retryOrderAction({ orderId })).toMatchObject({ ok: true });
    await runPipeline();

    expect((await ledgerOf(orderId)).map((t) => [t.type, t.amount])).toEqual([
      ['postcard_charge', -125],
      ['refund', 125],
      ['postcard_charge', -125],
      ['refund', 125],
    ]);
    const requests = await providerRequests(orderId);
    expect(requests).toHaveLength(2 * firstAttempts);
    expect(requests.map((r) => (r.request.recipients as unknown[]).length)).toEqual(requests.map(() => 1));
    expect(lookups).not.toHaveBeenCalled();
  });
});

describe('a campaign whose template changes size after the order was charged', () => {
  it('is not mailed at a size nobody paid for: the order fails, saying why, and is refunded', async () => {
    await fund(ada, 5000);
    const campaignId = await createCampaign({ type: 'single', neighbor_count: 10 });
    const orderId = await send(campaignId);
    await chargeNextOrders();
    const bigger = await createTemplate(ada, '6x11');
    await editCampaign(campaignId, { type: 'single', neighbor_count: 10 }, bigger);
    await runPipeline();

    expect(await orderRow(orderId)).toMatchObject({
      status: 'failed',
      size: '4x6' satisfies PostcardSize,
      error_message: sizeChangedMessage('4x6', '6x11'),
    });
    expect(await providerRequests(orderId)).toEqual([]);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(5000);
  });
});

describe('Bulk Send', () => {
  it('records what each order bought, so a later edit of the campaign mails each as a single send', async () => {
    await fund(ada, 5000);
    const lookups = watchLookups();
    const campaignId = await createCampaign({ type: 'single', neighbor_count: 10 });
    actAs(ada, '/campaigns');
    const parsed = parseRecipientsCsv(
      'Name,Address,City,State,ZIP\nJane Doe,123 Main St,Springfield,IL,62701\nJohn Roe,500 Main St,Springfield,IL,62701',
    );
    if (!parsed.ok) throw new Error(parsed.error);
    const mapping = guessColumnMapping(parsed.headers, []);
    const confirmed = await confirmBulkSendAction({ campaignId, rows: parsed.rows, mapping });
    expect(confirmed).toMatchObject({ ok: true, data: { created: 2 } });
    await editCampaign(campaignId, { type: 'neighbor', neighbor_count: 200 });
    await runPipeline();

    const placed = await getDb().select().from(orders).where(eq(orders.campaign_id, campaignId));
    expect(placed.map((o) => [o.status, o.campaign_type, o.neighbor_count, o.cost])).toEqual([
      ['completed', 'single', 0, 125],
      ['completed', 'single', 0, 125],
    ]);
    for (const order of placed) expect((await providerRequests(order.id))[0].request.recipients).toHaveLength(1);
    expect(lookups).not.toHaveBeenCalled();
    expect(await getBalanceCents(getDb(), ada.id)).toBe(5000 - 250);
  });
});
