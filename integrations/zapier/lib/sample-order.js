'use strict';

/** When the samples happened: one moment, so the order and its events agree. */
const SAMPLE_AT = '2026-11-28T15:04:05.000Z';

/**
 * An order as GET /api/v1/orders/{id} returns it: the sample Zapier shows for Send a Postcard,
 * Find an Order and the order inside Order Status Changed. `changes` sets what differs.
 */
function sampleOrder(changes = {}) {
  return {
    id: '5b7c2a9e-3f1d-4c55-9a0e-0d6f1b2c3a4d',
    send_id: '8e1f0c7a-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
    status: 'pending',
    send_date: null,
    error_message: null,
    provider_status: null,
    cost: '1.00',
    cost_cents: 100,
    campaign: { id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f', name: 'Just Sold thank-you', type: 'single' },
    recipient: {
      id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      name: 'Jane Doe',
      address: {
        address_1: '123 Main St',
        address_2: 'Apt 4B',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        formatted: '123 Main St, Apt 4B, Springfield, IL 62701',
      },
      custom_values: {},
    },
    created_at: SAMPLE_AT,
    updated_at: SAMPLE_AT,
    ...changes,
  };
}

module.exports = { SAMPLE_AT, sampleOrder };
