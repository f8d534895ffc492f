import { describe, expect, it } from 'vitest';
import { checkAnswer, checkRequest, checkWebhook, type SentRequest } from './check-exchange';
import { decodeForm } from './decode-form';

/** The checker against the extracted documents in specs/, with requests like our adapters send. */

const FORM = 'application/x-www-form-urlencoded';
const stripe = (method: string, path: string, body = ''): SentRequest => ({
  method,
  url: `https://api.stripe.com${path}`,
  contentType: body ? FORM : null,
  body,
});
const thanksio = (path: string, body: object): SentRequest => ({
  method: 'POST',
  url: `https://api.thanks.io/api/v2${path}`,
  contentType: 'application/json',
  body: JSON.stringify(body),
});
const ACCOUNT = `AC${'a1'.repeat(16)}`;
const twilioSearch = (query: string): SentRequest => ({
  method: 'GET',
  url: `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT}/AvailablePhoneNumbers/US/Local.json?${query}`,
  contentType: null,
  body: '',
});
const radiusSearch = {
  address: '742 Evergreen Terrace',
  postal_code: '62704',
  record_count: 10,
  record_types: 'all',
  include_condos: false,
  append_data: false,
};

describe('requests', () => {
  it('passes requests as the document defines them, form-encoded brackets included', () => {
    expect(
      checkRequest(stripe('POST', '/v1/customers', 'email=ada%40example.com&name=Ada&metadata[user_id]=u1')),
    ).toEqual([]);
    expect(
      checkRequest(
        stripe(
          'POST',
          '/v1/subscriptions',
          'customer=cus_1&items[0][price]=price_1&payment_behavior=default_incomplete&expand[0]=latest_invoice.payment_intent',
        ),
      ),
    ).toEqual([]);
    expect(checkRequest(twilioSearch('AreaCode=415&VoiceEnabled=true&PageSize=1'))).toEqual([]);
    expect(checkRequest(thanksio('/mailing-lists/buy-radius-search', radiusSearch))).toEqual([]);
  });

  it('fails an unknown parameter, in a body or a query', () => {
    expect(checkRequest(stripe('POST', '/v1/customers', 'email=ada%40example.com&nmae=Ada'))).toEqual([
      'POST https://api.stripe.com/v1/customers (POST /v1/customers) body.nmae: not in the document',
    ]);
    expect(checkRequest(twilioSearch('AreaCod=415'))).toEqual([
      expect.stringMatching(/query AreaCod: not a parameter of the operation$/),
    ]);
    expect(
      checkRequest(thanksio('/mailing-lists/buy-radius-search', { ...radiusSearch, include_search_address: false })),
    ).toEqual([expect.stringMatching(/body\.include_search_address: not in the document$/)]);
    // Inside an array of a schema that also has anyOf (recipients by address or by email).
    expect(
      checkRequest(
        thanksio('/send/postcard', {
          message: 'Hi',
          recipients: [{ name: 'Ann', address: '1 Main St', zip: '62704' }],
        }),
      ),
    ).toEqual([expect.stringMatching(/body\.recipients\[0\]\.zip: not in the document$/)]);
  });

  it('fails a path or a method the document does not have', () => {
    expect(checkRequest(stripe('POST', '/v1/customer', 'email=a%40b.c'))).toEqual([
      'POST https://api.stripe.com/v1/customer: no operation of the stripe document has this path',
    ]);
    expect(checkRequest(thanksio('/mailing-lists-utils/buy-radius-search', radiusSearch))).toEqual([
      'POST https://api.thanks.io/api/v2/mailing-lists-utils/buy-radius-search: no operation of the thanksio document has this path',
    ]);
    expect(checkRequest(stripe('DELETE', '/v1/customers/cus_1'))).toEqual([
      'DELETE https://api.stripe.com/v1/customers/cus_1: the stripe document has no DELETE for /v1/customers/{customer}',
    ]);
  });

  it('fails a missing required field', () => {
    expect(checkRequest(stripe('POST', '/v1/subscriptions', 'items[0][price]=price_1'))).toEqual([
      expect.stringMatching(/body\.customer: required by the document, missing$/),
    ]);
    const { postal_code: _left, ...withoutZip } = radiusSearch;
    expect(checkRequest(thanksio('/mailing-lists/buy-radius-search', withoutZip))).toEqual([
      expect.stringMatching(/body\.postal_code: required by the document, missing$/),
    ]);
  });

  it('fails a wrong type, a value outside the enum or the bounds, a bad path parameter and a wrong content type', () => {
    expect(checkRequest(stripe('POST', '/v1/payment_intents', 'amount=ten&currency=usd'))).toEqual([
      expect.stringMatching(/body\.amount: "ten" is not of type integer$/),
    ]);
    expect(
      checkRequest(
        thanksio('/mailing-lists/buy-radius-search', {
          ...radiusSearch,
          record_types: 'everyone',
          record_count: 20_000,
        }),
      ),
    ).toEqual([
      expect.stringMatching(/body\.record_count: 20000 is above the maximum 10000$/),
      expect.stringMatching(/body\.record_types: "everyone" is not one of/),
    ]);
    expect(
      checkRequest({ ...twilioSearch('AreaCode=415'), url: twilioSearch('').url.replace(ACCOUNT, 'AC123') }),
    ).toEqual([
      expect.stringMatching(/path \{AccountSid\}: shorter than 34 characters$/),
      expect.stringMatching(/path \{AccountSid\}: "AC123" does not match/),
    ]);
    expect(
      checkRequest({ ...stripe('POST', '/v1/customers'), contentType: 'application/json', body: '{"email":"a@b.c"}' }),
    ).toEqual([
      expect.stringMatching(/body: sent as application\/json, the document takes application\/x-www-form-urlencoded$/),
    ]);
  });

  it('leaves hosts without a document alone', () => {
    expect(
      checkRequest({ method: 'POST', url: 'https://hooks.zapier.com/x', contentType: null, body: 'anything' }),
    ).toEqual([]);
  });
});

