import { describe, expect, it } from 'vitest';
import { addressProblemMessage, addressProblemOfPlace } from '@/lib/addresses/address-problems';
import { explainSandboxAddress } from './sandbox-explain';

const at = (street: string, zip: string | null = '62701', city = 'Springfield', state = 'IL') =>
  explainSandboxAddress({ street, city, state, zip });

describe('explainSandboxAddress: the sandbox says which part of an address it cannot use', () => {
  it('names the wrong ZIP, the missing house number, the street, an unknown ZIP or city', async () => {
    expect(await at('5 Oak Rd', '90210')).toEqual({
      part: 'zip_not_in_city',
      zip: '90210',
      city: 'Springfield',
      state: 'IL',
    });
    expect(await at('0 Elm St')).toEqual({ part: 'house_number', street: '0 Elm St' });
    expect(await at('Elm St')).toEqual({ part: 'house_number', street: 'Elm St' });
    expect(await at('123')).toEqual({ part: 'street', street: '123' });
    expect(await at('5 Oak Rd', '00000')).toEqual({ part: 'zip_unknown', zip: '00000' });
    expect(await at('5 Oak Rd', null, 'Fakeville')).toEqual({ part: 'city', city: 'Fakeville', state: 'IL' });
    expect(await at('5 Oak Rd undeliverable')).toEqual({ part: 'undeliverable' });
  });

  it('finds nothing wrong with an address the sandbox accepts', async () => {
    expect(await at('5 Oak Rd')).toBeNull();
    expect(await at('5 Oak Rd', null)).toBeNull();
  });
});

describe('addressProblemOfPlace: a provider answer lacking a part names that part', () => {
  const sent = { street: '5 Oak Rd', city: 'Springfield', state: 'IL', zip: '62704' };
  const full = {
    street_number: '5',
    route: 'Oak Rd',
    locality: 'Springfield',
    administrative_area_level_1: 'IL',
    postal_code: '62704',
  };
  it('in the order a card needs them', () => {
    const problem = (place: object) => {
      const found = addressProblemOfPlace(place, sent);
      return found && addressProblemMessage(found);
    };
    expect(problem(full)).toBeNull();
    expect(problem({ ...full, street_number: undefined })).toBe('No house number in "5 Oak Rd"');
    expect(problem({ ...full, route: '' })).toBe('Street not found: "5 Oak Rd"');
    expect(problem({ ...full, locality: undefined })).toBe('City not found: Springfield, IL');
    expect(problem({ ...full, administrative_area_level_1: 'Illinois' })).toBe('State not found: IL');
    expect(problem({ ...full, postal_code: undefined })).toBe('ZIP 62704 is not in Springfield, IL');
  });
});
