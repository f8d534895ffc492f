import { http, HttpResponse } from 'msw';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  createStripePayments,
  STRIPE_API_VERSION,
} from '@/lib/providers/payments/stripe';
import { HttpError } from '@/lib/providers/retry';
import { mswServer } from '../support/msw';

/**
 * Contract tests of the Stripe payments adapter against fakes of the Stripe REST API
 * (stripe-node 14, API version 2023-10-16): form-encoded bodies, the headers Stripe relies on,
 * the mapping of the answers, and which failures our retry wrapper repeats.
 */

const API = 'https://api.stripe.com/v1';
const SECRET = 'sk_test_51InkpostFakeKey000000000000';
const USER_ID = '5a3c2b8e-1f4d-4c1a-9e7b-2d6f8a9b0c11';
const CUSTOMER_ID = 'cus_PkQ3x8YbC2n1Zr';
const PRICE_ID = 'price_1OxFreePlan0000000000';
const PRODUCT_ID = 'prod_PkFreePlan0001';
const PERIOD_START = 1_767_225_600; // 2026-01-01T00:00:00Z
const PERIOD_END = 1_769_904_000; // 2026-02-01T00:00:00Z

type Seen = { method: string; path: string; query: URLSearchParams; form: URLSearchParams; headers: Headers };

/** Records each call as Stripe would receive it, then answers with `reply(n)` for the n-th call. */
function stripeRoute(method: 'post' | 'get', path: string, reply: (attempt: number) => Response): Seen[] {
  const seen: Seen[] = [];
  mswServer.use(
    http[method](`${API}${path}`, async ({ request }) => {
      seen.push({
        method: request.method,
        path: new URL(request.url).pathname,
        query: new URL(request.url).searchParams,
        form: new URLSearchParams(await request.text()),
        headers: request.headers,
      });
      return reply(seen.length);
    }),
  );
  return seen;
}

const stripeJson = (body: object, status = 200) =>
  HttpResponse.json(body, {
    status,
    headers: { 'request-id': `req_${Math.random().toString(36).slice(2, 16)}`, 'stripe-version': STRIPE_API_VERSION },
  });

function customerObject(overrides: Record<string, unknown> = {}) {
  return {
    id: CUSTOMER_ID,
    object: 'customer',
    address: null,
    balance: 0,
    created: PERIOD_START,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: 'ada@example.com',
    invoice_prefix: 'A1B2C3D4',
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: { user_id: USER_ID },
    name: 'Ada Lovelace',
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
    ...overrides,
  };
}

function priceObject() {
  return {
    id: PRICE_ID,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: PERIOD_START,
    currency: 'usd',
    livemode: false,
    lookup_key: 'free_monthly',
    metadata: {},
    nickname: 'Free',
    product: PRODUCT_ID,
    recurring: { aggregate_usage: null, interval: 'month', interval_count: 1, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: 0,
    unit_amount_decimal: '0',
  };
}

function subscriptionObject(overrides: Record<string, unknown> = {}) {
  return {
    id: 'sub_1OxFreeSub000000000000',
    object: 'subscription',
    application: null,
    billing_cycle_anchor: PERIOD_START,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    collection_method: 'charge_automatically',
    created: PERIOD_START,
    currency: 'usd',
    current_period_end: PERIOD_END,
    current_period_start: PERIOD_START,
    customer: CUSTOMER_ID,
    default_payment_method: null,
    items: {
      object: 'list',
      data: [
        {
          id: 'si_PkFreeItem0001',
          object: 'subscription_item',
          created: PERIOD_START,
          metadata: {},
          price: priceObject(),
          quantity: 1,
          subscription: 'sub_1OxFreeSub000000000000',
          tax_rates: [],
        },
      ],
      has_more: false,
      url: '/v1/subscription_items?subscription=sub_1OxFreeSub000000000000',
    },
    // Expanded: a $0 first invoice is paid at once and has no payment intent.
    latest_invoice: {
      id: 'in_1OxFreeInvoice00000000',
      object: 'invoice',
      amount_due: 0,
      amount_paid: 0,
      customer: CUSTOMER_ID,
      paid: true,
      payment_intent: null,
      status: 'paid',
      subscription: 'sub_1OxFreeSub000000000000',
    },
    livemode: false,
    metadata: { source: 'signup', user_id: USER_ID },
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_setup_intent: null,
    start_date: PERIOD_START,
    status: 'active',
    trial_end: null,
    trial_start: null,
    ...overrides,
  };
}

const cardDeclined = {
  error: {
    charge: 'ch_3OxDeclined000000000000',
    code: 'card_declined',
    decline_code: 'generic_decline',
    doc_url: 'https://stripe.com/docs/error-codes/card-declined',
    message: 'Your card was declined.',
    request_log_url: 'https://dashboard.stripe.com/test/logs/req_declined',
    type: 'card_error',
  },
};

const noSuchPrice = {
  error: {
    code: 'resource_missing',
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
    message: "No such price: 'price_missing'",
    param: 'items[0][price]',
    request_log_url: 'https://dashboard.stripe.com/test/logs/req_missing',
    type: 'invalid_request_error',
  },
};

/**
 * Retryable answers without a body: MSW keeps a clone of each mocked response, and our retry
 * wrapper awaits `response.body.cancel()`, which never settles on a tee'd stream while the
 * clone is unread (see the report on lib/providers/retry.ts).
 */
const serverError = (status: number) => new HttpResponse(null, { status });

let warnings: string[];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warnings.push(String(line)));
});
afterEach(() => vi.restoreAllMocks());

