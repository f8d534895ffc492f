'use strict';

const { restHookOperation } = require('../lib/rest-hook');

const { SAMPLE_AT: at } = require('../lib/sample-order');

module.exports = {
  key: 'call_received',
  noun: 'Call',
  display: {
    label: 'Call Received',
    description: 'Triggers when someone calls one of your tracking phone numbers (the call is forwarded to you).',
  },
  operation: restHookOperation({
    event: 'tracking.call',
    sample: {
      id: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a:3',
      event: 'tracking.call',
      occurred_at: at,
      phone_number: {
        id: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
        name: 'Oak Street yard sign',
        phone_number: '+14155550123',
        forwarding_number: '+14155559876',
        status: 'active',
        call_count: 3,
        last_call: at,
        last_caller: '+14155550142',
        created_at: at,
      },
      campaign: { id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f', name: 'Just Sold thank-you' },
      recipient: null,
    },
    outputFields: [
      { key: 'id', label: 'Event ID' },
      { key: 'occurred_at', label: 'Called At', type: 'datetime' },
      { key: 'phone_number__name', label: 'Tracking Number Name' },
      { key: 'phone_number__phone_number', label: 'Tracking Number' },
      { key: 'phone_number__last_caller', label: 'Caller (empty when withheld)' },
      { key: 'phone_number__forwarding_number', label: 'Forwarded To' },
      { key: 'phone_number__call_count', label: 'Total Calls', type: 'integer' },
      { key: 'campaign__name', label: 'Campaign Name' },
    ],
  }),
};
