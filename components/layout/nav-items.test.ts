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
  it('defaults to templates', () => {
    expect(activeSegment('/')).toBe('templates');
    expect(activeSegment('/sandbox/telephony')).toBe('templates');
  });
});
