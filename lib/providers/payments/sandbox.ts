import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, type Queryable } from '@/lib/db/client';
import {
  pricingPlans,
  sandboxCheckoutSessions,
  sandboxCustomers,
  sandboxPaymentIntents,
  sandboxPaymentMethods,
  sandboxSubscriptions,
} from '@/lib/db/schema';
import type { OffSessionCharge, PaymentMethod, PaymentSubscription, PaymentsPort } from './port';

export const newSandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(10).toString('hex')}`;

/** What Stripe test mode answers for a card that declines (4000 0000 0000 0341 once saved). */
export const SANDBOX_DECLINE_MESSAGE = 'Your card was declined.';

type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

export function toSubscription(row: SubscriptionRow): PaymentSubscription {
  const periodEnd = new Date(row.updated_at.getTime() + 30 * 24 * 60 * 60 * 1000);
  return {
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    priceId: row.price_id,
    productId: row.product_id,
    currentPeriodEnd: periodEnd.toISOString(),
  };
}

type PaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;
type PaymentIntentRow = typeof sandboxPaymentIntents.$inferSelect;

function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    isDefault: row.is_default,
  };
}

function toCharge(row: PaymentIntentRow): OffSessionCharge {
  return row.status === 'succeeded'
    ? { status: 'succeeded', paymentId: row.id }
    : { status: 'declined', paymentId: row.id, message: row.failure_message ?? SANDBOX_DECLINE_MESSAGE };
}

/** Prices the sandbox knows: those of our own plans, as if they had been created in Stripe. */
export async function sandboxPrice(priceId: string) {
  const [plan] = await getDb()
    .select({ productId: pricingPlans.stripe_product_id, monthlyPrice: pricingPlans.monthly_price })
    .from(pricingPlans)
    .where(eq(pricingPlans.stripe_price_id, priceId));
  if (!plan?.productId) throw new Error(`No such price: '${priceId}'`);
  return { productId: plan.productId, monthlyPrice: plan.monthlyPrice };
}

/** A new sandbox subscription row; `source` says where it was started (signup, billing_portal). */
export async function insertSandboxSubscription(
  db: Queryable,
  input: { customerId: string; priceId: string; productId: string; status: string; source: string; userId: string },
) {
  const [row] = await db
    .insert(sandboxSubscriptions)
    .values({
      id: newSandboxId('sub'),
      customer_id: input.customerId,
      price_id: input.priceId,
      product_id: input.productId,
      status: input.status,
      metadata: { source: input.source, user_id: input.userId, created_at: new Date().toISOString() },
    })
    .returning();
  return row;
}

/**
 * A persistent stand-in for Stripe: customers and subscriptions live in sandbox tables and the
 * billing portal is a local page (/sandbox/billing-portal). Same port, same domain events.
 */
export const sandboxPayments: PaymentsPort = {
  kind: 'sandbox',

  async createCustomer({ userId, email, name }) {
    const id = newSandboxId('cus');
    await getDb()
      .insert(sandboxCustomers)
      .values({ id, email, name, metadata: { user_id: userId } });
    return { id };
  },

  async createSubscription({ customerId, priceId, userId }) {
    const price = await sandboxPrice(priceId);
    const row = await insertSandboxSubscription(getDb(), {
      customerId,
      priceId,
      productId: price.productId,
      // Like Stripe's default_incomplete: a $0 first invoice needs no payment, so it is active.
      status: price.monthlyPrice === 0 ? 'active' : 'incomplete',
      source: 'signup',
      userId,
    });
    return toSubscription(row);
  },

  async createTopUpCheckout({ customerId, userId, amountCents, successUrl, cancelUrl }) {
    const id = newSandboxId('cs');
    await getDb()
      .insert(sandboxCheckoutSessions)
      .values({
        id,
        customer_id: customerId,
        user_id: userId,
        amount: amountCents,
        success_path: new URL(successUrl).pathname + new URL(successUrl).search,
        cancel_path: new URL(cancelUrl).pathname + new URL(cancelUrl).search,
      });
    return { id, url: `/sandbox/checkout/${id}` };
  },

  async createPortalSession({ returnUrl }) {
    const url = new URL('/sandbox/billing-portal', returnUrl);
    url.searchParams.set('return_url', new URL(returnUrl).pathname);
    return { url: url.pathname + url.search };
  },

  async listPaymentMethods(customerId) {
    const rows = await getDb()
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.customer_id, customerId))
      .orderBy(desc(sandboxPaymentMethods.created_at), desc(sandboxPaymentMethods.id));
    return rows.map(toPaymentMethod);
  },

  async chargeOffSession({ customerId, amountCents, idempotencyKey, metadata }) {
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
      throw new Error(`An off-session charge takes a positive amount of cents, got ${amountCents}`);
    }
    const db = getDb();
    const replay = await storedCharge(idempotencyKey, { customerId, amountCents });
    if (replay) return replay;

    const [card] = await db
      .select()
      .from(sandboxPaymentMethods)
      .where(and(eq(sandboxPaymentMethods.customer_id, customerId), eq(sandboxPaymentMethods.is_default, true)));
    // Like the Stripe adapter, which asks Stripe nothing without a card: no charge, nothing stored,
    // so the same key may be used again once a card is saved.
    if (!card) return { status: 'no_payment_method' };

    // Concurrent calls with one key: the unique index lets one insert win; the others read its outcome.
    const [inserted] = await db
      .insert(sandboxPaymentIntents)
      .values({
        id: newSandboxId('pi'),
        customer_id: customerId,
        payment_method_id: card.id,
        idempotency_key: idempotencyKey,
        amount: amountCents,
        status: card.declines_charges ? 'failed' : 'succeeded',
        failure_message: card.declines_charges ? SANDBOX_DECLINE_MESSAGE : null,
        metadata: { kind: 'auto_recharge', ...metadata },
      })
      .onConflictDoNothing({ target: sandboxPaymentIntents.idempotency_key })
      .returning();
    if (inserted) return toCharge(inserted);
    const winner = await storedCharge(idempotencyKey, { customerId, amountCents });
    if (!winner) throw new Error(`Sandbox payment intent for key ${idempotencyKey} vanished`);
    return winner;
  },

  async retrieveSubscription(subscriptionId) {
    const [row] = await getDb().select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
    if (!row) throw new Error(`No such subscription: '${subscriptionId}'`);
    return toSubscription(row);
  },
};

/**
 * The outcome already stored for an idempotency key. As with Stripe, a key belongs to one
 * request: reusing it for another customer or amount is an error, not a new charge.
 */
async function storedCharge(
  idempotencyKey: string,
  request: { customerId: string; amountCents: number },
): Promise<OffSessionCharge | undefined> {
  const [row] = await getDb()
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.idempotency_key, idempotencyKey));
  if (!row) return undefined;
  if (row.customer_id !== request.customerId || row.amount !== request.amountCents) {
    throw new Error(
      'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    );
  }
  return toCharge(row);
}
