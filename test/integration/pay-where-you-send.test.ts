import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaignAction } from '@/actions/campaigns';
import { addFundsAndSendAction, quoteSendAction } from '@/actions/send';
import { payOrderWithCardAction } from '@/actions/orders';
import { payCheckoutAction } from '@/actions/sandbox';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { applyPaymentEvent } from '@/lib/billing/apply-payment-event';
import { checkoutCreditKey } from '@/lib/billing/credit-card-charge';
import { getDb } from '@/lib/db/client';
import { campaigns, checkoutSends, orders, profiles, recipients, sandboxPaymentIntents } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { ordersWaitingForMoney } from '@/lib/orders/orders-waiting-for-money';
import { PAY_FAILED_MESSAGE } from '@/lib/orders/pay-order-with-card';
import { TOP_UP_RANGE_MESSAGE } from '@/lib/validation/add-funds';
import { pickAddress } from '../support/addresses';
import { fund, ledgerOf, orderRow, ordersIn, runPipeline, saveSandboxCard } from '../support/orders';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';

const DEFAULT_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };
let ada: TestUser;
let storage: ReturnType<typeof useTempStorage>;
let templateId: string;

beforeEach(async () => {
  storage = useTempStorage();
  setEnvForTests({ ...DEFAULT_ENV, SANDBOX_POSTCARD_DELAY_MS: '0' });
  ada = await signUpUser('ada@example.com');
  await giveReturnAddress(ada);
  templateId = await createTemplate(ada);
  actAs(ada, '/campaigns');
});
afterEach(() => {
  storage.cleanup();
  setEnvForTests(DEFAULT_ENV);
});

async function campaign(type: 'single' | 'neighbor' = 'single', neighbor_count = 10) {
  const result = await createCampaignAction({
    name: 'Open house',
    templateId,
    type,
    demographics: 'all',
    neighbor_count,
    include_condo: false,
  });
  if (!result.ok) throw new Error(result.error);
  return result.data.id;
}

async function paymentOf(campaignId: string) {
  const result = await quoteSendAction({ campaignId, recipientName: 'Jane Doe', customValues: {} });
  if (!result.ok) throw new Error(result.error);
  return result.data.payment;
}

const setTopOff = (cents: number | null) =>
  getDb().update(profiles).set({ top_off_amount: cents }).where(eq(profiles.id, ada.id));

describe('Confirm Order says how the order is paid', () => {
  it('a new account: no balance, no card, the shortfall and the add-funds minimum', async () => {
    expect(await paymentOf(await campaign())).toEqual({
      balanceCents: 0,
      shortfallCents: 125,
      card: null,
      cardChargeCents: 125,
      addFundsCents: 500,
    });
  });

  it('a balance that covers the order: no shortfall, and the card is not asked about', async () => {
    await saveSandboxCard(ada);
    await fund(ada, 1000);
    expect(await paymentOf(await campaign())).toMatchObject({ balanceCents: 1000, shortfallCents: 0, card: null });
  });

  it('a saved card pays the larger of the shortfall and the auto-recharge amount', async () => {
    await saveSandboxCard(ada);
    await fund(ada, 100);
    const campaignId = await campaign();
    expect(await paymentOf(campaignId)).toMatchObject({
      shortfallCents: 25,
      card: { brand: 'visa', last4: '4242' },
      cardChargeCents: 25,
    });
    await setTopOff(2000);
    expect(await paymentOf(campaignId)).toMatchObject({ shortfallCents: 25, cardChargeCents: 2000 });
  });
});

