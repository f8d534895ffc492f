import Stripe from 'stripe';
import { fetchWithRetry } from '@/lib/providers/retry';
import type { PaymentSubscription, PaymentsPort } from './port';

/** Spec section 9: API version 2023-10-16, timeout 80000 ms. */
export const STRIPE_API_VERSION = '2023-10-16';
export const STRIPE_TIMEOUT_MS = 80_000;

export function createStripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // Our retry wrapper is the one retry policy (it also makes MSW see every call);
    // every create that must not double up carries its own idempotency key.
    httpClient: Stripe.createFetchHttpClient(fetchWithRetry),
    maxNetworkRetries: 0,
    timeout: STRIPE_TIMEOUT_MS,
    appInfo: { name: 'Inkpost' },
  });
}

function toSubscription(sub: Stripe.Subscription): PaymentSubscription {
  const price = sub.items.data[0]?.price;
  const product = price?.product;
  return {
    id: sub.id,
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    status: sub.status,
    priceId: price?.id ?? null,
    productId: typeof product === 'string' ? product : (product?.id ?? null),
    currentPeriodEnd: sub.current_period_end
      ? new Date(sub.current_period_end * 1000).toISOString()
      : null,
  };
}

export function createStripePayments(secretKey: string): PaymentsPort {
  const stripe = createStripeClient(secretKey);
  return {
    kind: 'stripe',

    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create(
        { email, name, metadata: { user_id: userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return { id: customer.id };
    },

    async createSubscription({ customerId, priceId, userId }) {
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: priceId }],
          payment_behavior: 'default_incomplete',
          expand: ['latest_invoice.payment_intent'],
          metadata: { source: 'signup', user_id: userId, created_at: new Date().toISOString() },
        },
        { idempotencyKey: `subscription-${userId}-${priceId}` },
      );
      return toSubscription(subscription);
    },

    async createTopUpCheckout({ customerId, userId, amountCents, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer: customerId,
          client_reference_id: userId,
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'usd', unit_amount: amountCents, product_data: { name: 'Inkpost balance' } },
            },
          ],
          // Saves the card for auto-recharge, which charges it off-session later.
          payment_intent_data: { setup_future_usage: 'off_session', metadata: { user_id: userId, kind: 'top_up' } },
          metadata: { user_id: userId, kind: 'top_up' },
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        { idempotencyKey: `top-up-${userId}-${Date.now()}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { url: session.url };
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },
  };
}
