import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@/lib/db/schema';
import { ACTIVE_STATUSES, COMPLETED_STATUSES } from './order-status';
import { CANCELLABLE_STATUSES, canTransition, RETRYABLE_STATUSES, retryDelayMs, TRANSITIONS } from './order-machine';

describe('the order state machine', () => {
  it('knows every status', () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('moves a paid order forward only: pending → ready → submitted → completed', () => {
    expect(canTransition('pending', 'ready')).toBe(true);
    expect(canTransition('ready', 'submitted')).toBe(true);
    expect(canTransition('submitted', 'completed')).toBe(true);
    expect(canTransition('pending', 'submitted')).toBe(false);
    expect(canTransition('ready', 'pending')).toBe(false);
    expect(canTransition('submitted', 'ready')).toBe(false);
  });

  it('sends money problems to processing, payment_required or payment_failed', () => {
    expect(canTransition('pending', 'processing')).toBe(true);
    expect(canTransition('pending', 'payment_required')).toBe(true);
    expect(canTransition('processing', 'payment_failed')).toBe(true);
    expect(canTransition('processing', 'pending')).toBe(true);
    expect(canTransition('payment_required', 'pending')).toBe(true);
  });

  it('ends in completed or cancelled for good; failed only leaves by a retry', () => {
    expect(TRANSITIONS.completed).toEqual([]);
    expect(TRANSITIONS.cancelled).toEqual([]);
    expect(TRANSITIONS.failed).toEqual(['pending']);
  });

  it('holds a charged order with a send date as scheduled until its day, then ready (decision 037)', () => {
    expect(canTransition('pending', 'scheduled')).toBe(true);
    expect(TRANSITIONS.scheduled).toEqual(['ready', 'cancelled']);
    expect(CANCELLABLE_STATUSES).toContain('scheduled');
    expect(ACTIVE_STATUSES).toContain('scheduled');
  });

  it('lets the user retry failed and payment_failed only (spec section 4)', () => {
    expect([...RETRYABLE_STATUSES].sort()).toEqual(['failed', 'payment_failed']);
    for (const status of RETRYABLE_STATUSES) expect(canTransition(status, 'pending')).toBe(true);
  });

  it('lets the user cancel only what has not reached the provider', () => {
    for (const status of CANCELLABLE_STATUSES) {
      expect(canTransition(status, 'cancelled')).toBe(true);
      expect(ACTIVE_STATUSES).toContain(status);
    }
    expect(CANCELLABLE_STATUSES).not.toContain('submitted');
    expect(CANCELLABLE_STATUSES).not.toContain('processing');
    for (const status of COMPLETED_STATUSES) expect(CANCELLABLE_STATUSES).not.toContain(status);
  });
});

describe('submission backoff', () => {
  it('waits 1 s after the first failure, doubling, capped at 10 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});
