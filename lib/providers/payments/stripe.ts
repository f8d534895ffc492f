import Stripe from 'stripe';
import { fetchWithRetry } from '@/lib/providers/retry';
import type { OffSessionCharge, PaymentMethod, PaymentSubscription, PaymentsPort } from './port';

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
    currentPeriodEnd: sub.current_period_end ? new Date(sub.current_period_end * 1000).toISOString() : null,
  };
}

/** Shown when the bank wants the customer to confirm an off-session charge (3-D Secure). */
export const AUTHENTICATION_REQUIRED_MESSAGE =
  'Your bank asked to confirm this payment, which cannot be done automatically. Add funds manually to continue.';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * The customer's cards with one default: the invoice default (what Stripe's portal sets), else
 * the card flagged metadata.is_default = 'true' (the original product's flag), else the first card.
 */
function toPaymentMethods(cards: Stripe.PaymentMethod[], invoiceDefault: string | null): PaymentMethod[] {
  const defaultId =
    cards.find((card) => card.id === invoiceDefault)?.id ??
    cards.find((card) => card.metadata?.is_default === 'true')?.id ??
    cards[0]?.id;
  return cards.map((card) => ({
    id: card.id,
    brand: card.card?.brand ?? 'unknown',
    last4: card.card?.last4 ?? '',
    expMonth: card.card?.exp_month ?? 0,
    expYear: card.card?.exp_year ?? 0,
    isDefault: card.id === defaultId,
  }));
}

/** A declined off-session charge as the port reports it; other errors are not declines and propagate. */
function declinedCharge(error: unknown): OffSessionCharge | undefined {
  if (!(error instanceof Stripe.errors.StripeCardError)) return undefined;
  const paymentId = error.payment_intent?.id ?? null;
  if (error.code === 'authentication_required') {
    return { status: 'declined', paymentId, message: AUTHENTICATION_REQUIRED_MESSAGE };
  }
  return { status: 'declined', paymentId, message: error.message };
}

export function createStripePayments(secretKey: string): PaymentsPort {
  const stripe = createStripeClient(secretKey);

  async function listPaymentMethods(customerId: string): Promise<PaymentMethod[]> {
    const [customer, cards] = await Promise.all([
      stripe.customers.retrieve(customerId),
      stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }),
    ]);
    const invoiceDefault = customer.deleted ? null : idOf(customer.invoice_settings?.default_payment_method);
    return toPaymentMethods(cards.data, invoiceDefault);
  }

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
      return { id: session.id, url: session.url };
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    listPaymentMethods,

    async chargeOffSession({ customerId, amountCents, idempotencyKey, metadata }) {
      const card = (await listPaymentMethods(customerId)).find((method) => method.isDefault);
      if (!card) return { status: 'no_payment_method' };
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            customer: customerId,
            payment_method: card.id,
            off_session: true,
            confirm: true,
            // kind lets the webhook credit a payment the caller never heard back about.
            metadata: { kind: 'auto_recharge', ...metadata },
          },
          // Stripe answers a repeated key with the first outcome: a retry never charges twice.
          { idempotencyKey },
        );
        if (intent.status === 'succeeded') return { status: 'succeeded', paymentId: intent.id };
        // Cards settle at once or throw; anything else has not paid and is not counted as paid.
        return { status: 'declined', paymentId: intent.id, message: 'Your card payment could not be completed.' };
      } catch (error) {
        const declined = declinedCharge(error);
        if (declined) return declined;
        throw error;
      }
    },

    async retrieveSubscription(subscriptionId) {
      return toSubscription(await stripe.subscriptions.retrieve(subscriptionId));
    },
  };
}
