import { describe, expect, it } from 'vitest';
import { campaignFigures, formatRate, householdsLine, stepFigures } from './campaign-figures';

const counts = { sent: 0, responders: 0, households: 0, respondingHouseholds: 0, scans: 0, calls: 0, spentCents: 0 };

describe('campaign figures', () => {
  it('has no rate before a card was sent and no cost per response without responders', () => {
    expect(campaignFigures(counts)).toMatchObject({ responseRate: null, costPerResponseCents: null });
    expect(formatRate(null)).toBe('—');
  });

  it('gives the response rate in percent with one decimal: responding households per household mailed', () => {
    expect(campaignFigures({ ...counts, households: 3, respondingHouseholds: 2 }).responseRate).toBe(66.7);
    expect(campaignFigures({ ...counts, households: 8, respondingHouseholds: 1 }).responseRate).toBe(12.5);
    // One responder among three households, after two follow-up cards: still one in three.
    expect(
      campaignFigures({ ...counts, sent: 5, responders: 1, households: 3, respondingHouseholds: 1 }).responseRate,
    ).toBe(33.3);
    expect(householdsLine(1, 3)).toBe('1 of 3 households responded');
    expect(householdsLine(0, 1)).toBe('0 of 1 household responded');
    expect(formatRate(12.5)).toBe('12.5%');
    expect(formatRate(0)).toBe('0.0%');
  });

  it('divides what was spent by the responding households, to the nearest cent', () => {
    expect(stepFigures({ ...counts, sent: 3, responders: 3, spentCents: 1000 }).costPerResponseCents).toBe(333);
    expect(stepFigures({ ...counts, sent: 3, responders: 2, spentCents: 375 }).costPerResponseCents).toBe(188);
    // Refunds are already taken off what was spent.
    expect(stepFigures({ ...counts, sent: 10, responders: 4, spentCents: 0 }).costPerResponseCents).toBe(0);
    // Two scanned cards of one household are one response.
    expect(
      campaignFigures({ ...counts, responders: 2, households: 3, respondingHouseholds: 1, spentCents: 600 })
        .costPerResponseCents,
    ).toBe(600);
  });
});
