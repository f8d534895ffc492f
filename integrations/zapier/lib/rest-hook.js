'use strict';

const { apiUrl, throwExplained } = require('./api');

/**
 * The operation of a REST hook trigger on Inkpost's /api/v1/hooks: subscribe the Zap's target URL
 * to `event`, unsubscribe by the hook id Inkpost answered, take each delivery as one item, and
 * list recent items of the account (or one labelled sample) for Zapier's test step and the
 * trigger's fields. `pick` keeps or drops an item (an input field's filter).
 */
function restHookOperation({ event, inputFields = [], outputFields, sample, pick = () => true }) {
  return {
    type: 'hook',
    inputFields,
    performSubscribe: async (z, bundle) => {
      const response = await z.request({
        url: apiUrl('/hooks'),
        method: 'POST',
        body: { event, target_url: bundle.targetUrl },
      });
      // Zapier keeps this as bundle.subscribeData: the id unsubscribes, the secret signs deliveries.
      return response.data;
    },
    performUnsubscribe: async (z, bundle) => {
      const response = await z.request({
        url: apiUrl(`/hooks/${encodeURIComponent(bundle.subscribeData.id)}`),
        method: 'DELETE',
        skipThrowForStatus: true,
      });
      // Already gone (a 410 answered earlier removes it on Inkpost's side): nothing left to undo.
      if (response.status === 404) return { id: bundle.subscribeData.id, deleted: true };
      if (response.status >= 400) throwExplained(response, z);
      return { id: bundle.subscribeData.id, deleted: true };
    },
    perform: async (z, bundle) => {
      const item = bundle.cleanedRequest;
      if (!item || item.event !== event) return [];
      return pick(item, bundle.inputData || {}) ? [item] : [];
    },
    performList: async (z, bundle) => {
      const response = await z.request({ url: apiUrl(`/hooks/samples/${event}`) });
      const items = response.data;
      const picked = items.filter((item) => pick(item, bundle.inputData || {}));
      // Zapier's test step needs an item to map from: with none that passes the filter, the
      // newest one still shows the fields.
      return picked.length ? picked : items.slice(0, 1);
    },
    sample,
    outputFields,
  };
}

module.exports = { restHookOperation };
