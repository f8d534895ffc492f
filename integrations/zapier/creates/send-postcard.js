'use strict';

const { apiUrl, customValues, toDay } = require('../lib/api');
const { addressFields, campaignField, customValuesField, sendDateField } = require('../lib/fields');
const { sampleOrder } = require('../lib/sample-order');

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
    sample: sampleOrder(),
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
