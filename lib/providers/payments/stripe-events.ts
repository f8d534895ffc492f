import type Stripe from 'stripe';
import type { PaymentEvent } from '@/lib/billing/apply-payment-event';
import { checkoutCreditKey, paymentCreditKey } from '@/lib/billing/credit-card-charge';
import type { PaymentsPort } from './port';

/** The Stripe events the webhook endpoint should be subscribed to; every other type is ignored. */
export const HANDLED_STRIPE_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'payment_intent.succeeded',
  'payment_method.attached',
] as const;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Translates a verified Stripe event into our payment event, or null when it asks nothing of us
 * (a type we do not handle, an unpaid checkout, a payment that is not ours to credit).
 */
export async function toPaymentEvent(
  event: Stripe.Event,
  payments: Pick<PaymentsPort, 'retrieveSubscription'>,
): Promise<PaymentEvent | null> {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      // Events arrive out of order: apply the subscription as Stripe has it now, not as the
      // event remembers it.
      const subscription = await payments.retrieveSubscription(event.data.object.id);
      return { id: event.id, type: 'subscription.changed', subscription };
    }
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return topUpPaid(event.id, event.data.object);
    case 'payment_intent.succeeded':
      return autoRechargePaid(event.id, event.data.object);
    case 'payment_method.attached': {
      const customerId = idOf(event.data.object.customer);
      return customerId ? { id: event.id, type: 'payment_method.added', customerId } : null;
    }
    default:
      return null;
  }
}

/** A paid top-up checkout (Add funds); credited under the same key the sandbox checkout uses. */
function topUpPaid(eventId: string, session: Stripe.Checkout.Session): PaymentEvent | null {
  const customerId = idOf(session.customer);
  const paid = session.mode === 'payment' && session.payment_status === 'paid';
  if (!paid || session.metadata?.kind !== 'top_up' || session.currency !== 'usd') return null;
  if (!customerId || !session.amount_total) return null;
  return {
    id: eventId,
    type: 'payment.succeeded',
    customerId,
    amountCents: session.amount_total,
    idempotencyKey: checkoutCreditKey(session.id),
    description: 'Funds added',
    details: { checkout_session_id: session.id },
    checkoutId: session.id,
  };
}

/**
 * An auto-recharge charge. The order pipeline credits it under the same key as soon as Stripe
 * answers; this covers the case where it never heard back (a worker that died mid-call).
 */
function autoRechargePaid(eventId: string, intent: Stripe.PaymentIntent): PaymentEvent | null {
  const customerId = idOf(intent.customer);
  if (intent.metadata?.kind !== 'auto_recharge' || intent.currency !== 'usd') return null;
  if (!customerId || !intent.amount_received) return null;
  return {
    id: eventId,
    type: 'payment.succeeded',
    customerId,
    amountCents: intent.amount_received,
    idempotencyKey: paymentCreditKey(intent.id),
    description: 'Auto-recharge',
    details: { payment_intent_id: intent.id },
  };
}
