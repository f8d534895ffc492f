import { describe, expect, it } from 'vitest';
import type { ValidatedAddress } from '@/lib/db/schema';
import { addressMismatch, streetNumberOf } from './address-mismatch';

const found: ValidatedAddress = {
  street_number: '2',
  route: 'Tf',
  locality: 'Rising Sun',
  administrative_area_level_1: 'IN',
  postal_code: '47040',
  formatted_address: '2 Tf, Rising Sun, IN 47040, USA',
};
const sent = { street: '2 Tf', city: 'Rising Sun', state: 'IN', zip: '47040' };

describe('addressMismatch: the address found agrees with the one sent, or says why not', () => {
  it('agrees on the same street number and ZIP, whatever the street, city and state were typed as', () => {
    expect(addressMismatch(sent, found)).toBeNull();
    expect(addressMismatch({ ...sent, street: '2 tf road', city: 'Nowhere', state: 'tf' }, found)).toBeNull();
  });

  it('names the street number sent when the one found differs, or when none was sent', () => {
    expect(addressMismatch({ ...sent, street: '12 Tf' }, found)).toBe(
      'The address found (2 Tf, Rising Sun, IN 47040) does not match the street number sent (12)',
    );
    expect(addressMismatch({ ...sent, street: '#$2%&*' }, found)).toBe(
      'The address found (2 Tf, Rising Sun, IN 47040) does not match the street sent, which has no street number',
    );
  });

  it('names the ZIP sent when the one found differs', () => {
    expect(addressMismatch({ ...sent, zip: '47041' }, found)).toBe(
      'The address found (2 Tf, Rising Sun, IN 47040) does not match the ZIP sent (47041)',
    );
  });

  it('with no ZIP sent, compares city and state without case or spaces', () => {
    expect(addressMismatch({ ...sent, zip: null, city: ' rising  sun', state: 'in' }, found)).toBeNull();
    expect(addressMismatch({ ...sent, zip: '', city: 'Aurora', state: 'IN' }, found)).toBe(
      'The address found (2 Tf, Rising Sun, IN 47040) does not match the city and state sent (Aurora, IN)',
    );
    expect(addressMismatch({ ...sent, zip: undefined, state: 'OH' }, found)).toContain('(Rising Sun, OH)');
  });

  it('compares street numbers without case', () => {
    expect(addressMismatch({ ...sent, street: '2b Tf' }, { ...found, street_number: '2B' })).toBeNull();
  });
});

describe('streetNumberOf', () => {
  it('reads the house number a street starts with', () => {
    expect(streetNumberOf('123 Main St')).toBe('123');
    expect(streetNumberOf(' 123A Main St')).toBe('123A');
    expect(streetNumberOf('37-12 75th St')).toBe('37-12');
    expect(streetNumberOf('123, Main St')).toBe('123');
  });

  it('finds none in a street that does not start with one', () => {
    for (const street of ['Main St', 'One Main St', '#2 Main', '!2!', ''])
      expect(streetNumberOf(street), street).toBeNull();
  });
});
