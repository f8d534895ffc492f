import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@/lib/db/schema';
import { ImportContactsSchema, SendListSchema } from './schemas/lists';
import { CreateOrderSchema } from './schemas/orders';

// The Zapier app (integrations/zapier, CommonJS) against the API's own schemas: its fields are
// fields the API takes, so a renamed API field cannot leave a Zap sending something ignored.
const require = createRequire(import.meta.url);
type Field = { key: string; choices?: Record<string, string> };
type Item = { operation: { inputFields?: Field[] } };
const App = require('../../integrations/zapier') as {
  triggers: Record<string, Item>;
  creates: Record<string, Item>;
};
const keys = (item: Item) => (item.operation.inputFields ?? []).map((field) => field.key);

describe('the Zapier app speaks the API’s fields', () => {
  it('Send a Postcard sends only fields of POST /orders, line 2 as recipient_address_2', () => {
    const api = Object.keys(CreateOrderSchema.shape);
    expect(keys(App.creates.send_postcard)).toContain('recipient_address_2');
    expect(keys(App.creates.send_postcard).filter((key) => !api.includes(key))).toEqual([]);
  });

  it('Add a Contact and Send a List a Campaign send fields of their endpoints, the list in the path', () => {
    const contact = Object.keys(ImportContactsSchema.shape.contacts.element.shape);
    expect(keys(App.creates.add_contact).filter((key) => !contact.includes(key))).toEqual(['list_id']);
    const send = Object.keys(SendListSchema.shape);
    expect(keys(App.creates.send_list).filter((key) => !send.includes(key))).toEqual(['list_id']);
  });

  it('Order Status Changed offers exactly the order statuses', () => {
    const status = App.triggers.order_status_changed.operation.inputFields!.find((field) => field.key === 'status');
    expect(Object.keys(status!.choices!).sort()).toEqual([...ORDER_STATUSES].sort());
  });
});
