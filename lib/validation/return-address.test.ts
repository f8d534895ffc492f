import { describe, expect, it } from 'vitest';
import {
  RETURN_ADDRESS_MESSAGES as M,
  ReturnAddressSchema,
  returnAddressProblems,
  tooLongMessage,
  type ReturnAddressInput,
} from './return-address';

const valid: ReturnAddressInput = {
  name: 'Ada Lovelace',
  line1: '123 Main St',
  line2: 'Suite 4',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
};

const parse = (changes: Partial<Record<keyof ReturnAddressInput, string | undefined>>) => {
  const result = ReturnAddressSchema.safeParse({ ...valid, ...changes });
  return result.success ? result.data : returnAddressProblems(result.error);
};

describe('return address', () => {
  it('accepts a full address, trimmed, with the state upper-cased', () => {
    expect(parse({ name: '  Ada Lovelace ', state: 'il', city: ' Springfield' })).toEqual({ ...valid });
  });

  it('takes line 2 as optional', () => {
    expect(parse({ line2: '' })).toEqual({ ...valid, line2: '' });
    expect(parse({ line2: '   ' })).toEqual({ ...valid, line2: '' });
    expect(parse({ line2: undefined })).toEqual({ ...valid, line2: '' });
  });

  it.each(['name', 'line1', 'city', 'state', 'zip'] as const)(
    "answers 'Please fill in all required fields' without %s",
    (field) => {
      expect(parse({ [field]: '' })).toEqual({ message: M.required, fields: [field] });
      expect(parse({ [field]: '   ' })).toEqual({ message: M.required, fields: [field] });
    },
  );

  it('reports a missing field before a malformed one, and marks every missing field', () => {
    expect(parse({ state: 'Illinois', zip: '' })).toEqual({ message: M.required, fields: ['zip'] });
    expect(parse({ name: '', city: '' })).toEqual({ message: M.required, fields: ['name', 'city'] });
  });

  it('wants a 2-letter US state code', () => {
    for (const state of ['I', 'ILL', 'Illinois', '1L', 'XX', 'I.']) {
      expect(parse({ state }), state).toEqual({ message: M.state, fields: ['state'] });
    }
    for (const state of ['CA', 'ny', 'DC', 'PR', 'AE'])
      expect(parse({ state }), state).toMatchObject({ state: state.toUpperCase() });
  });

  it('wants a 5-digit ZIP', () => {
    for (const zip of ['6270', '627011', '62701-1234', 'ABCDE', '6270a']) {
      expect(parse({ zip }), zip).toEqual({ message: M.zip, fields: ['zip'] });
    }
    expect(parse({ zip: '02134' })).toMatchObject({ zip: '02134' });
  });

  it('limits the length of the text lines', () => {
    expect(parse({ name: 'a'.repeat(100) })).toMatchObject({ name: 'a'.repeat(100) });
    expect(parse({ name: 'a'.repeat(101) })).toEqual({ message: tooLongMessage('name'), fields: ['name'] });
    expect(parse({ line1: 'a'.repeat(101) })).toEqual({
      message: 'Address line 1 can be at most 100 characters',
      fields: ['line1'],
    });
    expect(parse({ line2: 'a'.repeat(101) })).toEqual({ message: tooLongMessage('line2'), fields: ['line2'] });
    expect(parse({ city: 'a'.repeat(61) })).toEqual({ message: 'City can be at most 60 characters', fields: ['city'] });
  });

  it('refuses control characters and lone surrogates in the name, the lines and the city', () => {
    expect(parse({ name: 'Ada\u0000' })).toEqual({ message: M.nameUnprintable, fields: ['name'] });
    expect(parse({ line1: '123 Main\u001b St' })).toEqual({ message: M.addressUnprintable, fields: ['line1'] });
    expect(parse({ line2: 'Suite \ud800' })).toEqual({ message: M.addressUnprintable, fields: ['line2'] });
    expect(parse({ city: 'Spring\u0085field' })).toEqual({
      message: 'Please enter a valid US address',
      fields: ['city'],
    });
    expect(parse({ name: 'Zoë 👋' })).toMatchObject({ name: 'Zoë 👋' });
  });

  it('refuses what is not text', () => {
    expect(ReturnAddressSchema.safeParse({ ...valid, zip: 62701 }).success).toBe(false);
    expect(ReturnAddressSchema.safeParse(null).success).toBe(false);
  });
});
