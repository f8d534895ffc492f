import Stripe from 'stripe';
import { applyPaymentEvent, wasPaymentEventApplied } from '@/lib/billing/apply-payment-event';
import { env } from '@/lib/env';
import { logError } from '@/lib/errors';
import { BodyTooLargeError, MAX_WEBHOOK_BODY_BYTES, readBoundedText } from '@/lib/http/read-bounded-body';
import { getPayments } from '@/lib/providers/payments';
import { toPaymentEvent } from '@/lib/providers/payments/stripe-events';
import { signedInTheFuture } from '@/lib/providers/payments/stripe-signature-time';

export const dynamic = 'force-dynamic';

/** Spec section 9: webhook tolerance 300 s, both ways: an older (or much later) signature may be a replayed capture. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const json = (body: object, status = 200) => Response.json(body, { status });

/**
 * POST /api/webhooks/stripe – Stripe's events about subscriptions, top-ups and auto-recharge.
 * Only a body whose signature verifies is read; everything below the check is the code the
 * sandbox runs too (applyPaymentEvent). Types we do not handle get a 2xx, so Stripe does not
 * count them as failed deliveries; a failure of ours gets a 500, so Stripe delivers again.
 */
export async function POST(request: Request) {
  const config = env();
  if (config.modes.payments !== 'stripe') return json({ error: 'not_found' }, 404);
  const secret = config.STRIPE_WEBHOOK_SECRET;
  if (!secret) {
    logError('stripe webhook', 'STRIPE_WEBHOOK_SECRET is not set: cannot verify events, so none is applied');
    return json({ error: 'webhook_not_configured' }, 500);
  }

  // The raw text: the signature covers the exact bytes Stripe sent.
  let body: string;
  try {
    body = await readBoundedText(request, MAX_WEBHOOK_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return json({ error: 'payload_too_large' }, 413);
    return json({ error: 'unreadable_body' }, 400);
  }
  const signature = request.headers.get('stripe-signature');
  if (!signature) return json({ error: 'missing_signature' }, 400);
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(body, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch (error) {
    logError('stripe webhook: signature', error);
    return json({ error: 'invalid_signature' }, 400);
  }
  if (signedInTheFuture(signature, SIGNATURE_TOLERANCE_SECONDS)) {
    logError(
      'stripe webhook: signature',
      `signed more than ${SIGNATURE_TOLERANCE_SECONDS} s in the future: ${event.id}`,
    );
    return json({ error: 'invalid_signature' }, 400);
  }

  try {
    if (await wasPaymentEventApplied(event.id)) return json({ received: true, duplicate: true });
    const paymentEvent = await toPaymentEvent(event, getPayments());
    if (!paymentEvent) return json({ received: true, ignored: true });
    const outcome = await applyPaymentEvent('stripe', paymentEvent);
    if (outcome === 'unknown_customer') {
      logError('stripe webhook', `${event.type} ${event.id} is about a customer no profile has; nothing applied`);
    }
    return json({ received: true, ...(outcome === 'duplicate' ? { duplicate: true } : {}) });
  } catch (error) {
    logError(`stripe webhook: ${event.type} ${event.id}`, error);
    return json({ error: 'processing_failed' }, 500);
  }
}
