'use strict';

const { restHookOperation } = require('../lib/rest-hook');

const STATUSES = [
  ['pending', 'Pending (placed, not yet charged)'],
  ['processing', 'Processing (being charged)'],
  ['scheduled', 'Scheduled (charged, waiting for its send date)'],
  ['ready', 'Ready (charged)'],
  ['submitted', 'Submitted to the printer'],
  ['completed', 'Completed (mailed)'],
  ['payment_required', 'Payment required (waiting for funds)'],
  ['payment_failed', 'Payment failed'],
  ['failed', 'Failed (refunded)'],
  ['cancelled', 'Cancelled'],
];

const at = '2026-11-28T15:04:05.000Z';

module.exports = {
  key: 'order_status_changed',
  noun: 'Order',
  display: {
    label: 'Order Status Changed',
    description:
      'Triggers when one of your postcard orders moves on: charged, sent to the printer, mailed, failed or cancelled.',
  },
  operation: restHookOperation({
    event: 'order.status_changed',
    inputFields: [
      {
        key: 'status',
        label: 'Only When the Status Becomes',
        choices: Object.fromEntries(STATUSES),
        required: false,
        helpText:
          'Leave empty to trigger on every change. Pick **Completed** to react when a card has been mailed, ' +
          'or **Failed** to hear about a card that could not be sent (its money is refunded to your balance).',
      },
    ],
    pick: (item, input) => !input.status || item.order.status === input.status,
    sample: {
      id: '5b7c2a9e-3f1d-4c55-9a0e-0d6f1b2c3a4d:completed',
      event: 'order.status_changed',
      occurred_at: at,
      previous_status: 'submitted',
      order: {
        id: '5b7c2a9e-3f1d-4c55-9a0e-0d6f1b2c3a4d',
        send_id: '8e1f0c7a-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
        status: 'completed',
        send_date: null,
        error_message: null,
        provider_status: 'In Transit',
        cost: '1.00',
        cost_cents: 100,
        campaign: { id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f', name: 'Just Sold thank-you', type: 'single' },
        recipient: {
          id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
          name: 'Jane Doe',
          address: {
            address_1: '123 Main St',
            city: 'Springfield',
            state: 'IL',
            zip: '62701',
            formatted: '123 Main St, Springfield, IL 62701',
          },
          custom_values: {},
        },
        created_at: at,
        updated_at: at,
      },
    },
    outputFields: [
      { key: 'id', label: 'Event ID' },
      { key: 'occurred_at', label: 'Changed At', type: 'datetime' },
      { key: 'previous_status', label: 'Previous Status' },
      { key: 'order__id', label: 'Order ID' },
      { key: 'order__status', label: 'Order Status' },
      { key: 'order__provider_status', label: 'Postal Status (e.g. In Transit, Delivered)' },
      { key: 'order__error_message', label: 'Why It Stopped' },
      { key: 'order__cost', label: 'Cost (USD)' },
      { key: 'order__send_date', label: 'Send Date' },
      { key: 'order__campaign__name', label: 'Campaign Name' },
      { key: 'order__recipient__name', label: 'Recipient Name' },
      { key: 'order__recipient__address__formatted', label: 'Recipient Address' },
    ],
  }),
};
