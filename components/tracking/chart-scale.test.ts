import { describe, expect, it } from 'vitest';
import { CHART_VIEW, callsText, dayBars, formatDay, niceMax, scansText, tickIndexes, totals } from './chart-scale';

const day = (date: string, scans: number, calls: number) => ({ date, scans, calls });

describe('response chart scale', () => {
  it('rounds the top of the y axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 5, 6, 10, 11, 20, 21, 99, 101, 4321].map(niceMax)).toEqual([
      1, 1, 2, 5, 5, 10, 10, 20, 20, 50, 100, 200, 5000,
    ]);
  });

  it('labels a UTC day without shifting it into another time zone', () => {
    expect(formatDay('2026-03-05')).toBe('Mar 5');
    expect(formatDay('2026-01-01')).toBe('Jan 1');
  });

  it('spreads four date labels over 30 days, first and last included', () => {
    expect(tickIndexes(30)).toEqual([0, 10, 19, 29]);
    expect(tickIndexes(3)).toEqual([0, 1, 2]);
    expect(tickIndexes(0)).toEqual([]);
  });

  it('adds up the period', () => {
    expect(totals([day('2026-03-01', 2, 1), day('2026-03-02', 0, 4)])).toEqual({ scans: 2, calls: 5 });
  });

  it('stacks calls on scans, scaled to the top of the axis', () => {
    const [first, second, third] = dayBars(
      [day('2026-03-01', 5, 5), day('2026-03-02', 0, 0), day('2026-03-03', 0, 10)],
      10,
    );
    expect(first.scans).toEqual({ y: 50, height: 50 });
    expect(first.calls).toEqual({ y: 0, height: 50 });
    expect(second.scans).toBeNull();
    expect(second.calls).toBeNull();
    expect(third.scans).toBeNull();
    expect(third.calls).toEqual({ y: 0, height: CHART_VIEW.height });
    // Three equal slots across the width, bars centred in them.
    expect(second.x - first.x).toBeCloseTo(CHART_VIEW.width / 3);
    expect(first.x).toBeGreaterThan(0);
  });

  it('keeps a single response visible next to a busy day', () => {
    const [small] = dayBars([day('2026-03-01', 1, 0), day('2026-03-02', 1000, 0)], 1000);
    expect(small.scans!.height).toBeGreaterThan(1);
  });

  it('counts in words', () => {
    expect(scansText(1)).toBe('1 scan');
    expect(scansText(1234)).toBe('1,234 scans');
    expect(callsText(0)).toBe('0 calls');
  });
});
