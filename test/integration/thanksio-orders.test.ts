import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ValidatedAddress } from '@/lib/db/schema';
import {
  InvalidProviderResponseError,
  isTransient,
  PostcardProviderError,
  type NeighborSearch,
  type PostcardSubmission,
} from '@/lib/providers/postcards/port';
import { createThanksioPostcards, thanksioOrderState } from '@/lib/providers/postcards/thanksio';
import { offContract } from '../support/contracts';
import { mswServer } from '../support/msw';

/**
 * Contract tests of the thanks.io adapter against fakes of its REST API v2, shaped like the
 * OpenAPI document of thanks-io/thanks.io-api-docs (api-reference/openapi.json).
 */

const API = 'https://api.thanks.io/api/v2';
const TOKEN = 'tok_live_contract';
const thanksio = createThanksioPostcards(TOKEN);

const TARGET: ValidatedAddress = {
  street_number: '742',
  route: 'Evergreen Terrace',
  locality: 'Springfield',
  administrative_area_level_1: 'IL',
  postal_code: '62704',
  formatted_address: '742 Evergreen Terrace, Springfield, IL 62704',
};

const submission: PostcardSubmission = {
  reference: '9b2f6c1e-3d4a-4f7b-8e21-5c6d7e8f9a01',
  size: '6x9',
  frontImageUrl: 'https://cdn.inkpost.test/front.png',
  backImageUrl: 'https://cdn.inkpost.test/back.png',
  message: 'Hi Marge, come see the house on Saturday!',
  qrCodeUrl: 'https://app.inkpost.test/r/abcdefghijkl',
  handwritingStyleId: 5,
  handwritingColor: '#1E3A8A',
  returnAddress: {
    name: 'Ada Realty',
    line1: '1 Main St',
    line2: 'Suite 200',
    city: 'Shelbyville',
    state: 'IL',
    zip: '62565',
  },
  recipients: [{ name: 'Marge Simpson', address: TARGET }],
};

/** The order object `POST /send/postcard` answers with (send-mailer-order-response). */
const ORDER_RESPONSE = {
  total_estimated_recipients: 1,
  authorization_total: 159,
  type: 'postcard',
  size: '6x9',
  method: 'api',
  status: 'reviewing',
  id: 42665,
  display_status: 'Reviewing',
  display_type: 'Postcard-6x9',
};

type Seen = { url: string; body: unknown; auth: string | null };

