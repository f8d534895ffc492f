import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addSandboxCardAction,
  cancelSandboxSubscriptionAction,
  makeDefaultSandboxCardAction,
  removeSandboxCardAction,
  subscribeSandboxPlanAction,
} from '@/actions/sandbox';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { orders, profiles, sandboxPaymentIntents, sandboxPaymentMethods, sandboxSubscriptions } from '@/lib/db/schema';
import { sandboxPayments } from '@/lib/providers/payments/sandbox';
import { getSandboxPortal } from '@/lib/providers/payments/sandbox-portal';
import { waitingOrder } from '../support/orders';
import { actAs, signUpUser, type TestUser } from '../support/users';

// User B calls every billing-portal action with user A's ids: B gets nothing of A's and changes
// nothing of A's.

let a: TestUser;
let b: TestUser;
let aCustomer: string;
let aCards: { default: string; other: string };

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

beforeEach(async () => {
  a = await signUpUser('alice@example.com');
  b = await signUpUser('bob@example.com');
  actAs(a);
  const first = await addSandboxCardAction(CARD);
  const second = await addSandboxCardAction({ ...CARD, cardNumber: '4000 0000 0000 0341' });
  if (!first.ok || !second.ok) throw new Error('could not save A’s cards');
  aCards = { default: first.data.id, other: second.data.id };
  aCustomer = (await profileOf(a)).stripe_customer_id!;
});

async function profileOf(user: TestUser) {
  const [row] = await getDb().select().from(profiles).where(eq(profiles.id, user.id));
  return row;
}

/** Everything of A's the billing portal can touch. */
async function stateOfA() {
  return {
    profile: await profileOf(a),
    cards: await getDb().select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.customer_id, aCustomer)),
    subscriptions: await getDb()
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customer_id, aCustomer)),
  };
}

describe('tenant isolation: the sandbox billing portal', () => {
  it('B cannot make A’s card the default or remove it', async () => {
    const before = await stateOfA();
    actAs(b);
    for (const paymentMethodId of [aCards.default, aCards.other]) {
      expect(await makeDefaultSandboxCardAction({ paymentMethodId })).toEqual({
        ok: false,
        error: 'This card is not on your account.',
      });
      expect(await removeSandboxCardAction({ paymentMethodId })).toEqual({
        ok: false,
        error: 'This card is not on your account.',
      });
    }
    expect(await stateOfA()).toEqual(before);
  });

  it('B’s portal shows none of A’s cards, and B’s new card lands on B’s customer only', async () => {
    const before = await stateOfA();
    actAs(b);
    expect((await getSandboxPortal(b.id)).cards).toEqual([]);
    const saved = await addSandboxCardAction(CARD);
    expect(saved).toMatchObject({ ok: true, data: { isDefault: true } });
    expect((await getSandboxPortal(b.id)).cards.map((c) => c.id)).toEqual([saved.ok && saved.data.id]);
    expect(await stateOfA()).toEqual(before);
  });

  it('B saving a card resumes B’s waiting orders, not A’s', async () => {
    const aOrder = await waitingOrder(a);
    const bOrder = await waitingOrder(b);
    actAs(b);
    await addSandboxCardAction(CARD);
    const status = async (id: string) => (await getDb().select().from(orders).where(eq(orders.id, id)))[0].status;
    expect(await status(aOrder)).toBe('payment_required');
    expect(await status(bOrder)).toBe('pending');
  });

  it('B canceling and subscribing again changes only B’s subscription and profile', async () => {
    const before = await stateOfA();
    actAs(b);
    expect(await cancelSandboxSubscriptionAction(undefined)).toEqual({ ok: true, data: null });
    // A paid plan needs a saved card, as on Stripe.
    await addSandboxCardAction(CARD);
    expect(await subscribeSandboxPlanAction({ priceId: 'price_sandbox_pro' })).toEqual({ ok: true, data: null });
    expect(await stateOfA()).toEqual(before);
    expect((await profileOf(b)).subscription_product_id).toBe('prod_sandbox_pro');
  });

  it('B’s customer cannot replay A’s charge key to read A’s payment', async () => {
    await sandboxPayments.chargeOffSession({
      customerId: aCustomer,
      amountCents: 2500,
      idempotencyKey: 'recharge:a-1',
      metadata: {},
    });
    const bCustomer = (await profileOf(b)).stripe_customer_id!;
    actAs(b);
    await addSandboxCardAction(CARD);
    await expect(
      sandboxPayments.chargeOffSession({
        customerId: bCustomer,
        amountCents: 2500,
        idempotencyKey: 'recharge:a-1',
        metadata: {},
      }),
    ).rejects.toThrow(/same parameters/);
    const intents = await getDb().select().from(sandboxPaymentIntents);
    expect(intents.map((i) => i.customer_id)).toEqual([aCustomer]);
  });

  it('the sandbox card and charge tables are closed to the user role', async () => {
    await expect(withUserScope(b.id, (tx) => tx.execute(sql`select * from sandbox_payment_methods`))).rejects.toThrow();
    await expect(withUserScope(b.id, (tx) => tx.execute(sql`select * from sandbox_payment_intents`))).rejects.toThrow();
  });
});