describe('Add funds and send', () => {
  async function start(campaignId: string, amount: string) {
    return addFundsAndSendAction({
      campaignId,
      recipientName: 'Jane Doe',
      ...(await pickAddress()),
      customValues: {},
      amount,
    });
  }
  const checkoutIdOf = (url: string) => url.split('/').at(-1)!;

  it('places nothing until the checkout is paid, then places the order, which is charged and mailed', async () => {
    const campaignId = await campaign();
    const result = await start(campaignId, '5');
    if (!result.ok) throw new Error(result.error);
    expect(result.data.url).toMatch(/^\/sandbox\/checkout\/cs_sbx_/);
    expect(await getDb().select().from(orders)).toEqual([]);

    const paid = await payCheckoutAction({
      sessionId: checkoutIdOf(result.data.url),
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid).toEqual({ ok: true, data: { returnPath: '/orders?filter=all&funds=added' } });
    const [order] = await getDb().select().from(orders);
    expect(order).toMatchObject({ campaign_id: campaignId, status: 'pending', cost: 125 });
    const [recipient] = await getDb().select().from(recipients).where(eq(recipients.id, order.recipient_id));
    expect(recipient).toMatchObject({ name: 'Jane Doe', is_neighbor: false });
    expect(recipient.address).toMatchObject({ street_number: '123', route: 'Main St', postal_code: '62701' });

    await runPipeline();
    expect((await orderRow(order.id)).status).toBe('completed');
    expect((await ledgerOf(order.id)).map((t) => t.amount)).toEqual([-125]);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(375);
  });

  it('a replayed payment event places no second order', async () => {
    const result = await start(await campaign(), '5');
    if (!result.ok) throw new Error(result.error);
    const checkoutId = checkoutIdOf(result.data.url);
    await payCheckoutAction({ sessionId: checkoutId, cardNumber: '4242 4242 4242 4242' });
    // The same payment told again under another event id (Stripe's checkout.session.completed).
    const outcome = await applyPaymentEvent('stripe', {
      id: 'evt_replayed',
      type: 'payment.succeeded',
      userId: ada.id,
      amountCents: 500,
      idempotencyKey: checkoutCreditKey(checkoutId),
      description: 'Funds added',
      checkoutId,
    });
    expect(outcome).toBe('no_change');
    expect(await getDb().select().from(orders)).toHaveLength(1);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(500);
  });

  it('asks for at least what the order lacks, and at least the add-funds minimum, changing nothing otherwise', async () => {
    const neighbor = await campaign('neighbor', 40); // $52.00
    expect(await start(neighbor, '10')).toEqual({ ok: false, error: 'Add at least $52.00 to send this order.' });
    expect(await start(await campaign(), '4.99')).toEqual({ ok: false, error: TOP_UP_RANGE_MESSAGE });
    expect(await getDb().select().from(checkoutSends)).toEqual([]);
    expect(await getDb().select().from(orders)).toEqual([]);
  });

  it('another user’s campaign is not found, and nothing is kept', async () => {
    const campaignId = await campaign();
    actAs(await signUpUser('bob@example.com'), '/campaigns');
    expect(await start(campaignId, '5')).toEqual({ ok: false, error: 'Campaign not found' });
    expect(await getDb().select().from(checkoutSends)).toEqual([]);
  });

  it('a send whose checkout was never paid is cleared a day later, when the next one starts', async () => {
    const campaignId = await campaign();
    const stale = await start(campaignId, '5');
    if (!stale.ok) throw new Error(stale.error);
    await getDb()
      .update(checkoutSends)
      .set({ created_at: new Date(Date.now() - 25 * 3600_000) });
    const fresh = await start(campaignId, '5');
    if (!fresh.ok) throw new Error(fresh.error);
    expect((await getDb().select().from(checkoutSends)).map((s) => s.checkout_id)).toEqual([
      checkoutIdOf(fresh.data.url),
    ]);
  });

  it('a campaign deleted before the payment: the money is credited and no order is placed', async () => {
    const campaignId = await campaign();
    const result = await start(campaignId, '5');
    if (!result.ok) throw new Error(result.error);
    await getDb().delete(campaigns).where(eq(campaigns.id, campaignId));
    await payCheckoutAction({ sessionId: checkoutIdOf(result.data.url), cardNumber: '4242 4242 4242 4242' });
    expect(await getDb().select().from(orders)).toEqual([]);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(500);
  });
});

describe('paying a waiting order from its row', () => {
  it('the Orders page line: how many orders wait and what they cost together', async () => {
    expect(await ordersWaitingForMoney(ada.id)).toEqual({ count: 0, totalCents: 0 });
    await ordersIn(ada, ['payment_required', 'payment_required', 'pending', 'payment_failed']);
    expect(await ordersWaitingForMoney(ada.id)).toEqual({ count: 2, totalCents: 250 });
  });

  it("'Pay with card' charges the saved card what the order lacks and the order is mailed", async () => {
    await fund(ada, 100);
    const [waiting, other] = await ordersIn(ada, ['payment_required', 'payment_required']);
    await saveSandboxCard(ada);
    actAs(ada, '/orders');
    expect(await payOrderWithCardAction({ orderId: waiting })).toEqual({ ok: true, data: null });
    expect(await orderRow(waiting)).toMatchObject({ status: 'processing', recharge_amount: 25, error_message: null });
    // Only the row that was asked: the other order still waits.
    expect((await orderRow(other)).status).toBe('payment_required');

    await runPipeline();
    expect((await orderRow(waiting)).status).toBe('completed');
    // The credit sent the other waiting order back to be charged; with a card saved, it is paid too.
    await runPipeline({ aheadMs: 120_000 });
    expect((await orderRow(other)).status).toBe('completed');
    const intents = await getDb().select().from(sandboxPaymentIntents).orderBy(sandboxPaymentIntents.created_at);
    expect(intents.map((i) => i.amount)).toEqual([25, 125]);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(0);
  });

  it("'Pay with card' without a card: the order waits again, with the reason", async () => {
    const [waiting] = await ordersIn(ada, ['payment_required']);
    actAs(ada, '/orders');
    expect(await payOrderWithCardAction({ orderId: waiting })).toEqual({ ok: true, data: null });
    await runPipeline();
    expect(await orderRow(waiting)).toMatchObject({
      status: 'payment_required',
      error_message: 'Your balance does not cover this order ($1.25). Add funds, or save a card in Profile → Billing.',
    });
  });

  it("refuses another user's order, an order not waiting for money, and a malformed id", async () => {
    const [waiting, ready] = await ordersIn(ada, ['payment_required', 'ready']);
    actAs(await signUpUser('bob@example.com'), '/orders');
    expect(await payOrderWithCardAction({ orderId: waiting })).toEqual({ ok: false, error: PAY_FAILED_MESSAGE });
    actAs(ada, '/orders');
    expect(await payOrderWithCardAction({ orderId: ready })).toEqual({ ok: false, error: PAY_FAILED_MESSAGE });
    expect(await payOrderWithCardAction({ orderId: 'nope' })).toEqual({ ok: false, error: PAY_FAILED_MESSAGE });
    expect((await orderRow(waiting)).status).toBe('payment_required');
  });
});