/** Records every call to `method path` and answers the n-th with `reply(n)`. */
function route(method: 'get' | 'post', path: string, reply: (call: number) => Response | Promise<Response>): Seen[] {
  const seen: Seen[] = [];
  mswServer.use(
    http[method](`${API}${path}`, async ({ request }) => {
      const text = await request.text();
      seen.push({ url: request.url, body: text ? JSON.parse(text) : null, auth: request.headers.get('authorization') });
      return reply(seen.length);
    }),
  );
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('thanks.io send postcard', () => {
  it('posts the documented body with the bearer token and returns the order id and status', async () => {
    const seen = route('post', '/send/postcard', () => HttpResponse.json(ORDER_RESPONSE));

    expect(await thanksio.sendPostcards(submission)).toEqual({ providerOrderId: '42665', providerStatus: 'Reviewing' });
    expect(seen).toEqual([
      {
        url: `${API}/send/postcard`,
        auth: `Bearer ${TOKEN}`,
        body: {
          size: '6x9',
          front_image_url: 'https://cdn.inkpost.test/front.png',
          message: 'Hi Marge, come see the house on Saturday!',
          handwriting_style: 5,
          handwriting_color: '#1E3A8A',
          recipients: [
            {
              name: 'Marge Simpson',
              address: '742 Evergreen Terrace',
              city: 'Springfield',
              province: 'IL',
              postal_code: '62704',
              country: 'US',
            },
          ],
          return_name: 'Ada Realty',
          return_address: '1 Main St',
          return_address2: 'Suite 200',
          return_city: 'Shelbyville',
          return_state: 'IL',
          return_postal_code: '62565',
          use_custom_background: true,
          custom_background_image: 'https://cdn.inkpost.test/back.png',
          qrcode_url: 'https://app.inkpost.test/r/abcdefghijkl',
        },
      },
    ]);
  });

  // Issue 35: a card to "Apt 4B" without its unit goes to the building's street address and comes back.
  it("posts the recipient's apartment, suite or unit as address2 (and none when there is none)", async () => {
    const seen = route('post', '/send/postcard', () => HttpResponse.json(ORDER_RESPONSE));
    await thanksio.sendPostcards({
      ...submission,
      recipients: [
        { name: 'Marge Simpson', address: TARGET, address2: 'Apt 4B' },
        { name: 'Ned Flanders', address: TARGET, address2: null },
      ],
    });
    const body = seen[0].body as { recipients: Record<string, string>[] };
    expect(body.recipients[0]).toEqual({
      name: 'Marge Simpson',
      address: '742 Evergreen Terrace',
      address2: 'Apt 4B',
      city: 'Springfield',
      province: 'IL',
      postal_code: '62704',
      country: 'US',
    });
    expect(body.recipients[1]).not.toHaveProperty('address2');
  });

  it('leaves out the return address, the back image and the QR code URL when there are none', async () => {
    const seen = route('post', '/send/postcard', () => HttpResponse.json({ id: 7, status: 'reviewing' }));

    const sent = await thanksio.sendPostcards({
      ...submission,
      returnAddress: null,
      backImageUrl: null,
      qrCodeUrl: null,
    });
    expect(sent).toEqual({ providerOrderId: '7', providerStatus: 'Reviewing' });
    expect(Object.keys(seen[0].body as object).sort()).toEqual([
      'front_image_url',
      'handwriting_color',
      'handwriting_style',
      'message',
      'recipients',
      'size',
    ]);
  });

  it.each([
    [401, { message: 'Unauthenticated.' }, 'thanks.io rejected the API token (401 Unauthenticated).', false],
    [402, { message: 'Payment Required' }, 'thanks.io API access is disabled after failed payments (402).', false],
    [
      422,
      {
        message: 'The given data was invalid.',
        errors: { 'recipients.0.postal_code': ['The recipients.0.postal_code must be 5 digits.'] },
      },
      'thanks.io rejected the request (422): The given data was invalid. The recipients.0.postal_code must be 5 digits.',
      false,
    ],
    [
      400,
      { message: 'Sub Account ID does not exist' },
      'thanks.io refused the request (400): Sub Account ID does not exist',
      false,
    ],
    [429, { message: 'Too Many Attempts.' }, 'thanks.io rate limit reached (429).', true],
    [500, { message: 'Error Submitting Mailer' }, 'thanks.io is unavailable (500).', true],
    [503, { message: 'Service Unavailable' }, 'thanks.io is unavailable (503).', true],
  ])('maps a %i to a readable error, sent exactly once', async (status, body, message, transient) => {
    const seen = route('post', '/send/postcard', () => HttpResponse.json(body, { status }));

    const error = await failure(thanksio.sendPostcards(submission));
    expect(error).toBeInstanceOf(PostcardProviderError);
    expect(error).toMatchObject({ message, status });
    expect(isTransient(error)).toBe(transient);
    // No idempotency key at thanks.io: even a 503 must not be repeated here.
    expect(seen).toHaveLength(1);
  });

  it('turns a network failure into a transient error without a status, after one attempt', async () => {
    const seen = route('post', '/send/postcard', () => HttpResponse.error());

    const error = await failure(thanksio.sendPostcards(submission));
    expect(error).toBeInstanceOf(PostcardProviderError);
    expect(error).toMatchObject({ message: 'thanks.io could not be reached.', status: undefined });
    expect(isTransient(error)).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it.each([
    ['without an order id', { status: 'reviewing' }],
    ['that is not JSON', '<html>OK</html>'],
  ])('calls a 2xx %s an invalid response, not worth a retry', async (_name, body) => {
    route('post', '/send/postcard', () =>
      typeof body === 'string'
        ? offContract(HttpResponse.html(body), 'an HTML page where JSON is documented')
        : HttpResponse.json(body),
    );

    const error = await failure(thanksio.sendPostcards(submission));
    expect(error).toBeInstanceOf(InvalidProviderResponseError);
    expect(isTransient(error)).toBe(false);
  });

  it('cannot look a submission up by our reference, and says so without calling thanks.io', async () => {
    expect(await thanksio.findSubmission(submission.reference)).toBe('unknown');
  });
});

describe('thanks.io radius search', () => {
  const search: NeighborSearch = { address: TARGET, count: 10, recordType: 'likelytomove', includeCondos: false };

  const record = (over: Record<string, unknown>) => ({
    id: 293345,
    mailing_list_id: 1196,
    name: 'John Doe',
    address: '744 Evergreen Terrace',
    address2: null,
    city: 'Springfield',
    province: 'IL',
    postal_code: '62704',
    country: 'US',
    deliverability: null,
    can_deliver: true,
    ...over,
  });

  it('buys the search, reads the bought list and maps each record to a neighbor', async () => {
    const bought = route('post', '/mailing-lists/buy-radius-search', () =>
      HttpResponse.json({ message: 'success', mailing_list_id: 1196, failure: false }),
    );
    const listed = route('get', '/mailing-lists-utils/recipients/1196', () =>
      HttpResponse.json({
        current_page: 1,
        data: [
          record({}),
          record({ name: '', address: '740 Evergreen Terrace' }),
          record({
            name: 'Ned Flanders',
            address: '12 Elm St',
            address2: 'Apt 4',
            postal_code: '62704-1234',
            province: 'il',
          }),
          record({ name: 'Box Holder', address: 'PO Box 12' }),
          record({ name: 'Vacant', address: '750 Evergreen Terrace', can_deliver: false }),
          record({ name: 'Target Owner', address: '742 Evergreen Terrace' }),
        ],
        per_page: 10,
        total: 6,
      }),
    );

    expect(await thanksio.searchNeighbors({ ...search, includeCondos: true })).toEqual([
      {
        name: 'John Doe',
        address: {
          street_number: '744',
          route: 'Evergreen Terrace',
          locality: 'Springfield',
          administrative_area_level_1: 'IL',
          postal_code: '62704',
          formatted_address: '744 Evergreen Terrace, Springfield, IL 62704',
        },
      },
      {
        name: 'Current Resident',
        address: {
          street_number: '740',
          route: 'Evergreen Terrace',
          locality: 'Springfield',
          administrative_area_level_1: 'IL',
          postal_code: '62704',
          formatted_address: '740 Evergreen Terrace, Springfield, IL 62704',
        },
      },
      {
        name: 'Ned Flanders',
        address: {
          street_number: '12',
          route: 'Elm St Apt 4',
          locality: 'Springfield',
          administrative_area_level_1: 'IL',
          postal_code: '62704',
          formatted_address: '12 Elm St Apt 4, Springfield, IL 62704',
        },
      },
    ]);
    expect(bought).toEqual([
      {
        url: `${API}/mailing-lists/buy-radius-search`,
        auth: `Bearer ${TOKEN}`,
        body: {
          address: '742 Evergreen Terrace',
          postal_code: '62704',
          record_count: 10,
          record_types: 'likelytomove',
          include_condos: true,
          append_data: false,
        },
      },
    ]);
    expect(listed).toEqual([
      { url: `${API}/mailing-lists-utils/recipients/1196?limit=10`, auth: `Bearer ${TOKEN}`, body: null },
    ]);
  });

  it('sends include_condos: false explicitly', async () => {
    const bought = route('post', '/mailing-lists/buy-radius-search', () =>
      HttpResponse.json({ message: 'success', mailing_list_id: 1197, failure: false }),
    );
    route('get', '/mailing-lists-utils/recipients/1197', () => HttpResponse.json({ data: [] }));

    expect(await thanksio.searchNeighbors(search)).toEqual([]);
    expect(bought[0].body).toMatchObject({ include_condos: false });
  });

  it('reads "No neighbors could be found" as an empty result, and reads no list', async () => {
    route('post', '/mailing-lists/buy-radius-search', () =>
      HttpResponse.json(
        { message: 'No neighbors could be found with search parameters.', failure: true },
        { status: 400 },
      ),
    );

    expect(await thanksio.searchNeighbors(search)).toEqual([]);
  });

  it('never repeats a purchase, even after a 503', async () => {
    const bought = route('post', '/mailing-lists/buy-radius-search', () =>
      HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
    );

    const error = await failure(thanksio.searchNeighbors(search));
    expect(error).toMatchObject({
      name: 'PostcardProviderError',
      message: 'thanks.io is unavailable (503).',
      status: 503,
    });
    expect(isTransient(error)).toBe(true);
    expect(bought).toHaveLength(1);
  });

  it('reports another 400 as the provider error it is', async () => {
    route('post', '/mailing-lists/buy-radius-search', () =>
      HttpResponse.json({ message: 'Mailing List Does Not Exist' }, { status: 400 }),
    );

    const error = await failure(thanksio.searchNeighbors(search));
    expect(error).toMatchObject({
      message: 'thanks.io refused the request (400): Mailing List Does Not Exist',
      status: 400,
    });
    expect(isTransient(error)).toBe(false);
  });

  it('calls a purchase without a mailing_list_id an invalid response', async () => {
    route('post', '/mailing-lists/buy-radius-search', () => HttpResponse.json({ message: 'success' }));

    await expect(thanksio.searchNeighbors(search)).rejects.toBeInstanceOf(InvalidProviderResponseError);
  });
});

describe('thanks.io order tracking', () => {
  const NO_STAT = "USPS lists address as 'no-stat' - address is unlikely to receive mail.";

  /** A `GET /orders/{id}/track` answer, as documented. */
  const tracked = (status: string, errors: unknown[] = []) => ({
    data: {
      id: 42708,
      order: { type: 'postcard', size: '4x6', status, method: 'API' },
      stats: { delivered: 0, processing: 0, printed: 1, in_transit: 0, failed: errors.length },
      errors,
      returned: [],
    },
  });

  it.each([
    ['Reviewing', { state: 'in_progress', providerStatus: 'Reviewing' }],
    ['Printing', { state: 'in_progress', providerStatus: 'Printing' }],
    ['Paused', { state: 'in_progress', providerStatus: 'Paused' }],
    ['Printed', { state: 'mailed', providerStatus: 'Printed' }],
    ['Fulfilled', { state: 'mailed', providerStatus: 'Fulfilled' }],
    ['Shipped', { state: 'mailed', providerStatus: 'Shipped' }],
    ['Delivered', { state: 'mailed', providerStatus: 'Delivered', final: true }],
    ['Cancelled', { state: 'cancelled', providerStatus: 'Cancelled', final: true }],
  ])('maps %s', async (status, expected) => {
    const seen = route('get', '/orders/42708/track', () => HttpResponse.json(tracked(status)));

    expect(await thanksio.trackOrder('42708')).toMatchObject(expected);
    expect(seen[0].auth).toBe(`Bearer ${TOKEN}`);
  });

  it('maps Error to failed with the first failure text', async () => {
    route('get', '/orders/42708/track', () =>
      HttpResponse.json(tracked('Error', [{ name: 'Current Resident', address: '1 Main Street', failure: NO_STAT }])),
    );

    expect(await thanksio.trackOrder('42708')).toEqual({
      state: 'failed',
      providerStatus: 'Error',
      failure: NO_STAT,
      final: true,
      events: [{ status: 'Printed' }, { status: 'Failed' }, { status: 'Error' }],
    });
  });

  it("reads the pieces' stages from stats as events, and stops following a delivered order", async () => {
    route('get', '/orders/42708/track', () =>
      HttpResponse.json({
        data: {
          id: 42708,
          order: { type: 'postcard', size: '4x6', status: 'Delivered', method: 'API' },
          stats: { processing: 0, printed: 1, in_transit: 1, in_local_area: 0, delivered: 1, failed: 0 },
          errors: [],
          returned: [],
        },
      }),
    );

    expect(await thanksio.trackOrder('42708')).toEqual({
      state: 'mailed',
      providerStatus: 'Delivered',
      events: [{ status: 'Printed' }, { status: 'In Transit' }, { status: 'Delivered' }, { status: 'Delivered' }],
      final: true,
    });
  });

  it('retries a 503 on this read-only call', async () => {
    const seen = route('get', '/orders/42708/track', (call) =>
      call === 1 ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json(tracked('Shipped')),
    );

    expect(await thanksio.trackOrder('42708')).toMatchObject({ state: 'mailed', providerStatus: 'Shipped' });
    expect(seen).toHaveLength(2);
  });

  it('reports an unknown order as a permanent provider error', async () => {
    route('get', '/orders/1/track', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 }));

    const error = await failure(thanksio.trackOrder('1'));
    expect(error).toMatchObject({
      name: 'PostcardProviderError',
      message: 'thanks.io refused the request (404): Not Found',
      status: 404,
    });
    expect(isTransient(error)).toBe(false);
  });

  it('calls an answer without a status an invalid response', async () => {
    route('get', '/orders/42708/track', () => HttpResponse.json({ data: { id: 42708 } }));

    await expect(thanksio.trackOrder('42708')).rejects.toBeInstanceOf(InvalidProviderResponseError);
  });
});

describe('thanksioOrderState', () => {
  it('reads the lower-case words of the order response too', () => {
    expect(thanksioOrderState('reviewing')).toEqual({ state: 'in_progress', providerStatus: 'reviewing' });
    expect(thanksioOrderState('delivered')).toEqual({ state: 'mailed', providerStatus: 'delivered', final: true });
    expect(thanksioOrderState('cancelled')).toEqual({ state: 'cancelled', providerStatus: 'cancelled', final: true });
  });

  it('keeps a failure text only for a failed order', () => {
    expect(thanksioOrderState('Error', '  Undeliverable address  ')).toEqual({
      state: 'failed',
      providerStatus: 'Error',
      failure: 'Undeliverable address',
      final: true,
    });
    expect(thanksioOrderState('Error')).toEqual({ state: 'failed', providerStatus: 'Error', final: true });
    expect(thanksioOrderState('Printing', 'one piece failed')).toEqual({
      state: 'in_progress',
      providerStatus: 'Printing',
    });
  });

  it('treats an unknown word as in progress and logs it once', () => {
    const warn = vi.mocked(console.warn);
    expect(thanksioOrderState('Teleported')).toEqual({ state: 'in_progress', providerStatus: 'Teleported' });
    expect(thanksioOrderState('Teleported')).toEqual({ state: 'in_progress', providerStatus: 'Teleported' });
    expect(warn.mock.calls.filter(([line]) => String(line).includes('"Teleported"'))).toHaveLength(1);
  });
});
