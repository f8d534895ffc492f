import type { DailyResponses } from '@/lib/tracking/get-daily-responses';

/** The response chart's arithmetic: scale, bars, labels. Client-safe, no React. */

/** The smallest of 1, 2, 5, 10, 20, 50, … that is at least `value` (the y axis' top). */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  let magnitude = 10 ** Math.floor(Math.log10(value));
  for (;;) {
    for (const step of [1, 2, 5]) if (step * magnitude >= value) return step * magnitude;
    magnitude *= 10;
  }
}

/** 'YYYY-MM-DD' → 'Mar 5' (the date is a UTC day, so it is read as one). */
export function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Indexes of `count` evenly spread labels over `length` days, always the first and the last. */
export function tickIndexes(length: number, count = 4): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, i) => i);
  return Array.from({ length: count }, (_, i) => Math.round((i * (length - 1)) / (count - 1)));
}

export type ChartTotals = { scans: number; calls: number };

export function totals(days: DailyResponses[]): ChartTotals {
  return days.reduce((sum, d) => ({ scans: sum.scans + d.scans, calls: sum.calls + d.calls }), { scans: 0, calls: 0 });
}

/** Width and height of the drawing's coordinate system; it is stretched to the card's width. */
export const CHART_VIEW = { width: 300, height: 100 };
const SLOT_GAP = 0.25; // share of each day's slot left empty between bars
const MIN_BAR = 1.5; // a single response stays visible next to a busy day

export type DayBar = {
  date: string;
  x: number;
  width: number;
  /** Scans at the bottom, calls stacked on top, in chart units from the bottom edge. */
  scans: { y: number; height: number } | null;
  calls: { y: number; height: number } | null;
};

/** One stacked bar per day, scaled so `max` reaches the top. */
export function dayBars(days: DailyResponses[], max: number): DayBar[] {
  const slot = CHART_VIEW.width / Math.max(1, days.length);
  const width = slot * (1 - SLOT_GAP);
  const scale = (n: number) => (n > 0 ? Math.max(MIN_BAR, (n / max) * CHART_VIEW.height) : 0);
  return days.map((day, i) => {
    const scansHeight = scale(day.scans);
    const callsHeight = Math.min(scale(day.calls), CHART_VIEW.height - scansHeight);
    const bottom = CHART_VIEW.height;
    return {
      date: day.date,
      x: i * slot + (slot - width) / 2,
      width,
      scans: scansHeight ? { y: bottom - scansHeight, height: scansHeight } : null,
      calls: callsHeight > 0 ? { y: bottom - scansHeight - callsHeight, height: callsHeight } : null,
    };
  });
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
export const scansText = (n: number) => plural(n, 'scan', 'scans');
export const callsText = (n: number) => plural(n, 'call', 'calls');