function expectStripeHeaders(seen: Seen) {
  expect(seen.headers.get('authorization')).toBe(`Bearer ${SECRET}`);
  expect(seen.headers.get('stripe-version')).toBe('2023-10-16');
  expect(seen.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
}

describe('createCustomer (POST /v1/customers)', () => {
  it('sends email, name and metadata[user_id] form-encoded, with the version, key and idempotency key', async () => {
    const seen = stripeRoute('post', '/customers', () => stripeJson(customerObject()));

    const customer = await createStripePayments(SECRET).createCustomer({
      userId: USER_ID,
      email: 'ada@example.com',
      name: 'Ada Lovelace',
    });

    expect(customer).toEqual({ id: CUSTOMER_ID });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('POST');
    expectStripeHeaders(seen[0]);
    expect(seen[0].headers.get('idempotency-key')).toBe(`customer-${USER_ID}`);
    expect(Object.fromEntries(seen[0].form)).toEqual({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      'metadata[user_id]': USER_ID,
    });
  });

  it('retries a 500 through our wrapper with the same idempotency key, then succeeds', async () => {
    const seen = stripeRoute('post', '/customers', (n) => (n === 1 ? serverError(500) : stripeJson(customerObject())));

    const customer = await createStripePayments(SECRET).createCustomer({
      userId: USER_ID,
      email: 'ada@example.com',
      name: 'Ada Lovelace',
    });

    expect(customer).toEqual({ id: CUSTOMER_ID });
    expect(seen).toHaveLength(2);
    expect(seen.map((s) => s.headers.get('idempotency-key'))).toEqual([`customer-${USER_ID}`, `customer-${USER_ID}`]);
    expect(seen[1].form.toString()).toBe(seen[0].form.toString());
    // The wrapper logs each failed attempt with a timestamp.
    const logged =
      /^\[\d{4}-\d\d-\d\dT[\d:.]+Z\] POST https:\/\/api\.stripe\.com\/v1\/customers failed \(status: 500\), attempt 1 of 3$/;
    expect(warnings.filter((w) => logged.test(w))).toHaveLength(1);
  });
});

describe('createSubscription (POST /v1/subscriptions)', () => {
  it('asks for an incomplete-payment subscription with the expanded invoice and maps the answer', async () => {
    const seen = stripeRoute('post', '/subscriptions', () => stripeJson(subscriptionObject()));

    const subscription = await createStripePayments(SECRET).createSubscription({
      customerId: CUSTOMER_ID,
      priceId: PRICE_ID,
      userId: USER_ID,
    });

    expect(subscription).toEqual({
      id: 'sub_1OxFreeSub000000000000',
      customerId: CUSTOMER_ID,
      status: 'active',
      priceId: PRICE_ID,
      productId: PRODUCT_ID,
      currentPeriodEnd: '2026-02-01T00:00:00.000Z',
    });
    expect(seen).toHaveLength(1);
    expectStripeHeaders(seen[0]);
    expect(seen[0].headers.get('idempotency-key')).toBe(`subscription-${USER_ID}-${PRICE_ID}`);
    const form = seen[0].form;
    expect(form.get('customer')).toBe(CUSTOMER_ID);
    expect(form.get('items[0][price]')).toBe(PRICE_ID);
    expect(form.get('payment_behavior')).toBe('default_incomplete');
    expect(form.get('expand[0]')).toBe('latest_invoice.payment_intent');
    expect(form.get('metadata[source]')).toBe('signup');
    expect(form.get('metadata[user_id]')).toBe(USER_ID);
    expect(new Date(form.get('metadata[created_at]')!).toISOString()).toBe(form.get('metadata[created_at]'));
  });

  it('maps an incomplete subscription whose product and customer come back expanded', async () => {
    stripeRoute('post', '/subscriptions', () =>
      stripeJson(
        subscriptionObject({
          status: 'incomplete',
          customer: customerObject(),
          items: {
            object: 'list',
            data: [
              {
                id: 'si_PkProItem0001',
                object: 'subscription_item',
                price: {
                  ...priceObject(),
                  id: 'price_pro',
                  product: { id: 'prod_pro', object: 'product', name: 'Pro' },
                },
                quantity: 1,
              },
            ],
            has_more: false,
            url: '/v1/subscription_items',
          },
        }),
      ),
    );

    const subscription = await createStripePayments(SECRET).createSubscription({
      customerId: CUSTOMER_ID,
      priceId: 'price_pro',
      userId: USER_ID,
    });

    expect(subscription).toMatchObject({
      status: 'incomplete',
      customerId: CUSTOMER_ID,
      priceId: 'price_pro',
      productId: 'prod_pro',
    });
  });

  it('does not retry a 402 card error and throws it as a StripeCardError', async () => {
    const seen = stripeRoute('post', '/subscriptions', () => stripeJson(cardDeclined, 402));

    const error = await createStripePayments(SECRET)
      .createSubscription({ customerId: CUSTOMER_ID, priceId: PRICE_ID, userId: USER_ID })
      .catch((e: unknown) => e);

    expect(seen).toHaveLength(1);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(warnings).toEqual([]);
  });

  it('does not retry a 400 and throws it as a StripeInvalidRequestError', async () => {
    const seen = stripeRoute('post', '/subscriptions', () => stripeJson(noSuchPrice, 400));

    const error = await createStripePayments(SECRET)
      .createSubscription({ customerId: CUSTOMER_ID, priceId: 'price_missing', userId: USER_ID })
      .catch((e: unknown) => e);

    expect(seen).toHaveLength(1);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'items[0][price]' });
  });

  it('gives up after 3 attempts of 503 and surfaces a connection error carrying our HttpError', async () => {
    const seen = stripeRoute('post', '/subscriptions', () => serverError(503));

    const error = await createStripePayments(SECRET)
      .createSubscription({ customerId: CUSTOMER_ID, priceId: PRICE_ID, userId: USER_ID })
      .catch((e: unknown) => e);

    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.headers.get('idempotency-key')))).toEqual(
      new Set([`subscription-${USER_ID}-${PRICE_ID}`]),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    const detail = (error as { detail?: unknown }).detail;
    expect(detail).toBeInstanceOf(HttpError);
    expect((detail as HttpError).message).toBe('HTTP error! status: 503');
  });
});

