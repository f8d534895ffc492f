'use strict';

const { version } = require('./package.json');
const { version: platformVersion } = require('zapier-platform-core');
const authentication = require('./authentication');
const { addApiKey, explainErrors } = require('./lib/api');
const orderStatusChanged = require('./triggers/order-status-changed');
const qrCodeScanned = require('./triggers/qr-code-scanned');
const callReceived = require('./triggers/call-received');
const campaignChoices = require('./triggers/campaign-choices');
const listChoices = require('./triggers/list-choices');
const sendPostcard = require('./creates/send-postcard');
const addContact = require('./creates/add-contact');
const sendList = require('./creates/send-list');
const findOrder = require('./searches/find-order');

const byKey = (...items) => Object.fromEntries(items.map((item) => [item.key, item]));

// Inkpost's Zapier app: what `zapier push` uploads (docs in README.md beside this file).
module.exports = {
  version,
  platformVersion,
  authentication,
  // Every request goes through z.request, which Zapier logs itself; the patch of Node's http
  // module that logs other libraries' requests has nothing to add here, and its http.request
  // drops the (url, options, callback) form other code in the same process may use.
  flags: { skipHttpPatch: true },
  beforeRequest: [addApiKey],
  afterResponse: [explainErrors],
  triggers: byKey(orderStatusChanged, qrCodeScanned, callReceived, campaignChoices, listChoices),
  creates: byKey(sendPostcard, addContact, sendList),
  searches: byKey(findOrder),
};
