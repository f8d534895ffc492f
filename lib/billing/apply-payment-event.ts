import 'server-only';
import { eq } from 'drizzle-orm';
import type { Queryable, Tx } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { profiles, webhookEvents } from '@/lib/db/schema';
import { placeCheckoutSends } from '@/lib/orders/place-checkout-sends';
import { resumeWaitingOrders } from '@/lib/orders/resume-waiting-orders';
import type { PaymentSubscription } from '@/lib/providers/payments';
import { applySubscriptionChange } from './apply-subscription-change';
import { creditCardCharge } from './credit-card-charge';

/** Whose money: our user id (set by our own checkout), or the provider's customer id. */
type Payer = { userId: string; customerId?: never } | { customerId: string; userId?: never };

/**
 * What the payment provider tells us, in our words. The Stripe webhook translates signed Stripe
 * events into these; the sandbox emits them directly. `id` is the provider's event id.
 */
export type PaymentEvent =
  | { id: string; type: 'subscription.changed'; subscription: PaymentSubscription }
  | ({
      id: string;
      type: 'payment.succeeded';
      amountCents: number;
      /** Ledger key of the credit: the same payment always maps to the same key. */
      idempotencyKey: string;
      description: string;
      details?: Record<string, unknown>;
      /** The checkout that took this payment, when one did: orders waiting for it are placed. */
      checkoutId?: string;
    } & Payer)
  /** A card was saved: orders waiting for a means to pay get another chance. */
  | { id: string; type: 'payment_method.added'; customerId: string };

export type PaymentEventSource = 'stripe' | 'sandbox';

export type PaymentEventOutcome =
  | 'applied'
  /** Recorded, but nothing needed to change (already credited, or a stale subscription). */
  | 'no_change'
  /** This event id was applied before: a replay. */
  | 'duplicate'
  /** No profile has this customer or user: nothing recorded, nothing changed. */
  | 'unknown_customer';

/**
 * The one code path for payment events, below any signature check. The event id is recorded in
 * webhook_events in the same transaction as the event's effect, so a replay is a no-op and a
 * failure leaves neither the effect nor the record.
 */
export async function applyPaymentEvent(
  source: PaymentEventSource,
  event: PaymentEvent,
  db: Queryable = getDb(),
): Promise<PaymentEventOutcome> {
  return db.transaction(async (tx) => {
    const userId = await payerOf(tx, event);
    if (!userId) return 'unknown_customer';
    const [recorded] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, provider: source, type: event.type })
      .onConflictDoNothing({ target: webhookEvents.id })
      .returning({ id: webhookEvents.id });
    if (!recorded) return 'duplicate';
    return (await applyEffect(tx, userId, event)) ? 'applied' : 'no_change';
  });
}

async function applyEffect(tx: Tx, userId: string, event: PaymentEvent): Promise<boolean> {
  switch (event.type) {
    case 'subscription.changed':
      return (await applySubscriptionChange(event.subscription, tx)) === 'applied';
    case 'payment.succeeded': {
      const credited = await creditCardCharge(
        {
          userId,
          amountCents: event.amountCents,
          idempotencyKey: event.idempotencyKey,
          metadata: { ...event.details, description: event.description },
        },
        tx,
      );
      if (credited && event.checkoutId) await placeCheckoutSends(tx, userId, event.checkoutId);
      return credited;
    }
    case 'payment_method.added':
      await resumeWaitingOrders(userId, tx);
      return true;
  }
}

/** The user the event is about, if we have them. */
async function payerOf(tx: Tx, event: PaymentEvent): Promise<string | undefined> {
  const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(payerFilter(event));
  return profile?.id;
}

function payerFilter(event: PaymentEvent) {
  if (event.type === 'subscription.changed') return eq(profiles.stripe_customer_id, event.subscription.customerId);
  if (event.type === 'payment.succeeded' && event.userId !== undefined) return eq(profiles.id, event.userId);
  return eq(profiles.stripe_customer_id, event.customerId);
}

/** Whether an event id was applied already: lets a webhook skip work (a re-read) for a replay. */
export async function wasPaymentEventApplied(eventId: string, db: Queryable = getDb()): Promise<boolean> {
  const [row] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, eventId));
  return !!row;
}
