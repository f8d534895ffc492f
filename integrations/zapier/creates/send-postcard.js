'use strict';

const { apiUrl, customValues, toDay } = require('../lib/api');
const { addressFields, campaignField, customValuesField, sendDateField } = require('../lib/fields');

const at = '2026-11-28T15:04:05.000Z';

module.exports = {
  key: 'send_postcard',
  noun: 'Postcard',
  display: {
    label: 'Send a Postcard',
    description:
      'Mails one handwritten-style postcard of a campaign to one person, paid from your Inkpost balance ' +
      '(e.g. a thank-you card when a deal closes in your CRM).',
  },
  operation: {
    inputFields: [
      campaignField,
      {
        key: 'recipient_name',
        label: 'Recipient Name',
        required: true,
        helpText: 'Who the card is for, as printed on it, e.g. `Jane Doe`. Up to 120 characters.',
      },
      ...addressFields('recipient_'),
      sendDateField,
      customValuesField,
    ],
    perform: async (z, bundle) => {
      const input = bundle.inputData;
      const body = {
        campaign_id: input.campaign_id,
        recipient_name: input.recipient_name,
        recipient_address_1: input.recipient_address_1,
        recipient_city: input.recipient_city,
        recipient_state: input.recipient_state,
        recipient_zip: input.recipient_zip,
      };
      if (input.recipient_address_2 && String(input.recipient_address_2).trim()) {
        body.recipient_address_2 = String(input.recipient_address_2).trim();
      }
      const sendDate = toDay(input.send_date);
      if (sendDate) body.send_date = sendDate;
      const values = customValues(input.custom_values);
      if (values) body.custom_values = values;
      const response = await z.request({ url: apiUrl('/orders'), method: 'POST', body });
      return response.data;
    },
    sample: {
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
    outputFields: [
      { key: 'id', label: 'Order ID' },
      { key: 'status', label: 'Status' },
      { key: 'cost', label: 'Cost (USD)' },
      { key: 'send_date', label: 'Send Date' },
      { key: 'send_id', label: 'Send ID' },
      { key: 'recipient__name', label: 'Recipient Name' },
      { key: 'recipient__address__formatted', label: 'Recipient Address' },
      { key: 'campaign__name', label: 'Campaign Name' },
    ],
  },
};
