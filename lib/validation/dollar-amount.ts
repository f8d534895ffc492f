import { z } from 'zod';

export type DollarAmountMessages = {
  required: string;
  notAnAmount: string;
  negative: string;
  decimals: string;
  tooLarge: string;
};

// As an HTML number field gives it: '25', '25.5', '.5', '-1'; at least one digit.
const AMOUNT = /^(-)?(?=\.?\d)(\d*)(?:\.(\d*))?$/;

/**
 * An amount in dollars, typed or as a number → exact integer cents, 0 to `maxCents`. Never
 * through floating point: 0.1 + 0.2 arrives as '0.30000000000000004' and is refused, not
 * rounded. An empty field is refused rather than read as 0, so clearing a field by accident
 * never sets an amount to nothing.
 */
export function dollarAmountField(messages: DollarAmountMessages, maxCents: number) {
  return z.union([z.string(), z.number()], { error: messages.notAnAmount }).transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const text = String(value).trim();
    if (text === '') return fail(messages.required);
    const match = AMOUNT.exec(text);
    if (!match) return fail(messages.notAnAmount);
    const [, minus, whole, fraction = ''] = match;
    if (minus && /[1-9]/.test(whole + fraction)) return fail(messages.negative);
    // '25.500' still means 25.50; only significant digits past the cent are refused.
    if (fraction.replace(/0+$/, '').length > 2) return fail(messages.decimals);
    const digits = whole.replace(/^0+(?=\d)/, '');
    if (digits.length > 12) return fail(messages.tooLarge); // beyond any maximum, and still exact
    const cents = Number(digits) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
    if (cents > maxCents) return fail(messages.tooLarge);
    return cents;
  });
}