describe('answers of fakes', () => {
  const customer = {
    id: 'cus_1',
    object: 'customer',
    email: null,
    invoice_settings: { default_payment_method: 'pm_1' },
  };

  it('passes a partial object with nullable fields, and an expandable field as id or object', () => {
    expect(
      checkAnswer(stripe('GET', '/v1/customers/cus_1'), {
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(customer),
      }),
    ).toEqual([]);
    const subscription = (customerField: unknown) =>
      JSON.stringify({ id: 'sub_1', object: 'subscription', customer: customerField, status: 'active' });
    expect(
      checkAnswer(stripe('POST', '/v1/subscriptions'), {
        status: 200,
        contentType: 'application/json',
        body: subscription('cus_1'),
      }),
    ).toEqual([]);
    expect(
      checkAnswer(stripe('POST', '/v1/subscriptions'), {
        status: 200,
        contentType: 'application/json',
        body: subscription(customer),
      }),
    ).toEqual([]);
  });

  it('fails a field the document does not have, a wrong type, and a status documented with a body that has none', () => {
    expect(
      checkAnswer(stripe('POST', '/v1/payment_intents'), {
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ id: 'pi_1', off_session: true, amount: '25' }),
      }),
    ).toEqual([
      expect.stringMatching(/body\.amount: "25" is not of type integer$/),
      expect.stringMatching(/body\.off_session: not in the document$/),
    ]);
    expect(checkAnswer(stripe('POST', '/v1/customers'), { status: 400, contentType: null, body: '' })).toEqual([
      expect.stringMatching(/answer 400: has no body, the document describes a JSON one$/),
    ]);
  });

  it('does not check 5xx answers nor statuses the document leaves out', () => {
    expect(checkAnswer(stripe('POST', '/v1/customers'), { status: 503, contentType: null, body: '' })).toEqual([]);
    expect(
      checkAnswer(thanksio('/send/postcard', {}), {
        status: 422,
        contentType: 'application/json',
        body: '{"errors":{}}',
      }),
    ).toEqual([]);
  });
});

describe('webhook payloads', () => {
  const event = (object: object) => ({
    id: 'evt_1',
    object: 'event',
    api_version: '2023-10-16',
    created: 1_767_225_600,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
  });

  it("checks a Stripe event and its object against the object's schema", () => {
    expect(
      checkWebhook(
        'stripe',
        event({ id: 'cs_1', object: 'checkout.session', amount_total: 4000, payment_status: 'paid' }),
      ),
    ).toEqual([]);
    expect(
      checkWebhook('stripe', event({ id: 'cs_1', object: 'checkout.session', payment_status: 'settled' })),
    ).toEqual([expect.stringMatching(/data\.object\.payment_status: "settled" is not one of/)]);
  });

  it('checks a thanks.io delivery against the example the webhook page documents', () => {
    const delivery = {
      event_type: 'order.status_update',
      event_id: 'e1',
      data: { 'order.id': 42401, 'order.status': 'Printing' },
      timestamp: 1,
      date_time: 'x',
    };
    expect(checkWebhook('thanksio', delivery)).toEqual([]);
    expect(checkWebhook('thanksio', { ...delivery, data: { 'order.id': '42401', 'order.state': 'Printing' } })).toEqual(
      [
        expect.stringMatching(/data\.order\.id: "42401" is not of type integer$/),
        expect.stringMatching(/data\.order\.state: not in the document$/),
      ],
    );
  });
});

describe('decodeForm', () => {
  it('turns bracket notation into objects and arrays, and keeps plain keys flat', () => {
    expect(
      decodeForm('line_items[0][price_data][unit_amount]=500&line_items[0][quantity]=1&expand[]=a&expand[]=b&Plain=x'),
    ).toEqual({
      line_items: [{ price_data: { unit_amount: '500' }, quantity: '1' }],
      expand: ['a', 'b'],
      Plain: 'x',
    });
  });
});
