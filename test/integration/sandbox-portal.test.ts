import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { startTopUpAction } from '@/actions/account';
import {
  addSandboxCardAction,
  cancelSandboxSubscriptionAction,
  changeSandboxPlanAction,
  makeDefaultSandboxCardAction,
  payCheckoutAction,
  removeSandboxCardAction,
  subscribeSandboxPlanAction,
} from '@/actions/sandbox';
import { getAccountSummary } from '@/lib/accounts/get-account-summary';
import { getDb } from '@/lib/db/client';
import {
  orders,
  profiles,
  sandboxPaymentIntents,
  sandboxPaymentMethods,
  sandboxSubscriptions,
  webhookEvents,
} from '@/lib/db/schema';
import { FREE_COST_CENTS } from '@/lib/db/seed';
import { setEnvForTests } from '@/lib/env';
import { isProUser } from '@/lib/plans/is-pro';
import { priceSend } from '@/lib/pricing/price-send';
import { sandboxPayments } from '@/lib/providers/payments/sandbox';
import { getSandboxPortal } from '@/lib/providers/payments/sandbox-portal';
import { failWritesTo } from '../support/fail-inserts';
import { waitingOrder } from '../support/orders';
import { actAs, signUpUser, type TestUser } from '../support/users';

let ada: TestUser;
let customerId: string;

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  actAs(ada);
  const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, ada.id));
  customerId = profile.stripe_customer_id!;
});

const VALID = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

async function addCard(cardNumber = VALID.cardNumber) {
  const result = await addSandboxCardAction({ ...VALID, cardNumber });
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

const savedCards = () =>
  getDb().select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.customer_id, customerId));
const summary = () => getAccountSummary({ id: ada.id, email: ada.email, isAdmin: false });
const sandboxEvents = () => getDb().select().from(webhookEvents).where(eq(webhookEvents.provider, 'sandbox'));

