import { InvalidProviderResponseError, type PostcardsPort } from './port';
import { assertOk, readJson, requestOnce, requestWithRetry, THANKSIO_API, thanksioHeaders } from './thanksio-http';
import {
  boughtMailingListId,
  isNoNeighbors,
  neighborsFromList,
  placedOrder,
  radiusSearchBody,
  sendPostcardBody,
} from './thanksio-mapping';
import { trackedOrderState } from './thanksio-order-state';
import { previewThanksioHandwriting } from './thanksio-preview';

export { THANKSIO_API } from './thanksio-http';
export { thanksioOrderState } from './thanksio-order-state';

const SEND_TIMEOUT_MS = 30_000;
const RADIUS_SEARCH_TIMEOUT_MS = 30_000;
const READ_TIMEOUT_MS = 30_000;

/** thanks.io REST API v2; the token never leaves the server. */
export function createThanksioPostcards(token: string): PostcardsPort {
  const headers = thanksioHeaders(token);
  return {
    kind: 'thanksio',

    previewHandwriting: (input) => previewThanksioHandwriting(headers, input),

    async sendPostcards(submission) {
      // Never retried here: without an idempotency key a repeat could place a second order.
      const response = await requestOnce(
        `${THANKSIO_API}/send/postcard`,
        { method: 'POST', headers, body: JSON.stringify(sendPostcardBody(submission)) },
        SEND_TIMEOUT_MS,
      );
      const body = await readJson(response);
      assertOk(response, body);
      const order = placedOrder(body);
      if (!order) throw new InvalidProviderResponseError('thanks.io accepted the postcard but sent no order id');
      return order;
    },

    async findSubmission() {
      // thanks.io orders carry no reference of ours, and its only search (/orders/search) looks
      // up a street address: whether an interrupted send got through cannot be asked.
      return 'unknown';
    },

    async searchNeighbors(search) {
      // Buying is charged per record: one request, never repeated automatically.
      const bought = await requestOnce(
        `${THANKSIO_API}/mailing-lists/buy-radius-search`,
        { method: 'POST', headers, body: JSON.stringify(radiusSearchBody(search)) },
        RADIUS_SEARCH_TIMEOUT_MS,
      );
      const purchase = await readJson(bought);
      if (isNoNeighbors(purchase)) return [];
      assertOk(bought, purchase);
      const mailingListId = boughtMailingListId(purchase);
      if (!mailingListId)
        throw new InvalidProviderResponseError('thanks.io sold a radius search but sent no mailing_list_id');

      // The purchase only names a mailing list; its recipients are the neighbors. Reading them
      // costs nothing, so this read may be retried (a lost read would waste the purchase).
      const listed = await requestWithRetry(
        `${THANKSIO_API}/mailing-lists-utils/recipients/${mailingListId}?limit=${search.count}`,
        { method: 'GET', headers },
        READ_TIMEOUT_MS,
      );
      const list = await readJson(listed);
      assertOk(listed, list);
      const neighbors = neighborsFromList(list, search);
      if (!neighbors)
        throw new InvalidProviderResponseError(`thanks.io mailing list ${mailingListId} answered without data`);
      return neighbors;
    },

    async trackOrder(providerOrderId) {
      const response = await requestWithRetry(
        `${THANKSIO_API}/orders/${encodeURIComponent(providerOrderId)}/track`,
        { method: 'GET', headers },
        READ_TIMEOUT_MS,
      );
      const body = await readJson(response);
      assertOk(response, body);
      const state = trackedOrderState(body);
      if (!state)
        throw new InvalidProviderResponseError(`thanks.io tracking of order ${providerOrderId} has no status`);
      return state;
    },
  };
}