describe('createPortalSession (POST /v1/billing_portal/sessions)', () => {
  it('sends customer and return_url and returns the portal url', async () => {
    const seen = stripeRoute('post', '/billing_portal/sessions', () =>
      stripeJson({
        id: 'bps_1OxPortal00000000000000',
        object: 'billing_portal.session',
        configuration: 'bpc_1OxConfig000000000000',
        created: PERIOD_START,
        customer: CUSTOMER_ID,
        flow: null,
        livemode: false,
        locale: null,
        on_behalf_of: null,
        return_url: 'http://localhost:3000/profile',
        url: 'https://billing.stripe.com/p/session/test_YWNjdF8xT3g',
      }),
    );

    const session = await createStripePayments(SECRET).createPortalSession({
      customerId: CUSTOMER_ID,
      returnUrl: 'http://localhost:3000/profile',
    });

    expect(session).toEqual({ url: 'https://billing.stripe.com/p/session/test_YWNjdF8xT3g' });
    expect(seen).toHaveLength(1);
    expectStripeHeaders(seen[0]);
    expect(Object.fromEntries(seen[0].form)).toEqual({
      customer: CUSTOMER_ID,
      return_url: 'http://localhost:3000/profile',
    });
  });
});

function cardObject(id: string, last4: string, overrides: { metadata?: Record<string, string>; brand?: string } = {}) {
  return {
    id,
    object: 'payment_method',
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: overrides.brand ?? 'visa',
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      exp_month: 12,
      exp_year: 2034,
      fingerprint: `fp_${last4}`,
      funding: 'credit',
      last4,
      networks: { available: ['visa'], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: PERIOD_START,
    customer: CUSTOMER_ID,
    livemode: false,
    metadata: overrides.metadata ?? {},
    type: 'card',
  };
}

const list = (data: object[], url: string) => ({ object: 'list', data, has_more: false, url });

/** The customer's cards and invoice default as Stripe lists them. */
function stripeCards(cards: object[], invoiceDefault: string | null = null) {
  const customer = stripeRoute('get', `/customers/${CUSTOMER_ID}`, () =>
    stripeJson(
      customerObject({
        invoice_settings: {
          custom_fields: null,
          default_payment_method: invoiceDefault,
          footer: null,
          rendering_options: null,
        },
      }),
    ),
  );
  const methods = stripeRoute('get', '/payment_methods', () => stripeJson(list(cards, '/v1/payment_methods')));
  return { customer, methods };
}

function paymentIntentObject(overrides: Record<string, unknown> = {}) {
  return {
    id: 'pi_3OxRecharge0000000000001',
    object: 'payment_intent',
    amount: 2500,
    amount_capturable: 0,
    amount_received: 2500,
    capture_method: 'automatic',
    client_secret: 'pi_3OxRecharge0000000000001_secret_abc',
    confirmation_method: 'automatic',
    created: PERIOD_START,
    currency: 'usd',
    customer: CUSTOMER_ID,
    livemode: false,
    metadata: { kind: 'auto_recharge', order_id: 'order-1' },
    payment_method: 'pm_default',
    payment_method_types: ['card'],
    status: 'succeeded',
    ...overrides,
  };
}

/** A 402 off-session failure; Stripe puts the failed payment intent in the error. */
function offSessionCardError(code: string, message: string, declineCode?: string) {
  return {
    error: {
      code,
      ...(declineCode ? { decline_code: declineCode } : {}),
      doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`,
      message,
      payment_intent: paymentIntentObject({
        id: 'pi_3OxDeclined000000000001',
        status: code === 'authentication_required' ? 'requires_action' : 'requires_payment_method',
        amount_received: 0,
      }),
      request_log_url: 'https://dashboard.stripe.com/test/logs/req_offsession',
      type: 'card_error',
    },
  };
}

describe('listPaymentMethods (GET /v1/customers/:id, GET /v1/payment_methods)', () => {
  it('asks for the customer’s cards and maps them, the invoice default flagged', async () => {
    const seen = stripeCards(
      [cardObject('pm_newest', '4444', { brand: 'mastercard' }), cardObject('pm_default', '4242')],
      'pm_default',
    );

    const cards = await createStripePayments(SECRET).listPaymentMethods(CUSTOMER_ID);

    expect(cards).toEqual([
      { id: 'pm_newest', brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2034, isDefault: false },
      { id: 'pm_default', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true },
    ]);
    expect(seen.methods).toHaveLength(1);
    expect(seen.methods[0].headers.get('authorization')).toBe(`Bearer ${SECRET}`);
    expect(seen.methods[0].headers.get('stripe-version')).toBe('2023-10-16');
    expect(Object.fromEntries(seen.methods[0].query)).toEqual({ customer: CUSTOMER_ID, type: 'card', limit: '100' });
    expect(seen.customer).toHaveLength(1);
  });

  it('flags the card whose metadata.is_default is "true" when no invoice default is set', async () => {
    stripeCards([cardObject('pm_a', '1111'), cardObject('pm_b', '4242', { metadata: { is_default: 'true' } })]);
    const cards = await createStripePayments(SECRET).listPaymentMethods(CUSTOMER_ID);
    expect(cards.map((c) => [c.id, c.isDefault])).toEqual([
      ['pm_a', false],
      ['pm_b', true],
    ]);
  });

  it('makes the first card the default when none is flagged, and lists none for a customer without cards', async () => {
    stripeCards([cardObject('pm_first', '1111'), cardObject('pm_second', '2222')]);
    const cards = await createStripePayments(SECRET).listPaymentMethods(CUSTOMER_ID);
    expect(cards.filter((c) => c.isDefault).map((c) => c.id)).toEqual(['pm_first']);

    mswServer.resetHandlers();
    stripeCards([]);
    expect(await createStripePayments(SECRET).listPaymentMethods(CUSTOMER_ID)).toEqual([]);
  });
});

describe('chargeOffSession (POST /v1/payment_intents)', () => {
  const charge = {
    customerId: CUSTOMER_ID,
    amountCents: 2500,
    idempotencyKey: 'recharge:order-1:1',
    metadata: { user_id: USER_ID, order_id: 'order-1' },
  };

  it('confirms an off-session charge of the default card, with the idempotency key, and reports success', async () => {
    stripeCards([cardObject('pm_other', '1111'), cardObject('pm_default', '4242')], 'pm_default');
    const seen = stripeRoute('post', '/payment_intents', () => stripeJson(paymentIntentObject()));

    const outcome = await createStripePayments(SECRET).chargeOffSession(charge);

    expect(outcome).toEqual({ status: 'succeeded', paymentId: 'pi_3OxRecharge0000000000001' });
    expect(seen).toHaveLength(1);
    expectStripeHeaders(seen[0]);
    expect(seen[0].headers.get('idempotency-key')).toBe('recharge:order-1:1');
    expect(Object.fromEntries(seen[0].form)).toEqual({
      amount: '2500',
      currency: 'usd',
      customer: CUSTOMER_ID,
      payment_method: 'pm_default',
      off_session: 'true',
      confirm: 'true',
      'metadata[kind]': 'auto_recharge',
      'metadata[user_id]': USER_ID,
      'metadata[order_id]': 'order-1',
    });
  });

  it('sends the same idempotency key when asked again, so Stripe answers with the first charge', async () => {
    stripeCards([cardObject('pm_default', '4242')]);
    const seen = stripeRoute('post', '/payment_intents', () => stripeJson(paymentIntentObject()));
    const payments = createStripePayments(SECRET);

    const first = await payments.chargeOffSession(charge);
    const second = await payments.chargeOffSession(charge);

    expect(second).toEqual(first);
    expect(seen.map((s) => s.headers.get('idempotency-key'))).toEqual(['recharge:order-1:1', 'recharge:order-1:1']);
    expect(seen[1].form.toString()).toBe(seen[0].form.toString());
  });

  it('reports a card decline with Stripe’s message and the failed payment intent, without retrying', async () => {
    stripeCards([cardObject('pm_default', '0341')]);
    const seen = stripeRoute('post', '/payment_intents', () =>
      stripeJson(offSessionCardError('card_declined', 'Your card was declined.', 'generic_decline'), 402),
    );

    const outcome = await createStripePayments(SECRET).chargeOffSession(charge);

    expect(outcome).toEqual({
      status: 'declined',
      paymentId: 'pi_3OxDeclined000000000001',
      message: 'Your card was declined.',
    });
    expect(seen).toHaveLength(1);
  });

  it('reports a charge the bank wants confirmed (3-D Secure) as declined, asking the user to add funds manually', async () => {
    stripeCards([cardObject('pm_default', '3155')]);
    stripeRoute('post', '/payment_intents', () =>
      stripeJson(
        offSessionCardError(
          'authentication_required',
          'Your card was declined. This transaction requires authentication.',
          'authentication_required',
        ),
        402,
      ),
    );

    const outcome = await createStripePayments(SECRET).chargeOffSession(charge);

    expect(outcome).toEqual({
      status: 'declined',
      paymentId: 'pi_3OxDeclined000000000001',
      message: AUTHENTICATION_REQUIRED_MESSAGE,
    });
    expect(AUTHENTICATION_REQUIRED_MESSAGE).toMatch(/add funds manually/i);
  });

  it('charges nothing and says so when the customer has no card', async () => {
    stripeCards([]);
    const seen = stripeRoute('post', '/payment_intents', () => stripeJson(paymentIntentObject()));

    expect(await createStripePayments(SECRET).chargeOffSession(charge)).toEqual({ status: 'no_payment_method' });
    expect(seen).toEqual([]);
  });

  it('lets errors that are not declines through (a bad request is a bug, not a decline)', async () => {
    stripeCards([cardObject('pm_default', '4242')]);
    stripeRoute('post', '/payment_intents', () =>
      stripeJson(
        {
          error: {
            code: 'resource_missing',
            message: "No such PaymentMethod: 'pm_default'",
            param: 'payment_method',
            type: 'invalid_request_error',
          },
        },
        400,
      ),
    );

    const error = await createStripePayments(SECRET)
      .chargeOffSession(charge)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe('retrieveSubscription (GET /v1/subscriptions/:id)', () => {
  it('reads the subscription as Stripe has it now and maps it', async () => {
    const seen = stripeRoute('get', '/subscriptions/sub_1OxFreeSub000000000000', () =>
      stripeJson(subscriptionObject({ status: 'canceled', latest_invoice: 'in_1OxFreeInvoice00000000' })),
    );

    const subscription = await createStripePayments(SECRET).retrieveSubscription('sub_1OxFreeSub000000000000');

    expect(subscription).toEqual({
      id: 'sub_1OxFreeSub000000000000',
      customerId: CUSTOMER_ID,
      status: 'canceled',
      priceId: PRICE_ID,
      productId: PRODUCT_ID,
      currentPeriodEnd: '2026-02-01T00:00:00.000Z',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].headers.get('authorization')).toBe(`Bearer ${SECRET}`);
    expect(seen[0].headers.get('stripe-version')).toBe('2023-10-16');
  });
});
