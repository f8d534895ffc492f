'use strict';

const { apiUrl, throwExplained } = require('../lib/api');
const sendPostcard = require('../creates/send-postcard');

module.exports = {
  key: 'find_order',
  noun: 'Order',
  display: {
    label: 'Find an Order',
    description: 'Finds one of your postcard orders by its ID, with its status and where it is in the mail.',
  },
  operation: {
    inputFields: [
      {
        key: 'id',
        label: 'Order ID',
        required: true,
        helpText: 'The Order ID from **Send a Postcard** or **Order Status Changed**.',
      },
    ],
    perform: async (z, bundle) => {
      const response = await z.request({
        url: apiUrl(`/orders/${encodeURIComponent(String(bundle.inputData.id).trim())}`),
        skipThrowForStatus: true,
      });
      // Not found (or not an order id at all): the search finds nothing, which Zapier shows as such.
      if (response.status === 404 || response.status === 422) return [];
      if (response.status >= 400) throwExplained(response, z);
      return [response.data];
    },
    sample: sendPostcard.operation.sample,
    outputFields: sendPostcard.operation.outputFields,
  },
};
