import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/webhooks/stripe/route';
import { getAccountSummary } from '@/lib/accounts/get-account-summary';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { creditCardCharge } from '@/lib/billing/credit-card-charge';
import { getDb } from '@/lib/db/client';
import { checkoutSends, orders, profiles, transactions, webhookEvents } from '@/lib/db/schema';
import { FREE_COST_CENTS } from '@/lib/db/seed';
import { setEnvForTests } from '@/lib/env';
import { priceSend } from '@/lib/pricing/price-send';
import { expectDocumentedWebhook } from '../support/contracts';
import { mswServer } from '../support/msw';
import { campaignFixture, springfield, waitingOrder } from '../support/orders';
import { signUpUser, type TestUser } from '../support/users';

/**
 * The Stripe webhook route end to end: signed requests built with stripe-node's own test
 * header, Stripe's subscription API faked with MSW, effects read from the database.
 */

const SECRET_KEY = 'sk_test_51InkpostFakeKey000000000000';
const WEBHOOK_SECRET = 'whsec_inkpost_test_0000000000000000';
const BASE_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };
const STRIPE_ENV = { ...BASE_ENV, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };

let ada: TestUser;
let customerId: string;
let signupSubscriptionId: string;
/** The subscriptions as "Stripe has them now": what GET /v1/subscriptions/:id answers. */
let stripeNow: Map<string, object>;
let retrieved: string[];
let logged: string[];

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, ada.id));
  customerId = profile.stripe_customer_id!;
  signupSubscriptionId = profile.current_subscription!.id;
  setEnvForTests(STRIPE_ENV);

  stripeNow = new Map();
  retrieved = [];
  mswServer.use(
    http.get('https://api.stripe.com/v1/subscriptions/:id', ({ params }) => {
      const id = String(params.id);
      retrieved.push(id);
      const body = stripeNow.get(id);
      if (!body) {
        return HttpResponse.json(
          {
            error: {
              code: 'resource_missing',
              message: `No such subscription: '${id}'`,
              type: 'invalid_request_error',
            },
          },
          { status: 404 },
        );
      }
      return HttpResponse.json(body);
    }),
  );
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
});

afterEach(() => {
  vi.restoreAllMocks();
  setEnvForTests({ ...BASE_ENV, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
});

// ─── Stripe objects and deliveries ──────────────────────────────────────────

const PLANS = {
  free: { price: 'price_sandbox_free', product: 'prod_sandbox_free', amount: 0 },
  pro: { price: 'price_sandbox_pro', product: 'prod_sandbox_pro', amount: 5000 },
};

function subscription(id: string, plan: keyof typeof PLANS, status: string) {
  const { price, product, amount } = PLANS[plan];
  return {
    id,
    object: 'subscription',
    customer: customerId,
    status,
    current_period_start: 1_767_225_600,
    current_period_end: 1_769_904_000,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          price: { id: price, object: 'price', product, unit_amount: amount },
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    metadata: {},
  };
}

function checkoutSession(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    object: 'checkout.session',
    amount_total: 4000,
    currency: 'usd',
    customer: customerId,
    client_reference_id: ada.id,
    metadata: { user_id: ada.id, kind: 'top_up' },
    mode: 'payment',
    payment_intent: 'pi_3OxTopUp000000000000001',
    payment_status: 'paid',
    status: 'complete',
    ...overrides,
  };
}

function paymentIntent(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    object: 'payment_intent',
    amount: 2500,
    amount_received: 2500,
    currency: 'usd',
    customer: customerId,
    metadata: { kind: 'auto_recharge', user_id: ada.id, order_id: 'order-1' },
    status: 'succeeded',
    ...overrides,
  };
}

