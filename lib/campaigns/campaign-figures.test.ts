import { describe, expect, it } from 'vitest';
import { campaignFigures, formatRate } from './campaign-figures';

const counts = { sent: 0, responders: 0, scans: 0, calls: 0, spentCents: 0 };

describe('campaign figures', () => {
  it('has no rate before a card was sent and no cost per response without responders', () => {
    expect(campaignFigures(counts)).toMatchObject({ responseRate: null, costPerResponseCents: null });
    expect(formatRate(null)).toBe('—');
  });

  it('gives the response rate in percent with one decimal', () => {
    expect(campaignFigures({ ...counts, sent: 3, responders: 2 }).responseRate).toBe(66.7);
    expect(campaignFigures({ ...counts, sent: 8, responders: 1 }).responseRate).toBe(12.5);
    expect(formatRate(12.5)).toBe('12.5%');
    expect(formatRate(0)).toBe('0.0%');
  });

  it('divides what was spent by the responders, to the nearest cent', () => {
    expect(campaignFigures({ ...counts, sent: 3, responders: 3, spentCents: 1000 }).costPerResponseCents).toBe(333);
    expect(campaignFigures({ ...counts, sent: 3, responders: 2, spentCents: 375 }).costPerResponseCents).toBe(188);
    // Refunds are already taken off what was spent.
    expect(campaignFigures({ ...counts, sent: 10, responders: 4, spentCents: 0 }).costPerResponseCents).toBe(0);
  });
});
