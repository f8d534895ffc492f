import { and, count, eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { getDb } from '@/lib/db/client';
import { orders, recipients, sandboxPostcardOrders, transactions } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { chargeNextOrders, paymentRequiredMessage } from '@/lib/orders/charge-orders';
import { allNeighborsRecentMessage, NO_NEIGHBORS_MESSAGE } from '@/lib/orders/neighbors';
import { MAX_SUBMIT_ATTEMPTS } from '@/lib/orders/order-machine';
import { rechargeNextOrder } from '@/lib/orders/recharge-next-order';
import { recoverNextSubmission, SUBMIT_LEASE_MS } from '@/lib/orders/recover-next-submission';
import { INTERRUPTED_MESSAGE } from '@/lib/orders/resolve-uncertain-submission';
import { switchToPro } from '../support/plans';
import { getPostcards } from '@/lib/providers/postcards';
import { SANDBOX_NO_STAT_FAILURE } from '@/lib/providers/postcards/sandbox';
import { campaignFixture, fund, ledgerOf, orderRow, pendingOrder, runPipeline, springfield } from '../support/orders';
import { mswServer } from '../support/msw';
import { signUpUser, type TestUser } from '../support/users';

const DEFAULT_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };
let ada: TestUser;

beforeEach(async () => {
  setEnvForTests({ ...DEFAULT_ENV, SANDBOX_POSTCARD_DELAY_MS: '0' });
  ada = await signUpUser('ada@example.com');
});
afterEach(() => {
  setEnvForTests(DEFAULT_ENV);
});

const sandboxRequests = (reference: string) =>
  getDb()
    .select()
    .from(sandboxPostcardOrders)
    .where(eq(sandboxPostcardOrders.reference, reference))
    .orderBy(sandboxPostcardOrders.created_at);

describe('a single send, from pending to mailed', () => {
  it('charges the balance once, submits once with the filled-in message, and completes', async () => {
    const campaign = await campaignFixture(ada);
    const order = await pendingOrder(ada, campaign.id);
    await fund(ada, 500);

    await runPipeline();

    expect(await orderRow(order.id)).toMatchObject({
      status: 'completed',
      cost: 125,
      cost_breakdown: { postcard_cost: 125, lookup_cost: 0 },
      attempts: 1,
      error_message: null,
      charge_count: 1,
    });
    expect(await ledgerOf(order.id)).toEqual([
      {
        type: 'postcard_charge',
        amount: -125,
        metadata: {
          cost_breakdown: { postcard_cost: 125, lookup_cost: 0 },
          description: 'Postcard: Open house to Jane Doe',
        },
      },
    ]);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(375);
    const [sent] = await sandboxRequests(order.id);
    expect(sent).toMatchObject({ accepted: true });
    expect(sent.request).toMatchObject({
      size: '4x6',
      message: 'Hi Jane Doe, come see the house!',
      frontImageUrl: 'http://localhost:3000/storage/templates/front.png',
      handwritingStyleId: 5,
      recipients: [{ name: 'Jane Doe', address: springfield() }],
    });
  });

  it('charges the Pro price (20% off) once the user is on Pro', async () => {
    await switchToPro(ada.id);
    const order = await pendingOrder(ada, (await campaignFixture(ada)).id);
    await fund(ada, 500);
    await runPipeline();
    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', cost: 100 });
    expect((await ledgerOf(order.id)).map((t) => t.amount)).toEqual([-100]);
  });

  it('stops at payment_required without money, and resumes by itself once funds arrive', async () => {
    const order = await pendingOrder(ada, (await campaignFixture(ada)).id);
    await fund(ada, 100);
    await runPipeline();
    expect(await orderRow(order.id)).toMatchObject({
      status: 'payment_required',
      error_message: paymentRequiredMessage(125),
    });
    expect(await ledgerOf(order.id)).toEqual([]);

    await fund(ada, 500);
    await runPipeline();
    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', error_message: null });
    expect(await getBalanceCents(getDb(), ada.id)).toBe(475);
  });
});