let eventCount = 0;
/** An event as Stripe sends it, checked against the `event` schema and its object's schema. */
function stripeEvent(type: string, object: object, id = `evt_test_${++eventCount}`) {
  const event = {
    id,
    object: 'event',
    api_version: '2023-10-16',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  expectDocumentedWebhook('stripe', event);
  return event;
}

type Delivery = { secret?: string; timestamp?: number; signature?: string | null; body?: string };

/** POSTs the event as Stripe does: the raw JSON and a `stripe-signature` over exactly those bytes. */
async function deliver(event: object, options: Delivery = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature !== undefined
      ? options.signature
      : Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          timestamp: options.timestamp,
        });
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (signature !== null) headers['stripe-signature'] = signature;
  const response = await POST(
    new Request('http://localhost:3000/api/webhooks/stripe', {
      method: 'POST',
      headers,
      body: options.body ?? payload,
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function profile() {
  const [row] = await getDb().select().from(profiles).where(eq(profiles.id, ada.id));
  return row;
}

const planNameOf = async () => (await getAccountSummary({ id: ada.id, email: ada.email, isAdmin: false })).planName;
const credits = () => getDb().select().from(transactions).where(eq(transactions.user_id, ada.id));
const recordedEvents = () => getDb().select().from(webhookEvents);

const orderStatus = async (id: string) => (await getDb().select().from(orders).where(eq(orders.id, id)))[0].status;

// ─── Tests ──────────────────────────────────────────────────────────────────

describe('the Stripe webhook: signature', () => {
  it('refuses a body signed with another secret with 400, and nothing changes', async () => {
    const before = await profile();
    const event = stripeEvent('checkout.session.completed', checkoutSession('cs_test_forged'));

    const response = await deliver(event, { secret: 'whsec_someone_else' });

    expect(response).toEqual({ status: 400, body: { error: 'invalid_signature' } });
    expect(await credits()).toEqual([]);
    expect(await recordedEvents()).toEqual([]);
    expect(await profile()).toEqual(before);
  });

  it('refuses a body changed after signing (amount raised) and a request without signature', async () => {
    const event = stripeEvent('checkout.session.completed', checkoutSession('cs_test_tampered'));
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: WEBHOOK_SECRET,
    });
    const raised = JSON.stringify(event).replace('"amount_total":4000', '"amount_total":400000');

    expect((await deliver(event, { signature, body: raised })).status).toBe(400);
    expect(await deliver(event, { signature: null })).toEqual({ status: 400, body: { error: 'missing_signature' } });
    expect(await credits()).toEqual([]);
    expect(await recordedEvents()).toEqual([]);
  });

  it('refuses a signature older than 300 s (a replayed capture), and accepts one 290 s old', async () => {
    const now = Math.floor(Date.now() / 1000);
    const stale = stripeEvent('checkout.session.completed', checkoutSession('cs_test_stale'));
    expect((await deliver(stale, { timestamp: now - 301 })).status).toBe(400);
    expect(await credits()).toEqual([]);

    const recent = stripeEvent('checkout.session.completed', checkoutSession('cs_test_recent'));
    expect((await deliver(recent, { timestamp: now - 290 })).status).toBe(200);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(4000);
  });

  it('refuses a signature dated more than 300 s in the future, and accepts one 290 s ahead (clock skew)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ahead = stripeEvent('checkout.session.completed', checkoutSession('cs_test_future'));
    expect(await deliver(ahead, { timestamp: now + 3600 })).toEqual({
      status: 400,
      body: { error: 'invalid_signature' },
    });
    expect(await deliver(ahead, { timestamp: now + 310 })).toEqual({
      status: 400,
      body: { error: 'invalid_signature' },
    });
    logged.mockRestore();
    expect(await credits()).toEqual([]);
    expect(await recordedEvents()).toEqual([]);

    const skewed = stripeEvent('checkout.session.completed', checkoutSession('cs_test_skewed'));
    expect((await deliver(skewed, { timestamp: now + 290 })).status).toBe(200);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(4000);
  });

  it('answers 500 and logs why when the signing secret is not configured; 404 in sandbox payments mode', async () => {
    setEnvForTests({ ...STRIPE_ENV, STRIPE_WEBHOOK_SECRET: '' });
    const event = stripeEvent('checkout.session.completed', checkoutSession('cs_test_unconfigured'));
    expect(await deliver(event)).toEqual({ status: 500, body: { error: 'webhook_not_configured' } });
    expect(logged.some((line) => line.includes('STRIPE_WEBHOOK_SECRET is not set'))).toBe(true);

    setEnvForTests({ ...BASE_ENV, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    expect((await deliver(event)).status).toBe(404);
    expect(await credits()).toEqual([]);
  });
});

describe('the Stripe webhook: top-ups', () => {
  it('credits a paid top-up checkout once, under the key the sandbox checkout uses, even delivered 3 times', async () => {
    const event = stripeEvent('checkout.session.completed', checkoutSession('cs_test_topup'));

    for (let i = 0; i < 3; i++) expect((await deliver(event)).status).toBe(200);

    const rows = await credits();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'card_charge',
      status: 'completed',
      amount: 4000,
      idempotency_key: 'checkout:cs_test_topup',
    });
    expect(await getBalanceCents(getDb(), ada.id)).toBe(4000);
    expect(await recordedEvents()).toEqual([expect.objectContaining({ id: event.id, provider: 'stripe' })]);
  });

  it("places the order an 'Add funds and send' kept for that checkout, once, even delivered twice", async () => {
    const campaign = await campaignFixture(ada);
    await getDb().insert(checkoutSends).values({
      user_id: ada.id,
      checkout_id: 'cs_test_send',
      campaign_id: campaign.id,
      recipient_name: 'Jane Doe',
      address: springfield(),
    });
    const event = stripeEvent('checkout.session.completed', checkoutSession('cs_test_send'));
    for (let i = 0; i < 2; i++) expect((await deliver(event)).status).toBe(200);

    const placed = await getDb().select().from(orders).where(eq(orders.user_id, ada.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ campaign_id: campaign.id, status: 'pending', cost: FREE_COST_CENTS['4x6'] });
    const [send] = await getDb().select().from(checkoutSends);
    expect(send.order_id).toBe(placed[0].id);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(4000);
  });

  it('credits a delayed payment on async_payment_succeeded, and a later completed event for it adds nothing', async () => {
    const pending = stripeEvent(
      'checkout.session.completed',
      checkoutSession('cs_test_ach', { payment_status: 'unpaid' }),
    );
    expect(await deliver(pending)).toEqual({ status: 200, body: { received: true, ignored: true } });
    expect(await credits()).toEqual([]);

    await deliver(stripeEvent('checkout.session.async_payment_succeeded', checkoutSession('cs_test_ach')));
    await deliver(stripeEvent('checkout.session.completed', checkoutSession('cs_test_ach')));

    expect((await credits()).map((r) => r.idempotency_key)).toEqual(['checkout:cs_test_ach']);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(4000);
  });

  it('ignores checkouts that are not top-ups (subscription mode, another kind)', async () => {
    await deliver(stripeEvent('checkout.session.completed', checkoutSession('cs_test_sub', { mode: 'subscription' })));
    await deliver(
      stripeEvent('checkout.session.completed', checkoutSession('cs_test_other', { metadata: { kind: 'gift' } })),
    );
    expect(await credits()).toEqual([]);
  });

  it('a credit sends orders waiting at payment_required back to be charged', async () => {
    const orderId = await waitingOrder(ada);
    await deliver(stripeEvent('checkout.session.completed', checkoutSession('cs_test_resume')));
    expect(await orderStatus(orderId)).toBe('pending');
  });

  it('answers 200 for an unknown customer, logs it, and changes nothing', async () => {
    const event = stripeEvent(
      'checkout.session.completed',
      checkoutSession('cs_test_stranger', { customer: 'cus_NobodyWeKnow' }),
    );

    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });

    expect(await getDb().select().from(transactions)).toEqual([]);
    expect(await recordedEvents()).toEqual([]);
    expect(logged.some((line) => line.includes(event.id) && line.includes('no profile has'))).toBe(true);
  });
});