/** This month as MM/YY: a card expiring now is still valid until the month ends. */
function thisMonth(offsetMonths = 0) {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offsetMonths, 1));
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCFullYear() % 100).padStart(2, '0')}`;
}

describe('sandbox portal: adding a test card', () => {
  it('saves 4242 4242 4242 4242 as a Visa, the first card being the default', async () => {
    const result = await addSandboxCardAction(VALID);

    expect(result).toEqual({
      ok: true,
      data: {
        id: expect.stringMatching(/^pm_sbx_/),
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2034,
        isDefault: true,
      },
    });
    expect(await sandboxPayments.listPaymentMethods(customerId)).toEqual([result.ok && result.data]);
  });

  it.each([
    [{ cardNumber: '4000 0000 0000 0002' }, 'Your card was declined.'],
    [{ cardNumber: '5555 5555 5555 4444' }, 'Use a test card in sandbox mode, such as 4242 4242 4242 4242.'],
    [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is incorrect.'],
    [{ cardNumber: '4242 4242 abcd 4242' }, 'Your card number is incorrect.'],
    [{ cardNumber: '4242' }, 'Your card number is incorrect.'],
    [{ cardNumber: '' }, 'Enter a card number'],
    [{ expiry: thisMonth(-1) }, "Your card's expiration date is invalid."],
    [{ expiry: '13/34' }, "Your card's expiration date is invalid."],
    [{ expiry: '00/34' }, "Your card's expiration date is invalid."],
    [{ expiry: '1234' }, "Your card's expiration date is invalid."],
    [{ expiry: '' }, "Your card's expiration date is invalid."],
    [{ cvc: '12' }, "Your card's security code is invalid."],
    [{ cvc: '12345' }, "Your card's security code is invalid."],
    [{ cvc: 'abc' }, "Your card's security code is invalid."],
    // Stripe checks the number, the expiry and the code before it asks the test card.
    [{ cardNumber: '4000 0000 0000 0002', cvc: '1' }, "Your card's security code is invalid."],
  ])('refuses %o with "%s" and saves nothing', async (change, message) => {
    expect(await addSandboxCardAction({ ...VALID, ...change })).toEqual({ ok: false, error: message });
    expect(await savedCards()).toEqual([]);
  });

  it('accepts a card expiring this month, a 4-digit CVC and "MM / YYYY"', async () => {
    expect((await addSandboxCardAction({ ...VALID, expiry: thisMonth() })).ok).toBe(true);
    expect((await addSandboxCardAction({ ...VALID, cvc: '1234' })).ok).toBe(true);
    expect(await addSandboxCardAction({ ...VALID, expiry: '07 / 2031' })).toMatchObject({
      ok: true,
      data: { expMonth: 7, expYear: 2031 },
    });
  });

  it('saves 4000 0000 0000 0341, whose charges are then declined', async () => {
    const card = await addCard('4000000000000341');
    expect(card).toMatchObject({ last4: '0341', brand: 'visa', isDefault: true });
    const [row] = await savedCards();
    expect(row.declines_charges).toBe(true);
    expect(
      await sandboxPayments.chargeOffSession({
        customerId,
        amountCents: 2500,
        idempotencyKey: 'recharge:1',
        metadata: {},
      }),
    ).toEqual({ status: 'declined', paymentId: expect.stringMatching(/^pi_sbx_/), message: 'Your card was declined.' });
  });

  it('as in Stripe test mode, 4000 0000 0000 0341 cannot pay a checkout either', async () => {
    const started = await startTopUpAction({ amount: '20' });
    if (!started.ok) throw new Error(started.error);
    const sessionId = started.data.url.split('/').pop()!;
    expect(await payCheckoutAction({ sessionId, cardNumber: '4000 0000 0000 0341' })).toEqual({
      ok: false,
      error: 'Your card was declined.',
    });
  });

  it('gives orders waiting at payment_required another chance, and records the sandbox event', async () => {
    const orderId = await waitingOrder(ada);
    await addCard();
    const [order] = await getDb().select().from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe('pending');
    expect(await sandboxEvents()).toEqual([expect.objectContaining({ type: 'payment_method.added' })]);
  });
});

describe('sandbox portal: default card and removal', () => {
  it('"Make default" moves the one default flag; removing the default hands it to the newest remaining card', async () => {
    const first = await addCard();
    const second = await addCard('4000 0000 0000 0341');
    const third = await addCard();
    expect((await sandboxPayments.listPaymentMethods(customerId)).map((c) => [c.id, c.isDefault])).toEqual([
      [third.id, false],
      [second.id, false],
      [first.id, true],
    ]);

    expect(await makeDefaultSandboxCardAction({ paymentMethodId: second.id })).toEqual({ ok: true, data: null });
    const defaults = async () =>
      (await sandboxPayments.listPaymentMethods(customerId)).filter((c) => c.isDefault).map((c) => c.id);
    expect(await defaults()).toEqual([second.id]);

    expect(await removeSandboxCardAction({ paymentMethodId: second.id })).toEqual({ ok: true, data: null });
    expect(await defaults()).toEqual([third.id]);
    expect((await savedCards()).map((c) => c.id).sort()).toEqual([first.id, third.id].sort());

    await removeSandboxCardAction({ paymentMethodId: first.id });
    await removeSandboxCardAction({ paymentMethodId: third.id });
    expect(await savedCards()).toEqual([]);
  });

  it('refuses a card id that is not on the account', async () => {
    await addCard();
    for (const action of [makeDefaultSandboxCardAction, removeSandboxCardAction]) {
      expect(await action({ paymentMethodId: 'pm_sbx_missing' })).toEqual({
        ok: false,
        error: 'This card is not on your account.',
      });
    }
    expect(await savedCards()).toHaveLength(1);
  });
});

describe('sandbox portal: subscription', () => {
  it("Pro needs a saved card, as in Stripe's portal: without one the switch is refused and nothing changes", async () => {
    const message = 'Add a card below before choosing Pro: a paid plan needs a saved payment method.';
    expect(await changeSandboxPlanAction({ priceId: 'price_sandbox_pro' })).toEqual({ ok: false, error: message });
    expect(await summary()).toMatchObject({ planName: 'Free', isPro: false });
    expect(await sandboxEvents()).toEqual([]);

    expect(await cancelSandboxSubscriptionAction(undefined)).toEqual({ ok: true, data: null });
    expect(await subscribeSandboxPlanAction({ priceId: 'price_sandbox_pro' })).toEqual({ ok: false, error: message });
    expect(await subscribeSandboxPlanAction({ priceId: 'price_sandbox_free' })).toEqual({ ok: true, data: null });
    expect(await summary()).toMatchObject({ planName: 'Free' });

    await addCard();
    expect(await changeSandboxPlanAction({ priceId: 'price_sandbox_pro' })).toEqual({ ok: true, data: null });
    expect(await summary()).toMatchObject({ planName: 'Pro', isPro: true });
  });

  it('cancel leaves no plan: Upgrade shows again, Pro features are off, postcards cost the standard price', async () => {
    await addCard();
    await changeSandboxPlanAction({ priceId: 'price_sandbox_pro' });
    expect(await summary()).toMatchObject({ planName: 'Pro', isPro: true, showUpgrade: false });

    expect(await cancelSandboxSubscriptionAction(undefined)).toEqual({ ok: true, data: null });

    expect(await summary()).toMatchObject({
      planName: null,
      subscriptionStatus: 'canceled',
      isPro: false,
      showUpgrade: true,
    });
    expect(await isProUser(getDb(), ada.id)).toBe(false);
    const price = await priceSend(getDb(), { userId: ada.id, size: '4x6', type: 'single', neighborCount: 10 });
    expect(price.postcardUnitCents).toBe(FREE_COST_CENTS['4x6']);
    const [subscription] = await getDb()
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customer_id, customerId));
    expect(subscription.status).toBe('canceled');
    expect(await getSandboxPortal(ada.id)).toMatchObject({ status: 'canceled', canSubscribe: true });
  });

  it('after a cancellation a plan cannot be switched or canceled again, only subscribed to anew', async () => {
    await cancelSandboxSubscriptionAction(undefined);
    expect(await changeSandboxPlanAction({ priceId: 'price_sandbox_pro' })).toEqual({
      ok: false,
      error: 'No active plan found',
    });
    expect(await cancelSandboxSubscriptionAction(undefined)).toEqual({ ok: false, error: 'No active plan found' });

    await addCard();
    expect(await subscribeSandboxPlanAction({ priceId: 'price_sandbox_pro' })).toEqual({ ok: true, data: null });

    const rows = await getDb()
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customer_id, customerId));
    expect(rows.map((r) => r.status).sort()).toEqual(['active', 'canceled']);
    const fresh = rows.find((r) => r.status === 'active')!;
    expect(fresh).toMatchObject({ price_id: 'price_sandbox_pro', product_id: 'prod_sandbox_pro' });
    expect(await summary()).toMatchObject({
      planName: 'Pro',
      subscriptionStatus: 'active',
      isPro: true,
      showUpgrade: false,
    });
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, ada.id));
    expect(profile.current_subscription?.id).toBe(fresh.id);
    expect(await sandboxPayments.retrieveSubscription(fresh.id)).toMatchObject({
      id: fresh.id,
      status: 'active',
      customerId,
    });
    expect(await getSandboxPortal(ada.id)).toMatchObject({ currentPlan: 'Pro', status: 'active', canSubscribe: false });
  });

  it('refuses to start a second subscription while one is live, and an unknown plan', async () => {
    expect(await subscribeSandboxPlanAction({ priceId: 'price_sandbox_pro' })).toEqual({
      ok: false,
      error: 'You already have a subscription: switch plans instead.',
    });
    expect(await changeSandboxPlanAction({ priceId: 'price_nope' })).toEqual({ ok: false, error: 'Plan not found' });
    expect(await getDb().select().from(sandboxSubscriptions)).toHaveLength(1);
    expect(await summary()).toMatchObject({ planName: 'Free' });
  });

  it('each change goes through the payment events, recorded as sandbox events', async () => {
    await addCard();
    await changeSandboxPlanAction({ priceId: 'price_sandbox_pro' });
    await cancelSandboxSubscriptionAction(undefined);
    await subscribeSandboxPlanAction({ priceId: 'price_sandbox_free' });
    // Saving the card was an event of its own (payment_method.added).
    const events = (await sandboxEvents()).filter((e) => e.type !== 'payment_method.added');
    expect(events.map((e) => e.type)).toEqual(['subscription.changed', 'subscription.changed', 'subscription.changed']);
    expect(new Set(events.map((e) => e.id)).size).toBe(3);
  });

  it("says 'Failed to load subscription portal' when the change cannot be stored, and changes nothing", async () => {
    await addCard();
    const before = await getAccountSummary({ id: ada.id, email: ada.email, isAdmin: false });
    const restore = await failWritesTo('sandbox_payment_subscriptions', 'store unavailable', ['update']);
    try {
      expect(await changeSandboxPlanAction({ priceId: 'price_sandbox_pro' })).toEqual({
        ok: false,
        error: 'Failed to load subscription portal',
      });
    } finally {
      await restore();
    }
    expect(await getAccountSummary({ id: ada.id, email: ada.email, isAdmin: false })).toEqual(before);
  });

  it('the actions refuse outside sandbox mode', async () => {
    setEnvForTests({
      ADMIN_EMAIL: 'admin@inkpost.test',
      APP_URL: 'http://localhost:3000',
      STRIPE_SECRET_KEY: 'sk_test_x',
    });
    try {
      expect(await addSandboxCardAction(VALID)).toEqual({ ok: false, error: 'Stripe not initialized' });
      expect(await cancelSandboxSubscriptionAction(undefined)).toEqual({ ok: false, error: 'Stripe not initialized' });
    } finally {
      setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000', STRIPE_SECRET_KEY: '' });
    }
    expect(await savedCards()).toEqual([]);
  });
});

describe('sandbox payments: off-session charges', () => {
  const charge = (key: string, amountCents = 2500) =>
    sandboxPayments.chargeOffSession({ customerId, amountCents, idempotencyKey: key, metadata: { order_id: 'o-1' } });
  const intents = () => getDb().select().from(sandboxPaymentIntents);

  it('without a card: no_payment_method, nothing stored, and the key still works once a card is saved', async () => {
    expect(await charge('recharge:a')).toEqual({ status: 'no_payment_method' });
    expect(await intents()).toEqual([]);
    await addCard();
    expect(await charge('recharge:a')).toEqual({ status: 'succeeded', paymentId: expect.stringMatching(/^pi_sbx_/) });
  });

  it('charges the default card once per idempotency key, also under concurrent calls', async () => {
    const card = await addCard();
    const first = await charge('recharge:b');
    const again = await Promise.all([1, 2, 3, 4].map(() => charge('recharge:b')));
    expect(again).toEqual([first, first, first, first]);
    const rows = await intents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'succeeded',
      amount: 2500,
      payment_method_id: card.id,
      metadata: { kind: 'auto_recharge', order_id: 'o-1' },
    });
  });

  it('keeps a decline as the answer for its key; a new key after changing the default card succeeds', async () => {
    const good = await addCard();
    await addCard('4000 0000 0000 0341');
    const declining = (await savedCards()).find((c) => c.declines_charges)!;
    await makeDefaultSandboxCardAction({ paymentMethodId: declining.id });

    const declined = await charge('recharge:c');
    expect(declined).toMatchObject({ status: 'declined', message: 'Your card was declined.' });
    await makeDefaultSandboxCardAction({ paymentMethodId: good.id });
    expect(await charge('recharge:c')).toEqual(declined);
    expect(await charge('recharge:d')).toMatchObject({ status: 'succeeded' });
  });

  it('refuses to reuse a key for another amount, as Stripe does', async () => {
    await addCard();
    await charge('recharge:e', 2500);
    await expect(charge('recharge:e', 9900)).rejects.toThrow(/same parameters/);
    expect(await intents()).toHaveLength(1);
  });
});
