import { z } from 'zod';

/** The largest auto-recharge amount: one charge never exceeds what Add funds allows. */
export const MAX_TOP_OFF_CENTS = 1_000_000;

export const TOP_OFF_MESSAGES = {
  required: 'Enter an amount, or 0 to turn auto-recharge off',
  notAnAmount: 'Enter the amount in dollars, such as 25 or 25.50',
  negative: 'The auto-recharge amount cannot be negative',
  decimals: 'The auto-recharge amount can have at most two decimals',
  tooLarge: 'The auto-recharge amount can be at most $10,000.00',
} as const;

// As an HTML number field gives it: '25', '25.5', '.5', '-1'; at least one digit.
const AMOUNT = /^(-)?(?=\.?\d)(\d*)(?:\.(\d*))?$/;

/**
 * The auto-recharge (top-off) amount in dollars, as typed or as a number → integer cents.
 * 0 is valid and turns auto-recharge off (spec section 5: number >= 0, step 0.01). An empty
 * field is refused rather than read as 0, so clearing the field by accident never switches it off.
 */
export const TopOffSchema = z.object({
  amount: z.union([z.string(), z.number()], { error: TOP_OFF_MESSAGES.notAnAmount }).transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const text = String(value).trim();
    if (text === '') return fail(TOP_OFF_MESSAGES.required);
    const match = AMOUNT.exec(text);
    if (!match) return fail(TOP_OFF_MESSAGES.notAnAmount);
    const [, minus, whole, fraction = ''] = match;
    if (minus && /[1-9]/.test(whole + fraction)) return fail(TOP_OFF_MESSAGES.negative);
    // '25.500' still means 25.50; only significant digits past the cent are refused.
    if (fraction.replace(/0+$/, '').length > 2) return fail(TOP_OFF_MESSAGES.decimals);
    const digits = whole.replace(/^0+(?=\d)/, '');
    if (digits.length > 5) return fail(TOP_OFF_MESSAGES.tooLarge);
    const cents = Number(digits) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
    if (cents > MAX_TOP_OFF_CENTS) return fail(TOP_OFF_MESSAGES.tooLarge);
    return cents;
  }),
});
