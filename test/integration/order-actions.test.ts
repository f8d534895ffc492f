import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelOrderAction, retryOrderAction } from '@/actions/orders';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { getDb } from '@/lib/db/client';
import { orders, profiles, sandboxPaymentIntents, transactions } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { getPayments } from '@/lib/providers/payments';
import { CANCEL_FAILED_MESSAGE } from '@/lib/orders/cancel-order';
import { chargeNextOrders, paymentRequiredMessage } from '@/lib/orders/charge-orders';
import { RECHARGE_ERROR_MESSAGE } from '@/lib/orders/recharge-next-order';
import { ledgerViolations } from '../support/ledger';
import {
  campaignFixture,
  fund,
  ledgerOf,
  orderRow,
  pendingOrder,
  runPipeline,
  saveSandboxCard,
  springfield,
} from '../support/orders';
import { actAs, signUpUser, type TestUser } from '../support/users';

const DEFAULT_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };
let ada: TestUser;

beforeEach(async () => {
  setEnvForTests({ ...DEFAULT_ENV, SANDBOX_POSTCARD_DELAY_MS: '0' });
  ada = await signUpUser('ada@example.com');
});
afterEach(() => setEnvForTests(DEFAULT_ENV));

async function orderTo(street = 'Main St') {
  return pendingOrder(ada, (await campaignFixture(ada)).id, springfield(street));
}

describe('retry (spec section 4)', () => {
  it('puts a failed order back to pending with error, attempts and times cleared, and it goes through again', async () => {
    const order = await orderTo('Offline St');
    await fund(ada, 500);
    await runPipeline();
    expect(await orderRow(order.id)).toMatchObject({ status: 'failed', attempts: 5 });

    actAs(ada, '/orders');
    expect(await retryOrderAction({ orderId: order.id })).toEqual({ ok: true, data: null });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'pending',
      error_message: null,
      attempts: 0,
      last_attempt_at: null,
      next_attempt_at: null,
    });

    // Still unreachable: charged again, refunded again, and the money adds up.
    await runPipeline();
    expect(await orderRow(order.id)).toMatchObject({ status: 'failed', charge_count: 2 });
    expect((await ledgerOf(order.id)).map((t) => t.amount)).toEqual([-125, 125, -125, 125]);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(500);
  });

  it('retries payment_failed too', async () => {
    const order = await orderTo();
    await getDb()
      .update(orders)
      .set({ status: 'payment_failed', error_message: 'Card payment failed: Your card was declined.' })
      .where(eq(orders.id, order.id));
    actAs(ada, '/orders');
    expect(await retryOrderAction({ orderId: order.id })).toEqual({ ok: true, data: null });
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', error_message: null });
  });

  it("says 'Failed to retry order' for an order that cannot be retried, and changes nothing", async () => {
    const order = await orderTo();
    actAs(ada, '/orders');
    expect(await retryOrderAction({ orderId: order.id })).toEqual({ ok: false, error: 'Failed to retry order' });
    expect(await retryOrderAction({ orderId: 'not-an-id' })).toEqual({ ok: false, error: 'Failed to retry order' });
    expect((await orderRow(order.id)).status).toBe('pending');
  });
});

describe('cancel', () => {
  it('cancels a charged order before submission and refunds it', async () => {
    const order = await orderTo();
    await fund(ada, 500);
    await chargeNextOrders();
    expect((await orderRow(order.id)).status).toBe('ready');

    actAs(ada, '/orders');
    expect(await cancelOrderAction({ orderId: order.id })).toEqual({ ok: true, data: { refundedCents: 125 } });
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect((await ledgerOf(order.id)).map((t) => [t.type, t.amount])).toEqual([
      ['postcard_charge', -125],
      ['refund', 125],
    ]);
    await runPipeline();
    expect((await orderRow(order.id)).status).toBe('cancelled');
  });

  it('refuses once the order is with the provider', async () => {
    const order = await orderTo();
    await fund(ada, 500);
    await getDb().update(orders).set({ status: 'submitted' }).where(eq(orders.id, order.id));
    actAs(ada, '/orders');
    expect(await cancelOrderAction({ orderId: order.id })).toEqual({ ok: false, error: CANCEL_FAILED_MESSAGE });
    expect((await orderRow(order.id)).status).toBe('submitted');
  });
});