describe('the Stripe webhook: auto-recharge payments', () => {
  it('credits a succeeded auto-recharge once when the pipeline already credited the same payment', async () => {
    // The pipeline credits synchronously as soon as Stripe answers the charge…
    await creditCardCharge({ userId: ada.id, amountCents: 2500, idempotencyKey: 'payment:pi_3OxRecharge01' });
    // …and the webhook for that payment arrives afterwards.
    const event = stripeEvent('payment_intent.succeeded', paymentIntent('pi_3OxRecharge01'));
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });

    expect((await credits()).map((r) => [r.idempotency_key, r.amount])).toEqual([['payment:pi_3OxRecharge01', 2500]]);
  });

  it('credits the payment when the pipeline never heard back, and ignores payments that are not auto-recharges', async () => {
    await deliver(stripeEvent('payment_intent.succeeded', paymentIntent('pi_3OxRecharge02')));
    await deliver(
      stripeEvent('payment_intent.succeeded', paymentIntent('pi_3OxTopUpIntent', { metadata: { kind: 'top_up' } })),
    );

    expect((await credits()).map((r) => r.idempotency_key)).toEqual(['payment:pi_3OxRecharge02']);
    expect(await getBalanceCents(getDb(), ada.id)).toBe(2500);
  });

  it('a saved card (payment_method.attached) gives waiting orders another chance', async () => {
    const orderId = await waitingOrder(ada);
    await deliver(
      stripeEvent('payment_method.attached', {
        id: 'pm_1OxCard',
        object: 'payment_method',
        customer: customerId,
        type: 'card',
      }),
    );
    expect(await orderStatus(orderId)).toBe('pending');
    expect(await credits()).toEqual([]);
  });
});

