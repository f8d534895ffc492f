import { describe, expect, it } from 'vitest';
import { AddFundsSchema } from './add-funds';

const parse = (amount: string) => {
  const result = AddFundsSchema.safeParse({ amount });
  return result.success ? result.data.amount : result.error.issues[0].message;
};

describe('add funds amount', () => {
  it('reads dollars as exact cents', () => {
    expect(parse('25')).toBe(2500);
    expect(parse('25.5')).toBe(2550);
    expect(parse(' 10000.00 ')).toBe(1_000_000);
  });
  it('refuses amounts outside $5–$10,000 and anything not an amount', () => {
    for (const bad of ['4.99', '10000.01', '-5', '5.001', 'ten', '', '1e3']) {
      expect(parse(bad)).toBe('Enter an amount between $5.00 and $10,000.00');
    }
  });
});
