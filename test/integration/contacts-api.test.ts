import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DELETE as deleteList } from '@/app/api/v1/lists/[id]/route';
import { GET as getContacts, POST as postContacts } from '@/app/api/v1/lists/[id]/contacts/route';
import { POST as postSend } from '@/app/api/v1/lists/[id]/send/route';
import { GET as getLists, POST as postList } from '@/app/api/v1/lists/route';
import { generateApiKey } from '@/lib/accounts/api-key';
import {
  ContactPageSchema,
  ImportReportSchema,
  ListListSchema,
  ListSchema,
  ListSendResultSchema,
} from '@/lib/api/schemas/lists';
import { getDb } from '@/lib/db/client';
import { CONTACT_VALUE_MESSAGES } from '@/lib/validation/contacts-messages';
import { contactLists, contacts, orders, profiles } from '@/lib/db/schema';
import { switchToPro } from '../support/plans';
import { campaignFixture } from '../support/orders';
import { giveReturnAddress, signUpUser, type TestUser } from '../support/users';

// The lists part of the public API, called as a client would: route handlers with real Requests.

type Handler = (request: Request, context?: { params: Promise<never> }) => Promise<Response>;

function call(
  handler: Handler,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; params?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== undefined) headers['x-api-key'] = options.key;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost:3000/api/v1${path}`, { method, headers, body });
  return handler(request, { params: Promise.resolve(options.params ?? {}) as Promise<never> });
}

async function giveKey(user: TestUser): Promise<string> {
  const { key, hash, hint } = generateApiKey();
  await getDb().update(profiles).set({ api_key: hash, api_key_hint: hint }).where(eq(profiles.id, user.id));
  return key;
}

async function proUser(email: string) {
  const user = await signUpUser(email);
  await switchToPro(user.id);
  await giveReturnAddress(user);
  return { user, key: await giveKey(user) };
}

const JANE = { name: 'Jane Doe', address_1: '123 Main St', city: 'Springfield', state: 'IL', zip: '62704' };
const BOB = { name: 'Bob Roe', address_1: '1 Beacon St', address_2: 'Apt 4', city: 'Boston', state: 'MA', zip: '2108' };

let ada: TestUser;
let key: string;

beforeEach(async () => {
  ({ user: ada, key } = await proUser('ada@example.com'));
});

async function newList(name = 'Past clients') {
  const response = await call(postList, 'POST', '/lists', { key, body: { name } });
  expect(response.status).toBe(201);
  return ListSchema.parse(await response.json());
}

describe('lists over the API', () => {
  it('creates, lists by cursor and deletes lists', async () => {
    const a = await newList('A');
    expect(a).toMatchObject({ name: 'A', contact_count: 0 });
    const b = await newList('B');
    const c = await newList('C');

    const first = ListListSchema.parse(await (await call(getLists, 'GET', '/lists?page_size=2', { key })).json());
    expect(first.data.map((l) => l.id)).toEqual([c.id, b.id]);
    const second = ListListSchema.parse(
      await (await call(getLists, 'GET', `/lists?page_size=2&after=${first.next_cursor}`, { key })).json(),
    );
    expect([second.data.map((l) => l.id), second.next_cursor]).toEqual([[a.id], null]);
    // A cursor that is none of the caller's rows: an empty page.
    const unknown = await call(getLists, 'GET', `/lists?after=${crypto.randomUUID()}`, { key });
    expect(await unknown.json()).toEqual({ data: [], next_cursor: null });

    expect((await call(deleteList, 'DELETE', `/lists/${a.id}`, { key, params: { id: a.id } })).status).toBe(204);
    const again = await call(deleteList, 'DELETE', `/lists/${a.id}`, { key, params: { id: a.id } });
    expect([again.status, await again.json()]).toEqual([404, { error: 'not_found', message: 'List not found' }]);
  });

  it('refuses a bad name, a bad cursor, no key and a non-Pro key', async () => {
    const blank = await call(postList, 'POST', '/lists', { key, body: { name: ' ' } });
    expect([blank.status, await blank.json()]).toEqual([
      422,
      {
        error: 'validation_error',
        message: 'The request is not valid. name: List name is required',
        fields: { name: 'List name is required' },
      },
    ]);
    const cursor = await call(getLists, 'GET', '/lists?after=nope', { key });
    expect((await cursor.json()).fields).toEqual({ after: 'after must be the next_cursor of a page' });
    expect((await call(getLists, 'GET', '/lists')).status).toBe(401);
    const free = await signUpUser('free@example.com');
    const freeKey = await giveKey(free);
    expect((await call(getLists, 'GET', '/lists', { key: freeKey })).status).toBe(403);
  });

  it('adds contacts: added, duplicates and invalid with reasons; pages them by cursor', async () => {
    const list = await newList();
    const params = { id: list.id };
    const response = await call(postContacts, 'POST', `/lists/${list.id}/contacts`, {
      key,
      params,
      body: {
        contacts: [
          JANE,
          { ...JANE, name: 'Janet' },
          { name: 'Ann Lee', address_1: '5 Oak Rd', city: 'Springfield', state: 'IL', zip: '90210' },
          { address_1: '9 Elm St', city: 'Springfield', state: 'IL', zip: '62701' },
          { ...BOB, custom_values: { agent: 'Pat' } },
          { ...JANE, zip: '627' + '0' },
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(ImportReportSchema.parse(await response.json())).toEqual({
      added: 2,
      duplicates: 0,
      invalid: [
        { index: 2, message: 'ZIP 90210 is not in Springfield, IL' },
        { index: 3, message: 'Recipient name is required' },
        { index: 5, message: 'ZIP 06270 is not a US ZIP code' },
      ],
      repeated: [{ index: 1, first_index: 0 }],
    });
    const again = await call(postContacts, 'POST', `/lists/${list.id}/contacts`, {
      key,
      params,
      body: { contacts: [JANE, BOB] },
    });
    expect(await again.json()).toEqual({ added: 0, duplicates: 2, invalid: [], repeated: [] });

    const page1 = ContactPageSchema.parse(
      await (await call(getContacts, 'GET', `/lists/${list.id}/contacts?page_size=1`, { key, params })).json(),
    );
    expect(page1.total).toBe(2);
    const page2 = ContactPageSchema.parse(
      await (
        await call(getContacts, 'GET', `/lists/${list.id}/contacts?page_size=1&after=${page1.next_cursor}`, {
          key,
          params,
        })
      ).json(),
    );
    expect(page2.next_cursor).toBeNull();
    const all = [...page1.data, ...page2.data];
    expect(all.map((c) => [c.name, c.address.address_2, c.address.formatted, c.custom_values]).sort()).toEqual([
      ['Bob Roe', 'Apt 4', '1 Beacon St, Boston, MA 02108', { agent: 'Pat' }],
      ['Jane Doe', null, '123 Main St, Springfield, IL 62704', {}],
    ]);
    const [kept] = await getDb().select().from(contactLists).where(eq(contactLists.id, list.id));
    expect(kept.contact_count).toBe(2);
  });

  it('refuses an empty, a too large or a malformed import', async () => {
    const list = await newList();
    const post = (body: unknown) =>
      call(postContacts, 'POST', `/lists/${list.id}/contacts`, { key, params: { id: list.id }, body });
    const empty = await post({ contacts: [] });
    expect([empty.status, (await empty.json()).fields]).toEqual([422, { contacts: 'Add at least one contact.' }]);
    const big = await post({ contacts: Array(501).fill(JANE) });
    expect((await big.json()).fields).toEqual({
      contacts: 'An import can have at most 500 contacts. Split the file and import it in parts.',
    });
    const wrong = await post({ contacts: [{ ...JANE, zip: 62704 }] });
    expect([wrong.status, (await wrong.json()).error]).toEqual([422, 'validation_error']);
    const json = await call(postContacts, 'POST', `/lists/${list.id}/contacts`, { key, params: { id: list.id } });
    expect(json.status).toBe(400);
    // Custom values: keys as a template's ids, at most 20, not the two filled from other fields.
    for (const [custom_values, message] of [
      [{ 'First Name': 'Jane' }, CONTACT_VALUE_MESSAGES.keyInvalid],
      [{ recipient_name: 'Jane' }, CONTACT_VALUE_MESSAGES.reserved],
      [Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`v${i}`, 'x'])), CONTACT_VALUE_MESSAGES.tooMany],
    ] as const) {
      const refused = await post({ contacts: [{ ...JANE, custom_values }] });
      expect([refused.status, JSON.stringify(await refused.json())]).toEqual([422, expect.stringContaining(message)]);
    }
    expect(await getDb().select().from(contacts)).toEqual([]);
  });

  it('sends a list: orders placed and their total, once per Idempotency-Key', async () => {
    const list = await newList();
    const params = { id: list.id };
    await call(postContacts, 'POST', `/lists/${list.id}/contacts`, { key, params, body: { contacts: [JANE, BOB] } });
    const campaign = await campaignFixture(ada);
    const send = () =>
      call(postSend, 'POST', `/lists/${list.id}/send`, {
        key,
        params,
        body: { campaign_id: campaign.id },
        headers: { 'idempotency-key': 'spring-1' },
      });
    const response = await send();
    expect(response.status).toBe(201);
    const result = ListSendResultSchema.parse(await response.json());
    expect(result).toMatchObject({ count: 2, skipped_recent: 0, total: '2.00', total_cents: 200 });
    const placed = await getDb().select().from(orders).where(eq(orders.campaign_id, campaign.id));
    expect(placed.map((o) => o.id).sort()).toEqual(result.orders.map((o) => o.id).sort());

    // A retry with the same key places nothing more.
    expect(ListSendResultSchema.parse(await (await send()).json())).toEqual(result);
    expect(await getDb().select().from(orders).where(eq(orders.campaign_id, campaign.id))).toHaveLength(2);

    // Without a key the campaign's recent contacts are skipped: nothing left to send.
    const skipped = await call(postSend, 'POST', `/lists/${list.id}/send`, {
      key,
      params,
      body: { campaign_id: campaign.id },
    });
    expect([skipped.status, (await skipped.json()).error]).toEqual([422, 'unprocessable']);
  });

  it('refuses a send without a return address, to an unknown campaign, and another user’s list', async () => {
    const list = await newList();
    const params = { id: list.id };
    await call(postContacts, 'POST', `/lists/${list.id}/contacts`, { key, params, body: { contacts: [JANE] } });
    const campaign = await campaignFixture(ada);
    const unknown = await call(postSend, 'POST', `/lists/${list.id}/send`, {
      key,
      params,
      body: { campaign_id: crypto.randomUUID() },
    });
    expect([unknown.status, await unknown.json()]).toEqual([
      404,
      { error: 'not_found', message: 'Campaign not found' },
    ]);
    await getDb().update(profiles).set({ return_address_line1: null }).where(eq(profiles.id, ada.id));
    const noReturn = await call(postSend, 'POST', `/lists/${list.id}/send`, {
      key,
      params,
      body: { campaign_id: campaign.id },
    });
    expect([noReturn.status, (await noReturn.json()).error]).toEqual([422, 'return_address_required']);

    const { key: eveKey } = await proUser('eve@example.com');
    for (const [handler, method, path, body] of [
      [getContacts, 'GET', `/lists/${list.id}/contacts`, undefined],
      [postContacts, 'POST', `/lists/${list.id}/contacts`, { contacts: [BOB] }],
      [postSend, 'POST', `/lists/${list.id}/send`, { campaign_id: campaign.id }],
      [deleteList, 'DELETE', `/lists/${list.id}`, undefined],
    ] as const) {
      const response = await call(handler as Handler, method, path, { key: eveKey, params, body });
      expect([path, method, response.status, await response.json()]).toEqual([
        path,
        method,
        404,
        { error: 'not_found', message: 'List not found' },
      ]);
    }
    expect(ListListSchema.parse(await (await call(getLists, 'GET', '/lists', { key: eveKey })).json()).data).toEqual(
      [],
    );
    expect(await getDb().select().from(orders)).toEqual([]);
  });
});
