import { MIN_TOP_UP_CENTS } from '@/lib/validation/add-funds';

/**
 * What the default card is charged when the balance lacks `shortfallCents`: what is needed,
 * at least the auto-recharge amount ("how much to add each time"; 0 or unset: just what is
 * needed). The charge step, Confirm Order and the Orders page all say and do this.
 */
export function cardChargeCents(shortfallCents: number, topOffCents: number | null): number {
  return Math.max(shortfallCents, topOffCents ?? 0);
}

/** What 'Add funds' asks at least for a shortfall: the shortfall, no less than the add-funds minimum. */
export function addFundsCents(shortfallCents: number): number {
  return Math.max(shortfallCents, MIN_TOP_UP_CENTS);
}
