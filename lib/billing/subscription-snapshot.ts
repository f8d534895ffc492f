import type { SubscriptionSnapshot } from '@/lib/db/schema';
import type { PaymentSubscription } from '@/lib/providers/payments';

/** The subscription as the profile keeps it (profiles.current_subscription). */
export function subscriptionSnapshot(subscription: PaymentSubscription): SubscriptionSnapshot {
  return {
    id: subscription.id,
    status: subscription.status,
    price_id: subscription.priceId,
    product_id: subscription.productId,
    current_period_end: subscription.currentPeriodEnd,
  };
}
