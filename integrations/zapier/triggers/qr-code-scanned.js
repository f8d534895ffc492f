'use strict';

const { restHookOperation } = require('../lib/rest-hook');

const { SAMPLE_AT: at } = require('../lib/sample-order');

module.exports = {
  key: 'qr_code_scanned',
  noun: 'Scan',
  display: {
    label: 'QR Code Scanned',
    description:
      "Triggers when someone scans one of your QR codes. For a postcard's own code it says who responded: the card's recipient and campaign.",
  },
  operation: restHookOperation({
    event: 'tracking.scan',
    sample: {
      id: 'k3m9q2x7w1ab:4',
      event: 'tracking.scan',
      occurred_at: at,
      scans: 1,
      tracking_url: {
        id: 'k3m9q2x7w1ab',
        name: 'Jane Doe · Just Sold thank-you',
        target_url: 'https://example.com/open-house',
        access_count: 4,
        last_accessed: at,
        created_at: at,
      },
      campaign: { id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f', name: 'Just Sold thank-you' },
      recipient: {
        id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
        name: 'Jane Doe',
        address: '123 Main St, Springfield, IL 62701',
      },
    },
    outputFields: [
      { key: 'id', label: 'Event ID' },
      { key: 'occurred_at', label: 'Scanned At', type: 'datetime' },
      { key: 'scans', label: 'Scans in This Event', type: 'integer' },
      { key: 'tracking_url__name', label: 'QR Code Name' },
      { key: 'tracking_url__target_url', label: 'Opens' },
      { key: 'tracking_url__access_count', label: 'Total Scans', type: 'integer' },
      { key: 'campaign__name', label: 'Campaign Name' },
      { key: 'recipient__name', label: 'Responder Name (the card’s recipient)' },
      { key: 'recipient__address', label: 'Responder Address' },
    ],
  }),
};
