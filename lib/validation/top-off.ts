import { z } from 'zod';
import { dollarAmountField } from './dollar-amount';

/** The largest auto-recharge amount: one charge never exceeds what Add funds allows. */
export const MAX_TOP_OFF_CENTS = 1_000_000;

export const TOP_OFF_MESSAGES = {
  required: 'Enter an amount, or 0 to turn auto-recharge off',
  notAnAmount: 'Enter the amount in dollars, such as 25 or 25.50',
  negative: 'The auto-recharge amount cannot be negative',
  decimals: 'The auto-recharge amount can have at most two decimals',
  tooLarge: 'The auto-recharge amount can be at most $10,000.00',
} as const;

/**
 * The auto-recharge (top-off) amount in dollars → integer cents. 0 is valid and turns
 * auto-recharge off (spec section 5: number >= 0, step 0.01).
 */
export const TopOffSchema = z.object({ amount: dollarAmountField(TOP_OFF_MESSAGES, MAX_TOP_OFF_CENTS) });
