import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { previewBulkSendAction, confirmBulkSendAction } from '@/actions/bulk-send';
import { addContactFormAction, importContactsAction, updateContactFormAction } from '@/actions/contacts';
import { updateReturnAddressFormAction } from '@/actions/profile';
import { quoteSendFormAction, sendToRecipientAction } from '@/actions/send';
import { POST as postContacts } from '@/app/api/v1/lists/[id]/contacts/route';
import { POST as postList } from '@/app/api/v1/lists/route';
import { GET as getOpenApi } from '@/app/api/v1/openapi.json/route';
import { POST as postOrder } from '@/app/api/v1/orders/route';
import { generateApiKey } from '@/lib/accounts/api-key';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { guessColumnMapping } from '@/lib/bulk/parse-recipients-csv';
import { getDb } from '@/lib/db/client';
import { contactLists, contacts, orders, profiles, recipients } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { SEND_DATE_MESSAGES } from '@/lib/orders/send-date';
import { setClockForTests } from '@/lib/time/clock';
import { pickAddress } from '../support/addresses';
import { mswServer } from '../support/msw';
import { campaignFixture, fund } from '../support/orders';
import { switchToPro } from '../support/plans';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';

// Issue 33, "only addresses someone gave": names, streets, line 2 and cities refuse control
// characters and lone surrogates on every way in (API, forms, CSV rows), and an address the
// lookup finds is used only when it agrees with the one sent (street number, ZIP). Whatever is
// refused writes nothing and charges nothing.

const DEFAULT_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };
const INVALID = 'Please enter a valid US address';
// Line 2's own words since issue 35 (lib/validation/address-line-2.ts), said beside its field.
const UNIT_UNPRINTABLE = 'Apartment, suite or unit can only have letters, digits, spaces and punctuation';
const NAME_UNPRINTABLE = 'Recipient name can only have letters, digits, spaces and punctuation';

type Handler = (request: Request, context?: { params: Promise<never> }) => Promise<Response>;

let ada: TestUser;
let key: string;
let campaignId: string;

