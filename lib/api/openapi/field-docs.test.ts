import { describe, expect, it } from 'vitest';
import { CreateOrderSchema, ListOrdersQuerySchema } from '../schemas/orders';
import { fieldDocs } from './field-docs';

describe('field docs', () => {
  it('lists the order fields, the six of spec section 7 required', () => {
    const docs = fieldDocs(CreateOrderSchema);
    expect(docs.filter((f) => f.required).map((f) => f.name)).toEqual([
      'campaign_id',
      'recipient_name',
      'recipient_address_1',
      'recipient_city',
      'recipient_state',
      'recipient_zip',
    ]);
    expect(docs.find((f) => f.name === 'custom_values')).toMatchObject({
      required: false,
      description: expect.stringContaining('custom fields'),
    });
    expect(docs.find((f) => f.name === 'recipient_state')?.description).toBe('2-letter state code, e.g. "IL"');
  });

  it('query parameters with defaults are optional', () => {
    expect(fieldDocs(ListOrdersQuerySchema).map((f) => [f.name, f.required])).toEqual([
      ['page', false],
      ['page_size', false],
      ['status', false],
    ]);
  });

  it('nothing for a missing schema', () => {
    expect(fieldDocs(undefined)).toEqual([]);
  });
});
