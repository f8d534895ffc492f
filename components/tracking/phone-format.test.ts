import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from '@/lib/phones/format-phone-number';
import { areaCodeOf, forwardingDigits, statusLabel } from './phone-format';

describe('phone number display', () => {
  it('formats a stored US number as +1 (415) 555-0123', () => {
    expect(formatPhoneNumber('+14155550123')).toBe('+1 (415) 555-0123');
  });

  it('leaves anything else as it is', () => {
    expect(formatPhoneNumber('+442071234567')).toBe('+442071234567');
    expect(formatPhoneNumber('')).toBe('');
  });

  it('edits a forwarding number as its 10 digits', () => {
    expect(forwardingDigits('+14155550123')).toBe('4155550123');
    expect(forwardingDigits('4155550123')).toBe('4155550123');
  });

  it('reads the area code of a number', () => {
    expect(areaCodeOf('+14155550123')).toBe('415');
  });

  it('capitalises the status', () => {
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('released')).toBe('Released');
    expect(statusLabel('')).toBe('Unknown');
  });
});