function call(handler: Handler, path: string, body: unknown, params: Record<string, string> = {}) {
  const request = new Request(`http://localhost:3000/api/v1${path}`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return handler(request, { params: Promise.resolve(params) as Promise<never> });
}

const ORDER = {
  recipient_name: 'Jane Doe',
  recipient_address_1: '123 Main St',
  recipient_city: 'Springfield',
  recipient_state: 'IL',
  recipient_zip: '62701',
};
const postOrderOf = (changes: Record<string, unknown>) =>
  call(postOrder, '/orders', { ...ORDER, campaign_id: campaignId, ...changes });

const balance = () => getBalanceCents(getDb(), ada.id);
async function expectNothingWritten() {
  expect(await getDb().select().from(orders)).toEqual([]);
  expect(await getDb().select().from(recipients)).toEqual([]);
  expect(await balance()).toBe(1_000);
}

/** The maps service is Google's (faked): its first suggestion resolves to `house`. */
function googleFinds(house: { number: string; route: string; city: string; state: string; zip: string }) {
  setEnvForTests({ ...DEFAULT_ENV, GOOGLE_MAPS_API_KEY: 'k' });
  const component = (text: string, ...types: string[]) => ({ longText: text, shortText: text, types });
  const formattedAddress = `${house.number} ${house.route}, ${house.city}, ${house.state} ${house.zip}, USA`;
  mswServer.use(
    http.post('https://places.googleapis.com/v1/places:autocomplete', () =>
      HttpResponse.json({
        suggestions: [
          {
            placePrediction: {
              placeId: 'ChIJK0nZ2xtTdYgRFnfyCmEHAVM',
              text: { text: formattedAddress },
              types: ['street_address', 'geocode'],
            },
          },
        ],
      }),
    ),
    http.get('https://places.googleapis.com/v1/places/:placeId', () =>
      HttpResponse.json({
        formattedAddress,
        addressComponents: [
          component(house.number, 'street_number'),
          component(house.route, 'route'),
          component(house.city, 'locality', 'political'),
          component(house.state, 'administrative_area_level_1', 'political'),
          component('US', 'country', 'political'),
          component(house.zip, 'postal_code'),
        ],
      }),
    ),
  );
}

beforeEach(async () => {
  setClockForTests(new Date('2026-11-26T15:00:00Z'));
  ada = await signUpUser('ada@example.com');
  await switchToPro(ada.id);
  await giveReturnAddress(ada);
  const generated = generateApiKey();
  await getDb()
    .update(profiles)
    .set({ api_key: generated.hash, api_key_hint: generated.hint })
    .where(eq(profiles.id, ada.id));
  key = generated.key;
  campaignId = (await campaignFixture(ada)).id;
  await fund(ada, 1_000);
});
afterEach(() => setEnvForTests(DEFAULT_ENV));

describe('POST /api/v1/orders: only the address sent', () => {
  it('refuses the attack: control characters in the name, street and city, a 422 that charges nothing', async () => {
    const response = await postOrderOf({
      recipient_name: '\u0000\u0008\u001b[2J',
      recipient_address_1: '\u0001#$2%&*\u0007',
      recipient_city: '\u001b',
      recipient_state: 'tf',
      recipient_zip: '47040',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: 'validation_error',
      fields: { recipient_name: NAME_UNPRINTABLE, recipient_address_1: INVALID, recipient_city: INVALID },
    });
    await expectNothingWritten();
  });

  it('refuses a lone surrogate or a C1 control in each field with its message', async () => {
    for (const [field, value, message] of [
      ['recipient_name', 'Jane \ud800', NAME_UNPRINTABLE],
      ['recipient_name', 'Jane\u0085Doe', NAME_UNPRINTABLE],
      ['recipient_address_1', '123 Main St\udc00', INVALID],
      ['recipient_city', 'Spring\u007ffield', INVALID],
    ] as const) {
      const response = await postOrderOf({ [field]: value });
      expect(response.status, field).toBe(422);
      expect(await response.json(), field).toEqual({
        error: 'validation_error',
        message: `The request is not valid. ${field}: ${message}`,
        fields: { [field]: message },
      });
    }
    await expectNothingWritten();
  });

  it('refuses the first suggestion when it lands elsewhere than the street sent (the attack, symbols only)', async () => {
    googleFinds({ number: '2', route: 'Tf', city: 'Rising Sun', state: 'IN', zip: '47040' });
    const response = await postOrderOf({
      recipient_name: '#$%',
      recipient_address_1: '#$2%&*',
      recipient_city: '@@',
      recipient_state: 'tf',
      recipient_zip: '47040',
    });
    expect([response.status, await response.json()]).toEqual([
      422,
      {
        error: 'invalid_address',
        message:
          'The address found (2 Tf, Rising Sun, IN 47040) does not match the street sent, which has no street number',
      },
    ]);
    await expectNothingWritten();
  });

  it('refuses an address found with another street number, naming it', async () => {
    googleFinds({ number: '1230', route: 'Main St', city: 'Springfield', state: 'IL', zip: '62701' });
    const response = await postOrderOf({});
    expect([response.status, await response.json()]).toEqual([
      422,
      {
        error: 'invalid_address',
        message: 'The address found (1230 Main St, Springfield, IL 62701) does not match the street number sent (123)',
      },
    ]);
    await expectNothingWritten();
  });

  it('refuses an address found in another ZIP, naming it', async () => {
    googleFinds({ number: '123', route: 'Main St', city: 'Springfield', state: 'IL', zip: '62704' });
    const response = await postOrderOf({});
    expect([response.status, await response.json()]).toEqual([
      422,
      {
        error: 'invalid_address',
        message: 'The address found (123 Main St, Springfield, IL 62704) does not match the ZIP sent (62701)',
      },
    ]);
    await expectNothingWritten();
  });

  it('places the order when the address found agrees (street number and ZIP)', async () => {
    googleFinds({ number: '123', route: 'Main St', city: 'Springfield', state: 'IL', zip: '62701' });
    const response = await postOrderOf({ recipient_address_1: '123 main street' });
    expect(response.status).toBe(201);
    expect((await response.json()).recipient.address).toMatchObject({ address_1: '123 Main St', zip: '62701' });
  });

  it('says a send_date before year 1000 is in the past, not that it is not written as YYYY-MM-DD', async () => {
    for (const sendDate of ['0999-01-01', '0050-01-01']) {
      const response = await postOrderOf({ send_date: sendDate });
      expect(response.status, sendDate).toBe(422);
      expect(await response.json(), sendDate).toEqual({
        error: 'validation_error',
        message: `The request is not valid. send_date: ${SEND_DATE_MESSAGES.past}`,
        fields: { send_date: SEND_DATE_MESSAGES.past },
      });
    }
    expect(SEND_DATE_MESSAGES.past).toBe('Send date is in the past. Choose today or a later day.');
    await expectNothingWritten();
  });
});

describe('POST /api/v1/lists/{id}/contacts: each contact checked on its own', () => {
  it('refuses control characters and lone surrogates in name, street, line 2 and city, each on its row', async () => {
    const list = await (await call(postList, '/lists', { name: 'Past clients' })).json();
    const jane = { name: 'Jane Doe', address_1: '123 Main St', city: 'Springfield', state: 'IL', zip: '62704' };
    const response = await call(
      postContacts,
      `/lists/${list.id}/contacts`,
      {
        contacts: [
          { ...jane, name: 'Jane\u0000Doe' },
          { ...jane, address_1: '123 Main St\u001b' },
          { ...jane, address_2: 'Apt \ud800' },
          { ...jane, city: '\u009bSpringfield' },
          jane,
        ],
      },
      { id: list.id },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      added: 1,
      duplicates: 0,
      invalid: [
        { index: 0, message: NAME_UNPRINTABLE },
        { index: 1, message: INVALID },
        { index: 2, message: UNIT_UNPRINTABLE },
        { index: 3, message: INVALID },
      ],
      repeated: [],
    });
    expect((await getDb().select().from(contacts)).map((c) => c.name)).toEqual(['Jane Doe']);
  });

  it('refuses a contact whose address found has another street number, naming it', async () => {
    const list = await (await call(postList, '/lists', { name: 'Past clients' })).json();
    googleFinds({ number: '12', route: 'Main St', city: 'Springfield', state: 'IL', zip: '62704' });
    const response = await call(
      postContacts,
      `/lists/${list.id}/contacts`,
      { contacts: [{ name: 'Jane Doe', address_1: '123 Main St', city: 'Springfield', state: 'IL', zip: '62704' }] },
      { id: list.id },
    );
    expect(await response.json()).toEqual({
      added: 0,
      duplicates: 0,
      invalid: [
        {
          index: 0,
          message: 'The address found (12 Main St, Springfield, IL 62704) does not match the street number sent (123)',
        },
      ],
      repeated: [],
    });
    expect(await getDb().select().from(contacts)).toEqual([]);
  });
});

