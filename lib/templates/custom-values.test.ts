import { describe, expect, it } from 'vitest';
import { customValueId, customValuesProblem, insertAt, placeholderFor, RECIPIENT_NAME } from './custom-values';

describe('custom values', () => {
  it('makes ids from names, unique among the taken ones', () => {
    expect(customValueId('First Visit Date', [])).toBe('first_visit_date');
    expect(customValueId('Company', ['company'])).toBe('company_2');
    expect(customValueId('Company', ['company', 'company_2'])).toBe('company_3');
    expect(customValueId('2nd Offer!', [])).toBe('v_2nd_offer');
    expect(customValueId('***', [])).toBe('value');
  });

  it('the placeholder is the id in double braces', () => {
    expect(placeholderFor('recipient_name')).toBe('{{recipient_name}}');
  });

  it('always keeps Recipient Name as it is', () => {
    expect(customValuesProblem([RECIPIENT_NAME])).toBeNull();
    expect(customValuesProblem([])).toBe('The Recipient Name custom value cannot be renamed or removed');
    expect(customValuesProblem([{ ...RECIPIENT_NAME, name: 'Name' }])).toBe(
      'The Recipient Name custom value cannot be renamed or removed',
    );
  });

  it('needs a name for each value, and different names', () => {
    expect(customValuesProblem([RECIPIENT_NAME, { id: 'x', name: ' ', defaultValue: '' }])).toBe(
      'Every custom value needs a name',
    );
    expect(
      customValuesProblem([
        RECIPIENT_NAME,
        { id: 'a', name: 'Offer', defaultValue: '' },
        { id: 'b', name: 'offer', defaultValue: '' },
      ]),
    ).toBe('Custom value names must be different');
  });

  it('inserts a placeholder at the cursor', () => {
    expect(insertAt('Hi , welcome', 3, 3, '{{recipient_name}}')).toEqual({
      value: 'Hi {{recipient_name}}, welcome',
      cursor: 21,
    });
    expect(insertAt('Hi NAME!', 3, 7, '{{recipient_name}}').value).toBe('Hi {{recipient_name}}!');
  });
});
