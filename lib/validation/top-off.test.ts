import { describe, expect, it } from 'vitest';
import { TOP_OFF_MESSAGES, TopOffSchema } from './top-off';

const parse = (amount: string | number) => {
  const result = TopOffSchema.safeParse({ amount });
  return result.success ? result.data.amount : result.error.issues[0].message;
};

describe('auto-recharge amount', () => {
  it('reads dollars, typed or as a number, as exact cents', () => {
    expect(parse('25')).toBe(2500);
    expect(parse(' 25.5 ')).toBe(2550);
    expect(parse('0.01')).toBe(1);
    expect(parse('19.99')).toBe(1999);
    expect(parse('25.500')).toBe(2550);
    expect(parse(12.34)).toBe(1234);
    expect(parse('10000')).toBe(1_000_000);
    expect(parse('010000.00')).toBe(1_000_000);
    expect(parse('.5')).toBe(50);
    expect(parse('5.')).toBe(500);
  });

  it('takes 0 as "off"', () => {
    expect(parse('0')).toBe(0);
    expect(parse('0.00')).toBe(0);
    expect(parse('-0')).toBe(0);
    expect(parse(0)).toBe(0);
  });

  it('refuses negative amounts', () => {
    expect(parse('-1')).toBe(TOP_OFF_MESSAGES.negative);
    expect(parse('-0.01')).toBe(TOP_OFF_MESSAGES.negative);
    expect(parse(-5)).toBe(TOP_OFF_MESSAGES.negative);
  });

  it('refuses fractions of a cent', () => {
    expect(parse('1.234')).toBe(TOP_OFF_MESSAGES.decimals);
    expect(parse(0.1 + 0.2)).toBe(TOP_OFF_MESSAGES.decimals);
  });

  it('refuses more than $10,000.00', () => {
    expect(parse('10000.01')).toBe(TOP_OFF_MESSAGES.tooLarge);
    expect(parse('123456789012345678901234567890')).toBe(TOP_OFF_MESSAGES.tooLarge);
  });

  it('refuses an empty field and anything that is not an amount', () => {
    expect(parse('')).toBe(TOP_OFF_MESSAGES.required);
    expect(parse('   ')).toBe(TOP_OFF_MESSAGES.required);
    for (const bad of ['ten', '1e3', '$25', '+5', '1,000', '.', '-', '1.2.3', 'NaN']) {
      expect(parse(bad), bad).toBe(TOP_OFF_MESSAGES.notAnAmount);
    }
    expect(parse(Number.NaN)).toBe(TOP_OFF_MESSAGES.notAnAmount);
    expect(parse(1e21)).toBe(TOP_OFF_MESSAGES.notAnAmount);
    expect(TopOffSchema.safeParse({}).error?.issues[0].message).toBe(TOP_OFF_MESSAGES.notAnAmount);
  });
});