// Rows as the browser posts them once the file is read and mapped. A file with C0 controls is
// refused whole before that (not a CSV), so the bad rows here are as a crafted request sends
// them, but for the DEL, which a text file may carry.
const MAPPING = guessColumnMapping(['Name', 'Address', 'City', 'State', 'ZIP'], []);
const rows = (...lines: string[][]) => ({ rows: lines, mapping: MAPPING });
const CSV_BAD_ROWS = [
  ['Jane Doe', '123 Main St', 'Springfield', 'IL', '62704'],
  ['Ann\u007f Lee', '5 Oak Rd', 'Springfield', 'IL', '62701'],
  ['Bob Roe', '1 Beacon\u0000 St', 'Boston', 'MA', '2108'],
  ['Cy Fox', '9 Elm St', 'Spring\ud800field', 'IL', '62701'],
];
const CSV_REASONS = [null, NAME_UNPRINTABLE, INVALID, INVALID];

describe('CSV rows: Bulk Send and the contact import', () => {
  beforeEach(() => actAs(ada, '/campaigns'));

  it('Bulk Send gives each refused row its reason and places orders only for the good ones', async () => {
    const input = { campaignId, ...rows(...CSV_BAD_ROWS) };
    const preview = await previewBulkSendAction(input);
    if (!preview.ok) throw new Error(preview.error);
    expect(preview.data.rows.map((r) => r.error ?? null)).toEqual(CSV_REASONS);
    const confirmed = await confirmBulkSendAction(input);
    expect(confirmed).toMatchObject({ ok: true, data: { created: 1, skipped: 3 } });
    expect((await getDb().select().from(recipients)).map((r) => r.name)).toEqual(['Jane Doe']);
  });

  it('Bulk Send refuses a row whose address found has another ZIP, naming it, and places nothing', async () => {
    googleFinds({ number: '123', route: 'Main St', city: 'Springfield', state: 'IL', zip: '62701' });
    const input = { campaignId, ...rows(['Jane Doe', '123 Main St', 'Springfield', 'IL', '62704']) };
    const preview = await previewBulkSendAction(input);
    if (!preview.ok) throw new Error(preview.error);
    expect(preview.data.rows.map((r) => r.error)).toEqual([
      'The address found (123 Main St, Springfield, IL 62701) does not match the ZIP sent (62704)',
    ]);
    expect(await confirmBulkSendAction(input)).toEqual({ ok: false, error: 'No valid rows to send.' });
    await expectNothingWritten();
  });

  it('the contact import gives each refused row its reason and adds only the good ones', async () => {
    actAs(ada, '/contacts');
    const [list] = await getDb()
      .insert(contactLists)
      .values({ user_id: ada.id, name: 'Past clients' })
      .returning({ id: contactLists.id });
    const result = await importContactsAction({ listId: list.id, ...rows(...CSV_BAD_ROWS) });
    expect(result).toEqual({
      ok: true,
      data: {
        added: 1,
        duplicates: 0,
        invalid: CSV_REASONS.flatMap((message, index) => (message ? [{ index, message }] : [])),
        repeated: [],
      },
    });
    expect((await getDb().select().from(contacts)).map((c) => c.name)).toEqual(['Jane Doe']);
  });
});