describe('the Stripe webhook: subscriptions', () => {
  it('applies the subscription as Stripe has it now, once, even delivered 3 times', async () => {
    stripeNow.set(signupSubscriptionId, subscription(signupSubscriptionId, 'pro', 'active'));
    const event = stripeEvent('customer.subscription.updated', subscription(signupSubscriptionId, 'pro', 'active'));

    for (let i = 0; i < 3; i++) expect((await deliver(event)).status).toBe(200);

    expect(await planNameOf()).toBe('Pro');
    expect(await profile()).toMatchObject({
      subscription_status: 'active',
      subscription_product_id: 'prod_sandbox_pro',
    });
    expect(retrieved).toEqual([signupSubscriptionId]); // replays are skipped before the re-read
    expect(await recordedEvents()).toHaveLength(1);
  });

  it('a stale "updated to Pro" arriving after the subscription was deleted leaves no plan', async () => {
    // Stripe now: upgraded to Pro, then canceled. The deletion is delivered first.
    stripeNow.set(signupSubscriptionId, subscription(signupSubscriptionId, 'pro', 'canceled'));
    await deliver(stripeEvent('customer.subscription.deleted', subscription(signupSubscriptionId, 'pro', 'canceled')));
    await deliver(stripeEvent('customer.subscription.updated', subscription(signupSubscriptionId, 'pro', 'active')));

    const summary = await getAccountSummary({ id: ada.id, email: ada.email, isAdmin: false });
    expect(summary).toMatchObject({ planName: null, subscriptionStatus: 'canceled', isPro: false, showUpgrade: true });
    expect((await profile()).current_plan_id).toBeNull();
    // No plan: postcards cost the standard price again.
    const price = await priceSend(getDb(), { userId: ada.id, size: '4x6', type: 'single', neighborCount: 10 });
    expect(price.postcardUnitCents).toBe(FREE_COST_CENTS['4x6']);
  });

  it('after a switch to a new subscription, the old one’s late deletion does not undo the new plan', async () => {
    stripeNow.set(signupSubscriptionId, subscription(signupSubscriptionId, 'free', 'canceled'));
    stripeNow.set('sub_1OxNewPro', subscription('sub_1OxNewPro', 'pro', 'active'));

    // created (payload still says incomplete; Stripe now says active), then the old one's deletion.
    await deliver(stripeEvent('customer.subscription.created', subscription('sub_1OxNewPro', 'pro', 'incomplete')));
    expect(await planNameOf()).toBe('Pro');
    await deliver(stripeEvent('customer.subscription.deleted', subscription(signupSubscriptionId, 'free', 'canceled')));
    await deliver(stripeEvent('customer.subscription.updated', subscription(signupSubscriptionId, 'free', 'active')));

    expect(await planNameOf()).toBe('Pro');
    expect(await profile()).toMatchObject({
      subscription_status: 'active',
      current_subscription: expect.objectContaining({ id: 'sub_1OxNewPro' }),
    });
  });

  it('the same switch delivered the other way round ends in the same state', async () => {
    stripeNow.set(signupSubscriptionId, subscription(signupSubscriptionId, 'free', 'canceled'));
    stripeNow.set('sub_1OxNewPro', subscription('sub_1OxNewPro', 'pro', 'active'));

    await deliver(stripeEvent('customer.subscription.deleted', subscription(signupSubscriptionId, 'free', 'canceled')));
    expect(await planNameOf()).toBeNull();
    await deliver(stripeEvent('customer.subscription.created', subscription('sub_1OxNewPro', 'pro', 'incomplete')));

    expect(await planNameOf()).toBe('Pro');
    expect((await profile()).current_subscription?.id).toBe('sub_1OxNewPro');
  });

  it('an unpaid new subscription does not replace the active plan', async () => {
    stripeNow.set('sub_1OxUnpaid', subscription('sub_1OxUnpaid', 'pro', 'incomplete'));
    await deliver(stripeEvent('customer.subscription.created', subscription('sub_1OxUnpaid', 'pro', 'incomplete')));
    expect(await planNameOf()).toBe('Free');
    expect((await profile()).current_subscription?.id).toBe(signupSubscriptionId);
  });

  it('answers 500 and records nothing when Stripe cannot be read, so the redelivery applies it', async () => {
    const event = stripeEvent('customer.subscription.updated', subscription(signupSubscriptionId, 'pro', 'active'));
    expect(await deliver(event)).toEqual({ status: 500, body: { error: 'processing_failed' } });
    expect(await recordedEvents()).toEqual([]);

    stripeNow.set(signupSubscriptionId, subscription(signupSubscriptionId, 'pro', 'active'));
    expect((await deliver(event)).status).toBe(200);
    expect(await planNameOf()).toBe('Pro');
  });
});

describe('the Stripe webhook: other events', () => {
  it('answers 200 { received, ignored } for a type it does not handle, and records nothing', async () => {
    const event = stripeEvent('invoice.paid', { id: 'in_1OxInvoice', object: 'invoice', customer: customerId });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, ignored: true } });
    expect(await recordedEvents()).toEqual([]);
    expect(await credits()).toEqual([]);
  });
});