describe('auto-recharge', () => {
  const saveCard = (declines = false) => saveSandboxCard(ada, { declines });
  const setTopOff = (cents: number | null) =>
    getDb().update(profiles).set({ top_off_amount: cents }).where(eq(profiles.id, ada.id));

  it('charges the default card for at least the top-off amount, credits it, and mails the order', async () => {
    await setTopOff(2000);
    await saveCard();
    const order = await orderTo();
    await fund(ada, 100);
    await runPipeline();

    expect((await orderRow(order.id)).status).toBe('completed');
    const credits = await getDb()
      .select()
      .from(transactions)
      .where(eq(transactions.type, 'card_charge'))
      .orderBy(transactions.created_at);
    expect(credits.map((t) => [t.amount, t.metadata.description])).toEqual([
      [100, undefined],
      [2000, 'Auto-recharge'],
    ]);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(100 + 2000 - 125);
    expect(await getDb().select().from(sandboxPaymentIntents)).toHaveLength(1);
  });

  it('charges what is needed when that is more than the top-off amount', async () => {
    await setTopOff(50);
    await saveCard();
    await orderTo();
    await runPipeline();
    const [intent] = await getDb().select().from(sandboxPaymentIntents);
    expect(intent.amount).toBe(125);
  });

  it('with a saved card and no auto-recharge amount, charges exactly the shortfall and mails the order', async () => {
    await setTopOff(null);
    await saveCard();
    await fund(ada, 100);
    const order = await orderTo();
    await runPipeline();

    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', error_message: null });
    const [intent] = await getDb().select().from(sandboxPaymentIntents);
    expect(intent.amount).toBe(25);
    const credits = await getDb()
      .select()
      .from(transactions)
      .where(eq(transactions.type, 'card_charge'))
      .orderBy(transactions.created_at);
    expect(credits.map((t) => [t.amount, t.metadata.description])).toEqual([
      [100, undefined],
      [25, 'Card payment'],
    ]);
    expect((await ledgerOf(order.id)).map((t) => t.amount)).toEqual([-125]);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(0);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("with no auto-recharge amount, a declined card gives payment_failed with the card's reason and takes nothing", async () => {
    await setTopOff(null);
    await saveCard(true);
    const order = await orderTo();
    await runPipeline();
    expect(await orderRow(order.id)).toMatchObject({
      status: 'payment_failed',
      error_message: 'Card payment failed: Your card was declined.',
    });
    expect(await ledgerOf(order.id)).toEqual([]);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(0);
  });

  it('without a card, the first order asks the payment provider and the ones behind it wait without asking', async () => {
    const ask = vi.spyOn(getPayments(), 'chargeOffSession');
    await Promise.all([orderTo(), orderTo(), orderTo()]);
    await runPipeline();
    // The orders queued behind the card step look again a second later.
    await runPipeline({ aheadMs: 120_000 });
    expect(ask).toHaveBeenCalledTimes(1);
    ask.mockRestore();
    const rows = await getDb().select().from(orders).where(eq(orders.user_id, ada.id));
    expect(rows.map((o) => [o.status, o.error_message])).toEqual(
      Array(3).fill(['payment_required', paymentRequiredMessage(125)]),
    );
    expect(await getDb().select().from(sandboxPaymentIntents)).toEqual([]);
  });

  it('gives payment_failed with the reason when the card is declined', async () => {
    await setTopOff(2000);
    await saveCard(true);
    const order = await orderTo();
    await runPipeline();
    expect(await orderRow(order.id)).toMatchObject({
      status: 'payment_failed',
      error_message: 'Card payment failed: Your card was declined.',
    });
    expect(await getBalanceCents(getDb(), ada.id)).toBe(0);
  });

  it('waits at payment_required while there is no card, and goes through once one is saved', async () => {
    await setTopOff(2000);
    const order = await orderTo();
    await runPipeline();
    expect(await orderRow(order.id)).toMatchObject({
      status: 'payment_required',
      error_message: paymentRequiredMessage(125),
    });

    await saveCard();
    await getDb().update(orders).set({ status: 'pending' }).where(eq(orders.id, order.id));
    await runPipeline();
    expect((await orderRow(order.id)).status).toBe('completed');
  });

  it('gives payment_failed, not a stuck order, when the payment provider refuses the request', async () => {
    await setTopOff(2000);
    await saveCard();
    const order = await orderTo();
    await chargeNextOrders();
    const { recharge_key: key } = await orderRow(order.id);
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, ada.id));
    // The key was already used for another amount: the provider refuses, as Stripe does.
    await getDb().insert(sandboxPaymentIntents).values({
      id: 'pi_sbx_other',
      customer_id: profile.stripe_customer_id!,
      idempotency_key: key!,
      amount: 999,
      status: 'succeeded',
    });
    await runPipeline();
    expect(await orderRow(order.id)).toMatchObject({
      status: 'payment_failed',
      error_message: RECHARGE_ERROR_MESSAGE,
      recharge_key: null,
    });
  });

  it('makes one card charge for a burst of orders, not one per order', async () => {
    await setTopOff(5000);
    await saveCard();
    for (let i = 0; i < 5; i++) await orderTo();
    await runPipeline();
    // The orders queued behind the card charge look again a second later.
    await runPipeline({ aheadMs: 120_000 });
    expect(await getDb().select().from(sandboxPaymentIntents)).toHaveLength(1);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(5000 - 5 * 125);
  });
});

describe('tenant isolation of the order actions', () => {
  it('B can neither retry nor cancel A’s orders', async () => {
    const failed = await orderTo('Invalid St');
    const waiting = await orderTo();
    await fund(ada, 125);
    await runPipeline();
    const before = await getDb().select().from(orders);

    const bob = await signUpUser('bob@example.com');
    actAs(bob, '/orders');
    expect(await retryOrderAction({ orderId: failed.id })).toEqual({ ok: false, error: 'Failed to retry order' });
    expect(await cancelOrderAction({ orderId: waiting.id })).toEqual({ ok: false, error: CANCEL_FAILED_MESSAGE });
    expect(await getDb().select().from(orders)).toEqual(before);
  });
});
