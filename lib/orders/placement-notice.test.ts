import { describe, expect, it } from 'vitest';
import { placementNotice, type PlacementPlan } from './placement-notice';

const plan = (over: Partial<PlacementPlan>): PlacementPlan => ({
  count: 1,
  unitCents: 125,
  balanceCents: 0,
  cardLast4: null,
  cardChargeCents: 0,
  ...over,
});

describe('placementNotice', () => {
  it('one order paid from the balance', () => {
    expect(placementNotice(plan({ balanceCents: 500 }), 'Order', ' for Spring')).toBe(
      'Order placed for Spring. $1.25 is paid from your balance.',
    );
  });
  it('one order that waits for money', () => {
    expect(placementNotice(plan({}), 'Order', ' for Spring')).toBe(
      'Order saved — it waits for $1.25: add funds or save a card.',
    );
  });
  it('a saved card pays what the balance lacks', () => {
    expect(placementNotice(plan({ count: 3, cardLast4: '4242', cardChargeCents: 375 }), '3 orders')).toBe(
      '3 orders placed. Card •••• 4242 is charged $3.75 for what your balance does not cover.',
    );
  });
  it('several orders: how many the balance pays, how many wait and for how much', () => {
    expect(placementNotice(plan({ count: 3, balanceCents: 200 }), '3 orders')).toBe(
      '3 orders saved: 1 order is paid from your balance; 2 orders wait for $2.50: add funds or save a card.',
    );
    expect(placementNotice(plan({ count: 2 }), '2 orders')).toBe(
      '2 orders saved — they wait for $2.50: add funds or save a card.',
    );
  });
});
