import { describe, expect, it } from 'vitest';
import { subscriptionStatusColor } from './subscription-status';

describe('subscription status colour', () => {
  it('follows the spec', () => {
    expect(subscriptionStatusColor('active')).toContain('green');
    expect(subscriptionStatusColor('trialing')).toContain('blue');
    expect(subscriptionStatusColor('past_due')).toContain('yellow');
    expect(subscriptionStatusColor('canceled')).toContain('red');
    expect(subscriptionStatusColor('incomplete')).toContain('gray');
  });
});
