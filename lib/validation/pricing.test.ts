import { describe, expect, it } from 'vitest';
import { LookupPriceSchema, PLAN_MESSAGES, PlanSchema, priceMessages } from './pricing';

const lookup = (cost: string | number) => {
  const result = LookupPriceSchema.safeParse({ cost });
  return result.success ? result.data.cost : result.error.issues[0].message;
};
const LOOKUP = priceMessages('lookup price', '0.05');
const COST_4X6 = priceMessages('4x6 cost', '1.25');

const PLAN = {
  planId: '0b6c5f55-2a8f-4b55-9d3c-2f7f4c1f9a10',
  name: 'Free',
  description: 'Basic postcard sending.',
  stripeProductId: 'prod_sandbox_free',
  stripePriceId: 'price_sandbox_free',
  isActive: true,
  costs: { '4x6': '1.25', '6x9': '1.65', '6x11': '1.95' },
};
const planError = (changes: Record<string, unknown>) => {
  const result = PlanSchema.safeParse({ ...PLAN, ...changes });
  return result.success ? null : result.error.issues[0].message;
};

describe('a price typed in dollars', () => {
  it('becomes exact cents, typed or as a number', () => {
    expect(lookup('0.05')).toBe(5);
    expect(lookup(' 1.1 ')).toBe(110);
    expect(lookup('1.250')).toBe(125);
    expect(lookup('.5')).toBe(50);
    expect(lookup('2.')).toBe(200);
    expect(lookup(12.34)).toBe(1234);
    expect(lookup('1000')).toBe(100_000);
  });

  it('may be 0', () => {
    expect(lookup('0')).toBe(0);
    expect(lookup('-0')).toBe(0);
    expect(lookup(0)).toBe(0);
  });

  it('cannot be negative', () => {
    expect(lookup('-0.01')).toBe(LOOKUP.negative);
    expect(lookup(-1)).toBe(LOOKUP.negative);
  });

  it('has at most two decimals, and no float arithmetic sneaks in', () => {
    expect(lookup('0.055')).toBe(LOOKUP.decimals);
    expect(lookup(0.1 + 0.2)).toBe(LOOKUP.decimals);
  });

  it('is at most $1,000.00', () => {
    expect(lookup('1000.01')).toBe(LOOKUP.tooLarge);
    expect(lookup('123456789012345678901234567890')).toBe(LOOKUP.tooLarge);
  });

  it('must be there and be an amount', () => {
    expect(lookup('')).toBe(LOOKUP.required);
    expect(lookup('  ')).toBe(LOOKUP.required);
    for (const bad of ['five', '1e2', '$1', '+1', '1,25', '.', '-', '1.2.3', 'NaN']) {
      expect(lookup(bad), bad).toBe(LOOKUP.notAnAmount);
    }
    expect(LookupPriceSchema.safeParse({ cost: null }).error?.issues[0].message).toBe(LOOKUP.notAnAmount);
  });

  it('says which price is wrong', () => {
    expect(LOOKUP.notAnAmount).toBe('Enter the lookup price in dollars, such as 0.05');
    expect(COST_4X6).toEqual({
      required: 'Enter the 4x6 cost',
      notAnAmount: 'Enter the 4x6 cost in dollars, such as 1.25',
      negative: 'The 4x6 cost cannot be negative',
      decimals: 'The 4x6 cost can have at most two decimals',
      tooLarge: 'The 4x6 cost can be at most $1,000.00',
    });
  });
});

describe('a plan as the admin edits it', () => {
  it('is trimmed, with its costs in cents and empty external ids as none', () => {
    const result = PlanSchema.parse({
      ...PLAN,
      name: '  Free ',
      stripeProductId: ' ',
      costs: { '4x6': '1.1', '6x9': 2, '6x11': '0' },
    });
    expect(result).toEqual({
      ...PLAN,
      stripeProductId: null,
      costs: { '4x6': 110, '6x9': 200, '6x11': 0 },
    });
  });

  it('checks every cost with its own message', () => {
    expect(planError({ costs: { ...PLAN.costs, '4x6': '-1' } })).toBe(COST_4X6.negative);
    expect(planError({ costs: { ...PLAN.costs, '6x9': 'abc' } })).toBe('Enter the 6x9 cost in dollars, such as 1.25');
    expect(planError({ costs: { ...PLAN.costs, '6x11': '1.999' } })).toBe(
      'The 6x11 cost can have at most two decimals',
    );
    expect(planError({ costs: { '4x6': '1' } })).toBe('Enter the 6x9 cost in dollars, such as 1.25');
  });

  it('needs a name, and keeps text fields within bounds', () => {
    expect(planError({ name: '   ' })).toBe(PLAN_MESSAGES.nameRequired);
    expect(planError({ name: 'x'.repeat(61) })).toBe('Plan name can be at most 60 characters');
    expect(planError({ description: 'x'.repeat(501) })).toBe('Description can be at most 500 characters');
    expect(planError({ stripePriceId: 'price 1' })).toBe('External price ID cannot contain spaces');
    expect(planError({ stripeProductId: 'p'.repeat(256) })).toBe('External product ID can be at most 255 characters');
  });

  it('refuses an id that is not a plan id', () => {
    expect(planError({ planId: 'free' })).toBe('Plan not found');
  });
});
