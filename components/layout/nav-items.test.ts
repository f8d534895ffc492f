import { describe, expect, it } from 'vitest';
import { activeSegment } from './nav-items';

describe('sidebar highlight', () => {
  it('follows the first path segment', () => {
    expect(activeSegment('/campaigns')).toBe('campaigns');
    expect(activeSegment('/orders/123')).toBe('orders');
    expect(activeSegment('/profile')).toBe('profile');
    expect(activeSegment('/contacts/123')).toBe('contacts');
  });
  it('marks Manage Pricing on /pricing', () => {
    expect(activeSegment('/pricing')).toBe('pricing');
  });
  it('marks Templates at home and Profile on the API reference it leads to', () => {
    expect(activeSegment('/')).toBe('templates');
    expect(activeSegment('/developers')).toBe('profile');
  });
  it('marks nothing on a page outside the menu', () => {
    expect(activeSegment('/sandbox/telephony')).toBeNull();
  });
});
