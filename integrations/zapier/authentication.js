'use strict';

const { apiUrl } = require('./lib/api');

// API key authentication: the key from Inkpost's Profile → Integrations, sent as x-api-key.
// The test reads GET /api/v1/me, whose email names the connection.
module.exports = {
  type: 'custom',
  fields: [
    {
      key: 'api_key',
      label: 'API Key',
      type: 'password',
      required: true,
      helpText:
        'In Inkpost, open **Profile → Integrations** and copy your API key (shown once when it is made; ' +
        '_Regenerate API key_ makes a new one). The Pro plan includes API access.',
    },
  ],
  test: async (z) => {
    const response = await z.request({ url: apiUrl('/me') });
    return response.data;
  },
  connectionLabel: (z, bundle) => bundle.inputData.email,
};
