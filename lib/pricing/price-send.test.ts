import { describe, expect, it } from 'vitest';
import { FREE_COST_CENTS, LOOKUP_COST_CENTS, SEED_PLANS } from '@/lib/db/seed';
import { computePrice } from './price-send';

const planCost = (name: 'Free' | 'Pro', size: '4x6' | '6x9' | '6x11') =>
  SEED_PLANS.find((p) => p.name === name)!.costs[size];

describe('price × plan', () => {
  it('charges one postcard for a single send', () => {
    expect(computePrice({ postcardUnitCents: 125, lookupUnitCents: 5, type: 'single', neighborCount: 50 })).toEqual({
      postcardUnitCents: 125,
      postcardCount: 1,
      postcardCents: 125,
      lookupUnitCents: 0,
      lookupCount: 0,
      lookupCents: 0,
      totalCents: 125,
    });
  });

  it('charges a postcard and a lookup per neighbor for a neighbor send', () => {
    expect(
      computePrice({ postcardUnitCents: 165, lookupUnitCents: 5, type: 'neighbor', neighborCount: 200 }),
    ).toMatchObject({
      postcardCents: 33_000,
      lookupCents: 1_000,
      totalCents: 34_000,
    });
  });

  it('seeds Pro 20% below Free for every size, to the cent', () => {
    for (const size of ['4x6', '6x9', '6x11'] as const) {
      expect(planCost('Free', size)).toBe(FREE_COST_CENTS[size]);
      expect(planCost('Pro', size) * 100).toBe(FREE_COST_CENTS[size] * 80);
    }
    expect(LOOKUP_COST_CENTS).toBe(5);
  });

  it('prices a Pro neighbor send of 10 4x6 cards at $10.50', () => {
    const price = computePrice({
      postcardUnitCents: planCost('Pro', '4x6'),
      lookupUnitCents: LOOKUP_COST_CENTS,
      type: 'neighbor',
      neighborCount: 10,
    });
    expect(price.totalCents).toBe(1050);
  });
});
