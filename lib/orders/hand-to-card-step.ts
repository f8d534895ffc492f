import { randomUUID } from 'node:crypto';
import { cardChargeCents } from '@/lib/billing/card-charge-amount';

/**
 * An order's fields as it goes to the card step (rechargeNextOrder): the amount the default card
 * is charged and the idempotency key fixed together, so a retried call after a crash repeats the
 * same request. Used by the charge step and by 'Pay with card'.
 */
export function handToCardStep(orderId: string, shortfallCents: number, topOffCents: number | null) {
  return {
    status: 'processing' as const,
    recharge_key: `recharge:${orderId}:${randomUUID()}`,
    recharge_amount: cardChargeCents(shortfallCents, topOffCents),
    error_message: null,
    last_attempt_at: null,
  };
}
