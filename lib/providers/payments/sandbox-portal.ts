import 'server-only';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { applyPaymentEvent } from '@/lib/billing/apply-payment-event';
import { isEndedSubscription } from '@/lib/billing/apply-subscription-change';
import type { Queryable, Tx } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { pricingPlans, profiles, sandboxCustomers, sandboxPaymentMethods, sandboxSubscriptions } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { insertSandboxSubscription, newSandboxId, sandboxPayments, sandboxPrice, toSubscription } from './sandbox';

export const PORTAL_MESSAGES = {
  noCustomer: 'No Stripe customer ID found',
  noActivePlan: 'No active plan found',
  planNotFound: 'Plan not found',
  alreadySubscribed: 'You already have a subscription: switch plans instead.',
  cardRequired: (plan: string) => `Add a card below before choosing ${plan}: a paid plan needs a saved payment method.`,
} as const;

type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

/** The signed-in user's own sandbox customer: every portal operation is scoped by it. */
export async function sandboxCustomerOf(userId: string, db: Queryable = getDb()): Promise<string> {
  const [profile] = await db
    .select({ customerId: profiles.stripe_customer_id })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile?.customerId) throw new UserFacingError(PORTAL_MESSAGES.noCustomer);
  return profile.customerId;
}

/** Serializes the portal operations of one customer (two tabs, double clicks). */
export async function lockSandboxCustomer(tx: Tx, customerId: string): Promise<void> {
  await tx
    .select({ id: sandboxCustomers.id })
    .from(sandboxCustomers)
    .where(eq(sandboxCustomers.id, customerId))
    .for('update');
}

/** The customer's newest subscription: the portal manages one plan per customer. */
async function latestSubscription(db: Queryable, customerId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.customer_id, customerId))
    .orderBy(desc(sandboxSubscriptions.created_at), desc(sandboxSubscriptions.id))
    .limit(1);
  return row;
}

/** What the sandbox portal shows the signed-in customer: plan, cards and the plans on offer. */
export async function getSandboxPortal(userId: string) {
  const customerId = await sandboxCustomerOf(userId);
  const db = getDb();
  const subscription = await latestSubscription(db, customerId);
  const plans = await db
    .select({
      name: pricingPlans.name,
      priceId: pricingPlans.stripe_price_id,
      monthlyCents: pricingPlans.monthly_price,
    })
    .from(pricingPlans)
    .where(and(eq(pricingPlans.is_active, true), isNotNull(pricingPlans.stripe_price_id)))
    .orderBy(pricingPlans.monthly_price);
  const current = plans.find((p) => p.priceId === subscription?.price_id);
  return {
    currentPlan: current?.name ?? null,
    status: subscription?.status ?? null,
    /** No live subscription: the portal offers to subscribe again instead of switching. */
    canSubscribe: !subscription || isEndedSubscription(subscription.status),
    plans: plans.map((p) => ({ ...p, priceId: p.priceId! })),
    cards: await sandboxPayments.listPaymentMethods(customerId),
  };
}

/** Tells our side about the sandbox subscription, as Stripe's webhook would. */
function emitSubscriptionChanged(tx: Tx, row: SubscriptionRow) {
  return applyPaymentEvent(
    'sandbox',
    { id: newSandboxId('evt'), type: 'subscription.changed', subscription: toSubscription(row) },
    tx,
  );
}

async function priceOf(priceId: string) {
  return sandboxPrice(priceId).catch(() => {
    throw new UserFacingError(PORTAL_MESSAGES.planNotFound);
  });
}

/** As in Stripe's portal, a plan with a monthly price can only be chosen with a card on file. */
async function assertCardForPaidPlan(tx: Tx, customerId: string, priceId: string, monthlyPrice: number): Promise<void> {
  if (monthlyPrice === 0) return;
  const [card] = await tx
    .select({ id: sandboxPaymentMethods.id })
    .from(sandboxPaymentMethods)
    .where(eq(sandboxPaymentMethods.customer_id, customerId))
    .limit(1);
  if (card) return;
  const [plan] = await tx
    .select({ name: pricingPlans.name })
    .from(pricingPlans)
    .where(eq(pricingPlans.stripe_price_id, priceId));
  throw new UserFacingError(PORTAL_MESSAGES.cardRequired(plan?.name ?? 'this plan'));
}

/**
 * Changes the customer's live subscription and tells our side. Like Stripe, a canceled
 * subscription cannot be changed, only replaced by a new one.
 */
async function changeLiveSubscription(
  userId: string,
  changes: () => Promise<Partial<typeof sandboxSubscriptions.$inferInsert>>,
  newPrice?: { priceId: string; monthlyPrice: number },
): Promise<void> {
  const customerId = await sandboxCustomerOf(userId);
  const values = await changes();
  await getDb().transaction(async (tx) => {
    await lockSandboxCustomer(tx, customerId);
    const existing = await latestSubscription(tx, customerId);
    if (!existing || isEndedSubscription(existing.status)) throw new UserFacingError(PORTAL_MESSAGES.noActivePlan);
    if (newPrice) await assertCardForPaidPlan(tx, customerId, newPrice.priceId, newPrice.monthlyPrice);
    const [row] = await tx
      .update(sandboxSubscriptions)
      .set({ ...values, updated_at: new Date() })
      .where(eq(sandboxSubscriptions.id, existing.id))
      .returning();
    await emitSubscriptionChanged(tx, row);
  });
}

/** Switches the customer's live subscription to another price. */
export async function changeSandboxPlan(userId: string, priceId: string): Promise<void> {
  const price = await priceOf(priceId);
  await changeLiveSubscription(
    userId,
    async () => ({ price_id: priceId, product_id: price.productId, status: 'active' }),
    { priceId, monthlyPrice: price.monthlyPrice },
  );
}

/** Cancels the customer's live subscription at once: afterwards the user has no plan. */
export async function cancelSandboxSubscription(userId: string): Promise<void> {
  await changeLiveSubscription(userId, async () => ({ status: 'canceled' }));
}

/** After a cancellation: a new subscription to a plan, active at once (nothing is charged). */
export async function subscribeSandboxPlan(userId: string, priceId: string): Promise<void> {
  const customerId = await sandboxCustomerOf(userId);
  const price = await priceOf(priceId);
  await getDb().transaction(async (tx) => {
    await lockSandboxCustomer(tx, customerId);
    const existing = await latestSubscription(tx, customerId);
    if (existing && !isEndedSubscription(existing.status)) throw new UserFacingError(PORTAL_MESSAGES.alreadySubscribed);
    await assertCardForPaidPlan(tx, customerId, priceId, price.monthlyPrice);
    const row = await insertSandboxSubscription(tx, {
      customerId,
      priceId,
      productId: price.productId,
      status: 'active',
      source: 'billing_portal',
      userId,
    });
    await emitSubscriptionChanged(tx, row);
  });
}