describe('provider failures', () => {
  it('retries a provider outage with backoff and succeeds: one postcard, one charge', async () => {
    const order = await pendingOrder(ada, (await campaignFixture(ada)).id, springfield('Flaky St'));
    await fund(ada, 500);

    // One step at a time: after the first 503 the order waits, with the attempt on record.
    await chargeNextOrders();
    await runPipeline({ aheadMs: 0 });
    const waiting = await orderRow(order.id);
    expect(waiting).toMatchObject({ status: 'ready', attempts: 1, submitting_at: null });
    expect(waiting.error_message).toBe(
      `The postcard provider is unavailable (503). Trying again automatically (attempt 1 of ${MAX_SUBMIT_ATTEMPTS}).`,
    );
    expect(waiting.next_attempt_at!.getTime() - waiting.last_attempt_at!.getTime()).toBeGreaterThanOrEqual(1000);

    await runPipeline();
    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', attempts: 3, error_message: null });
    expect((await sandboxRequests(order.id)).map((r) => r.accepted)).toEqual([false, false, true]);
    expect((await ledgerOf(order.id)).map((t) => t.type)).toEqual(['postcard_charge']);
  });

  it('gives up after the last attempt of a lasting outage, and refunds once', async () => {
    const order = await pendingOrder(ada, (await campaignFixture(ada)).id, springfield('Offline St'));
    await fund(ada, 500);
    await runPipeline();
    expect(await orderRow(order.id)).toMatchObject({
      status: 'failed',
      attempts: MAX_SUBMIT_ATTEMPTS,
      error_message: `The postcard provider is unavailable (503). Gave up after ${MAX_SUBMIT_ATTEMPTS} attempts.`,
    });
    expect((await ledgerOf(order.id)).map((t) => [t.type, t.amount])).toEqual([
      ['postcard_charge', -125],
      ['refund', 125],
    ]);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(500);
  });

  it('fails a permanent refusal at once, with the reason, refunded once', async () => {
    const order = await pendingOrder(ada, (await campaignFixture(ada)).id, springfield('Invalid St'));
    await fund(ada, 500);
    await runPipeline();
    await runPipeline(); // nothing more happens
    expect(await orderRow(order.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error_message: 'The recipient address could not be verified for mailing.',
    });
    const ledger = await ledgerOf(order.id);
    expect(ledger.map((t) => [t.type, t.amount])).toEqual([
      ['postcard_charge', -125],
      ['refund', 125],
    ]);
    expect(ledger[1].metadata).toEqual({
      description: 'Refund: The recipient address could not be verified for mailing — Open house to Jane Doe',
    });
  });

  it('follows the provider to failed when the mail cannot be delivered, and refunds', async () => {
    const order = await pendingOrder(ada, (await campaignFixture(ada)).id, springfield('Nostat St'));
    await fund(ada, 500);
    await runPipeline();
    expect(await orderRow(order.id)).toMatchObject({
      status: 'failed',
      error_message: SANDBOX_NO_STAT_FAILURE,
      provider_status: 'Error',
    });
    expect(await getBalanceCents(getDb(), ada.id)).toBe(500);
  });
});

