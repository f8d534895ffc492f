import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pricingPlans, sandboxCheckoutSessions, sandboxCustomers, sandboxSubscriptions } from '@/lib/db/schema';
import type { PaymentSubscription, PaymentsPort } from './port';

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(10).toString('hex')}`;

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

/** Prices the sandbox knows: those of our own plans, as if they had been created in Stripe. */
export async function sandboxPrice(priceId: string) {
  const [plan] = await getDb()
    .select({ productId: pricingPlans.stripe_product_id, monthlyPrice: pricingPlans.monthly_price })
    .from(pricingPlans)
    .where(eq(pricingPlans.stripe_price_id, priceId));
  if (!plan?.productId) throw new Error(`No such price: '${priceId}'`);
  return { productId: plan.productId, monthlyPrice: plan.monthlyPrice };
}

/**
 * A persistent stand-in for Stripe: customers and subscriptions live in sandbox tables and the
 * billing portal is a local page (/sandbox/billing-portal). Same port, same domain events.
 */
export const sandboxPayments: PaymentsPort = {
  kind: 'sandbox',

  async createCustomer({ userId, email, name }) {
    const id = newId('cus');
    await getDb().insert(sandboxCustomers).values({ id, email, name, metadata: { user_id: userId } });
    return { id };
  },

  async createSubscription({ customerId, priceId, userId }) {
    const price = await sandboxPrice(priceId);
    const [row] = await getDb()
      .insert(sandboxSubscriptions)
      .values({
        id: newId('sub'),
        customer_id: customerId,
        price_id: priceId,
        product_id: price.productId,
        // Like Stripe's default_incomplete: a $0 first invoice needs no payment, so it is active.
        status: price.monthlyPrice === 0 ? 'active' : 'incomplete',
        metadata: { source: 'signup', user_id: userId, created_at: new Date().toISOString() },
      })
      .returning();
    return toSubscription(row);
  },

  async createTopUpCheckout({ customerId, userId, amountCents, successUrl, cancelUrl }) {
    const id = newId('cs');
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
    return { url: `/sandbox/checkout/${id}` };
  },

  async createPortalSession({ returnUrl }) {
    const url = new URL('/sandbox/billing-portal', returnUrl);
    url.searchParams.set('return_url', new URL(returnUrl).pathname);
    return { url: url.pathname + url.search };
  },
};
