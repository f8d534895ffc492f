'use strict';

const { apiUrl, toDay } = require('../lib/api');
const { campaignField, listField, sendDateField } = require('../lib/fields');

module.exports = {
  key: 'send_list',
  noun: 'Send',
  display: {
    label: 'Send a List a Campaign',
    description:
      "Mails a campaign's postcard to everyone on a contact list, paid from your Inkpost balance, now or on a send date.",
  },
  operation: {
    inputFields: [
      listField,
      campaignField,
      sendDateField,
      {
        key: 'recent',
        label: 'Contacts Mailed in the Last 90 Days',
        choices: { skip: 'Skip them', send: 'Send to them anyway' },
        default: 'skip',
        required: false,
        helpText: 'Whether contacts this campaign already mailed in the last 90 days get another card.',
      },
    ],
    perform: async (z, bundle) => {
      const input = bundle.inputData;
      const body = { campaign_id: input.campaign_id, recent: input.recent || 'skip' };
      const sendDate = toDay(input.send_date);
      if (sendDate) body.send_date = sendDate;
      const response = await z.request({
        url: apiUrl(`/lists/${encodeURIComponent(input.list_id)}/send`),
        method: 'POST',
        body,
      });
      const result = response.data;
      return { id: result.send_id, ...result };
    },
    sample: {
      id: '8e1f0c7a-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
      send_id: '8e1f0c7a-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
      orders: [{ id: '5b7c2a9e-3f1d-4c55-9a0e-0d6f1b2c3a4d', status: 'pending' }],
      count: 1,
      skipped_recent: 0,
      total: '1.00',
      total_cents: 100,
      send_date: '2026-12-24',
    },
    outputFields: [
      { key: 'send_id', label: 'Send ID' },
      { key: 'count', label: 'Postcards Placed', type: 'integer' },
      { key: 'skipped_recent', label: 'Skipped (Mailed Recently)', type: 'integer' },
      { key: 'total', label: 'Total (USD)' },
      { key: 'send_date', label: 'Send Date' },
    ],
  },
};