describe('a worker that dies mid-submission', () => {
  async function chargedOrder(street = 'Main St') {
    const order = await pendingOrder(ada, (await campaignFixture(ada)).id, springfield(street));
    await fund(ada, 500);
    await chargeNextOrders();
    return order;
  }
  /** What a worker leaves behind when it dies after recording its attempt. */
  const dieAfterRecording = (id: string) =>
    getDb()
      .update(orders)
      .set({ attempts: 1, last_attempt_at: new Date(), submitting_at: new Date(Date.now() - SUBMIT_LEASE_MS - 1000) })
      .where(eq(orders.id, id));

  it('before the provider heard of it: the order is sent exactly once, not lost', async () => {
    const order = await chargedOrder();
    await dieAfterRecording(order.id);
    await runPipeline({ aheadMs: 0 });
    expect(await orderRow(order.id)).toMatchObject({ status: 'submitted', attempts: 2 });
    expect(await sandboxRequests(order.id)).toHaveLength(1);
  });

  it('after the provider accepted it: the order is found, not sent again', async () => {
    const order = await chargedOrder();
    await dieAfterRecording(order.id);
    const placed = await getPostcards().sendPostcards({
      reference: order.id,
      size: '4x6',
      frontImageUrl: 'http://localhost:3000/storage/templates/front.png',
      backImageUrl: null,
      message: 'Hi',
      qrCodeUrl: null,
      handwritingStyleId: 5,
      handwritingColor: '#000000',
      returnAddress: null,
      recipients: [{ name: 'Jane Doe', address: springfield() }],
    });
    await runPipeline();
    expect(await orderRow(order.id)).toMatchObject({
      status: 'completed',
      provider_order_id: placed.providerOrderId,
      attempts: 1,
    });
    expect(await sandboxRequests(order.id)).toHaveLength(1);
  });

  it('with a provider that cannot be asked: stopped and refunded, never sent twice', async () => {
    const order = await chargedOrder();
    await dieAfterRecording(order.id);
    setEnvForTests({ ...DEFAULT_ENV, THANKSIO_API_TOKEN: 'test-token' });
    expect(await recoverNextSubmission()).toBe(true);
    expect(await orderRow(order.id)).toMatchObject({ status: 'failed', error_message: INTERRUPTED_MESSAGE });
    expect(await getBalanceCents(getDb(), ada.id)).toBe(500);
  });
});

describe('a send whose answer never came (thanks.io)', () => {
  it('is not sent again: the order stops, refunded, with the reason', async () => {
    const order = await pendingOrder(ada, (await campaignFixture(ada)).id);
    await fund(ada, 500);
    setEnvForTests({ ...DEFAULT_ENV, THANKSIO_API_TOKEN: 'test-token' });
    let sends = 0;
    mswServer.use(
      http.post('https://api.thanks.io/api/v2/send/postcard', () => {
        sends++;
        return HttpResponse.error(); // the connection drops: did thanks.io place the order?
      }),
    );
    await runPipeline();
    expect(sends).toBe(1);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'failed',
      error_message: INTERRUPTED_MESSAGE,
      attempts: 1,
    });
    expect(await getBalanceCents(getDb(), ada.id)).toBe(500);
  });
});