// FormData holds USV strings: a lone surrogate arrives as U+FFFD, so the forms are tried with controls.
describe('forms', () => {
  const post = <T>(
    action: (state: { status: 'idle' }, data: FormData) => Promise<T>,
    fields: Record<string, string>,
  ) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return action({ status: 'idle' }, data);
  };

  it("Send's recipient step refuses a name with a control character beside its field", async () => {
    actAs(ada, '/campaigns');
    expect(
      await post(quoteSendFormAction, {
        campaignId,
        recipientName: 'Jane\u001bDoe',
        'address.street_number': '123',
        'address.route': 'Main St',
        'address.locality': 'Springfield',
        'address.administrative_area_level_1': 'IL',
        'address.postal_code': '62701',
      }),
    ).toMatchObject({ status: 'error', fieldErrors: { recipientName: [NAME_UNPRINTABLE] } });
    // Submit Order's own check, whatever the browser did.
    expect(
      await sendToRecipientAction({
        campaignId,
        recipientName: 'Jane \ud800',
        customValues: {},
        ...(await pickAddress('123 main st springfield il')),
      }),
    ).toEqual({ ok: false, error: NAME_UNPRINTABLE });
    await expectNothingWritten();
  });

  it('Add and Edit contact refuse control characters in the name and line 2 beside their fields', async () => {
    actAs(ada, '/contacts');
    const [list] = await getDb()
      .insert(contactLists)
      .values({ user_id: ada.id, name: 'Past clients' })
      .returning({ id: contactLists.id });
    const jane = await pickAddress('123 main st springfield il');
    expect(
      await post(addContactFormAction, { listId: list.id, name: 'Jane\u0000', address2: 'Apt\u00854', ...jane }),
    ).toMatchObject({ status: 'error', fieldErrors: { name: [NAME_UNPRINTABLE], address2: [UNIT_UNPRINTABLE] } });
    expect(await getDb().select().from(contacts)).toEqual([]);

    expect(await post(addContactFormAction, { listId: list.id, name: 'Jane Doe', ...jane })).toEqual({
      status: 'success',
      data: null,
    });
    const [row] = await getDb().select().from(contacts);
    expect(
      await post(updateContactFormAction, { contactId: row.id, name: 'Jane \u0001', address2: 'Suite\u0007 4' }),
    ).toMatchObject({ status: 'error', fieldErrors: { name: [NAME_UNPRINTABLE], address2: [UNIT_UNPRINTABLE] } });
    const [unchanged] = await getDb().select().from(contacts);
    expect([unchanged.name, unchanged.address_2]).toEqual(['Jane Doe', null]);
  });

  it('the return address refuses control characters in name, lines and city, and keeps the saved one', async () => {
    actAs(ada, '/profile');
    const address = { name: 'Ada', line1: '1 Sender St', line2: '', city: 'Springfield', state: 'IL', zip: '62701' };
    for (const [field, value, message] of [
      ['name', 'Ada\u0000', 'Name can only have letters, digits, spaces and punctuation'],
      ['line1', '1 Sender\u001b St', INVALID],
      ['line2', 'Suite \u0080', INVALID],
      ['city', '\u001b', INVALID],
    ] as const) {
      expect(await post(updateReturnAddressFormAction, { ...address, [field]: value }), field).toMatchObject({
        status: 'error',
        fieldErrors: { [field]: [message] },
      });
    }
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, ada.id));
    expect([profile.return_address_name, profile.return_address_line1, profile.return_address_city]).toEqual([
      'Pat Postcard',
      '1 Sender St',
      'Springfield',
    ]);
  });
});

describe('the API document', () => {
  it('states the list-name rule and the 422 invalid_address of a mismatch', async () => {
    const document = await (await getOpenApi()).json();
    const listName = document.components.schemas.CreateListRequest.properties.name.description;
    expect(listName).toContain('1 to 100 characters');
    expect(listName).toContain(
      'Control characters (U+0000–U+001F, U+007F–U+009F) and lone UTF-16 surrogates are refused.',
    );
    expect(listName).toContain('List name can only have letters, digits, spaces and punctuation');
    expect(document.paths['/orders'].post.responses['422']).toEqual({ $ref: '#/components/responses/Unprocessable' });
    expect(document.components.responses.Unprocessable.description).toContain(
      'invalid_address: The address does not resolve to a deliverable US address, or the address found differs from the one sent (street number, ZIP)',
    );
  });
});
