'use strict';

const { restHookOperation } = require('../lib/rest-hook');
const { SAMPLE_AT, sampleOrder } = require('../lib/sample-order');

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
      occurred_at: SAMPLE_AT,
      previous_status: 'submitted',
      order: sampleOrder({ status: 'completed', provider_status: 'In Transit' }),
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
