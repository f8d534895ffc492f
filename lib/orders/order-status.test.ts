import { describe, expect, it } from 'vitest';
import { pageWindow, statusBadgeLabel, statusesFor } from './order-status';

describe('order filters and pages', () => {
  it('groups statuses as the spec does', () => {
    expect(statusesFor('active')).toEqual([
      'pending',
      'processing',
      'payment_required',
      'payment_failed',
      'scheduled',
      'ready',
      'submitted',
    ]);
    expect(statusesFor('completed')).toEqual(['completed', 'failed', 'cancelled']);
    expect(statusesFor('all')).toBeNull();
  });

  it('shows a scheduled order with its day (decision 037)', () => {
    expect(statusBadgeLabel('scheduled', '2026-12-14')).toBe('Scheduled · Mon, Dec 14');
    expect(statusBadgeLabel('ready', '2026-12-14')).toBe('Ready');
    expect(statusBadgeLabel('pending', null)).toBe('Pending');
  });

  it('shows at most five page numbers around the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});
