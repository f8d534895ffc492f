import 'server-only';
import { paymentOutlook } from '@/lib/billing/payment-outlook';
import type { PlacementPlan } from './placement-notice';

/** How `count` orders of `unitCents` each get paid: the balance, then the saved card, else they wait. */
export async function placementPlan(userId: string, count: number, unitCents: number): Promise<PlacementPlan> {
  const outlook = await paymentOutlook(userId, count * unitCents);
  return {
    count,
    unitCents,
    balanceCents: outlook.balanceCents,
    cardLast4: outlook.card?.last4 ?? null,
    cardChargeCents: outlook.cardChargeCents,
  };
}
