import { describe, expect, it } from 'vitest';
import { cancelledMessage } from './cancelled-message';

describe('cancelledMessage', () => {
  it('says what went back to the balance', () => {
    expect(cancelledMessage(125)).toBe('Order cancelled. $1.25 went back to your balance.');
  });
  it('says nothing was charged when nothing was', () => {
    expect(cancelledMessage(0)).toBe('Order cancelled. Nothing was charged.');
  });
});
