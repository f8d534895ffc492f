'use strict';

const { apiUrl } = require('../lib/api');

// Feeds the Campaign dropdowns (hidden: not offered as a trigger of its own).
module.exports = {
  key: 'campaign',
  noun: 'Campaign',
  display: { label: 'Campaigns', description: 'Lists your campaigns for dropdowns.', hidden: true },
  operation: {
    perform: async (z) => {
      const response = await z.request({ url: apiUrl('/campaigns') });
      return response.data.data.map((campaign) => ({
        id: campaign.id,
        name: campaign.name,
        label: `${campaign.name} (${campaign.type === 'neighbor' ? 'Neighbor campaign' : 'Single send'}, ${campaign.template.size})`,
        type: campaign.type,
        template_size: campaign.template.size,
      }));
    },
    sample: {
      id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
      name: 'Just Sold thank-you',
      label: 'Just Sold thank-you (Single send, 4x6)',
      type: 'single',
      template_size: '4x6',
    },
  },
};