describe('neighbor campaigns', () => {
  it('finds the neighbors, stores them, mails them and not the target, charging lookups', async () => {
    const campaign = await campaignFixture(ada, { type: 'neighbor', neighborCount: 10 });
    const order = await pendingOrder(ada, campaign.id, springfield('Main St', '123'), 'Target Owner');
    await fund(ada, 2000);
    await runPipeline();

    expect(await orderRow(order.id)).toMatchObject({
      status: 'completed',
      cost: 1300,
      neighbors_found: 10,
      neighbors_skipped: 0,
    });
    expect((await ledgerOf(order.id)).map((t) => t.amount)).toEqual([-1300]);
    const stored = await getDb().select().from(recipients).where(eq(recipients.order_id, order.id));
    expect(stored).toHaveLength(10);
    expect(stored.every((r) => r.is_neighbor && r.name === 'Current Resident')).toBe(true);
    const [sent] = await sandboxRequests(order.id);
    const mailed = (sent.request.recipients as { address: { street_number: string } }[]).map(
      (r) => r.address.street_number,
    );
    expect(mailed).toHaveLength(10);
    expect(mailed).not.toContain('123');
    expect(sent.request.message).toBe('Hi Current Resident, come see the house!');
  });

  it('leaves out neighbors this user mailed recently and refunds their postcards', async () => {
    const single = await campaignFixture(ada, { name: 'Direct' });
    const earlier = await pendingOrder(ada, single.id, springfield('Main St', '125'));
    await fund(ada, 2000);
    await runPipeline();
    expect((await orderRow(earlier.id)).status).toBe('completed');

    const campaign = await campaignFixture(ada, { type: 'neighbor', neighborCount: 10 });
    const order = await pendingOrder(ada, campaign.id, springfield('Main St', '123'));
    await runPipeline();

    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', neighbors_found: 10, neighbors_skipped: 1 });
    const ledger = await ledgerOf(order.id);
    expect(ledger.map((t) => [t.type, t.amount])).toEqual([
      ['postcard_charge', -1300],
      ['refund', 125],
    ]);
    expect(ledger[1].metadata).toEqual({
      description: 'Refund: 1 of 10 neighbors not mailed (1 mailed by you in the last 90 days)',
    });
    const [sent] = await sandboxRequests(order.id);
    expect(sent.request.recipients).toHaveLength(9);
  });

  it('fails and refunds when no neighbor is found', async () => {
    const campaign = await campaignFixture(ada, { type: 'neighbor', neighborCount: 10 });
    const order = await pendingOrder(ada, campaign.id, springfield('Lonely Rd'));
    await fund(ada, 2000);
    await runPipeline();
    expect(await orderRow(order.id)).toMatchObject({
      status: 'failed',
      error_message: NO_NEIGHBORS_MESSAGE,
      neighbors_found: 0,
    });
    expect(await getBalanceCents(getDb(), ada.id)).toBe(2000);
    expect(await sandboxRequests(order.id)).toHaveLength(0);
  });

  it('fails and refunds, saying why, when every neighbor was mailed recently', async () => {
    const campaign = await campaignFixture(ada, { type: 'neighbor', neighborCount: 10 });
    await fund(ada, 5000);
    const first = await pendingOrder(ada, campaign.id, springfield('Main St', '123'));
    await runPipeline();
    expect((await orderRow(first.id)).status).toBe('completed');

    const again = await pendingOrder(ada, campaign.id, springfield('Main St', '123'));
    await runPipeline();
    expect(await orderRow(again.id)).toMatchObject({
      status: 'failed',
      neighbors_skipped: 10,
      error_message: 'All 10 neighbors found were mailed by you in the last 90 days, so none were mailed again.',
    });
    expect(allNeighborsRecentMessage(10)).toBe((await orderRow(again.id)).error_message);
    expect(await sandboxRequests(again.id)).toHaveLength(0);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(5000 - 1300);
  });
});

describe('money under concurrency', () => {
  it('50 orders against a balance that covers 20: exactly 20 charged, never below zero', async () => {
    const campaign = await campaignFixture(ada);
    for (let i = 0; i < 50; i++) await pendingOrder(ada, campaign.id, springfield('Main St', String(100 + i)));
    await fund(ada, 20 * 125);

    // Four workers at once (truly parallel on PostgreSQL, interleaved on PGlite).
    const worker = async () => {
      while (await chargeNextOrders(new Date(), 5)) {
        // drain
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);

    const byStatus = async () =>
      Object.fromEntries(
        (await getDb().select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status)).map((r) => [
          r.status,
          r.n,
        ]),
      );
    // The 21st waits on a charge of the saved card, the other 29 behind it (one card charge at a time).
    expect(await byStatus()).toEqual({ ready: 20, processing: 1, pending: 29 });
    // There is no card: that order waits for money, and so do the others when they look again.
    expect(await rechargeNextOrder()).toBe(true);
    const later = new Date(Date.now() + 5_000);
    while (await chargeNextOrders(later, 5)) {
      // drain
    }
    expect(await byStatus()).toEqual({ ready: 20, payment_required: 30 });
    const [charges] = await getDb()
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.user_id, ada.id), eq(transactions.type, 'postcard_charge')));
    expect(charges.n).toBe(20);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(0);
  });
});
