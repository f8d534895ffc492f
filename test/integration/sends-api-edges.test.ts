import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as postContacts } from '@/app/api/v1/lists/[id]/contacts/route';
import { POST as postListSend } from '@/app/api/v1/lists/[id]/send/route';
import { POST as postList } from '@/app/api/v1/lists/route';
import { DELETE as deleteSend, GET as getSend } from '@/app/api/v1/sends/[id]/route';
import { GET as getSends } from '@/app/api/v1/sends/route';
import { generateApiKey } from '@/lib/accounts/api-key';
import { ListSendResultSchema } from '@/lib/api/schemas/lists';
import { SendPageSchema, SendWithOrdersSchema } from '@/lib/api/schemas/sends';
import { getDb } from '@/lib/db/client';
import { orders, profiles } from '@/lib/db/schema';
import { campaignFixture } from '../support/orders';
import { switchToPro } from '../support/plans';
import { giveReturnAddress, signUpUser, type TestUser } from '../support/users';

// The edges of the sends API that test/integration/sends.test.ts leaves out: a well-formed id
// that is no send, a cursor that is not a page's, another user's cursor, page sizes, no key.

type Handler = (request: Request, context?: { params: Promise<never> }) => Promise<Response>;

function call(
  handler: Handler,
  method: string,
  path: string,
  options: { key?: string; params?: Record<string, string>; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (options.key !== undefined) headers['x-api-key'] = options.key;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost:3000/api/v1${path}`, { method, headers, body });
  return handler(request, { params: Promise.resolve(options.params ?? {}) as Promise<never> });
}

async function proUser(email: string) {
  const user = await signUpUser(email);
  await switchToPro(user.id);
  await giveReturnAddress(user);
  const { key, hash, hint } = generateApiKey();
  await getDb().update(profiles).set({ api_key: hash, api_key_hint: hint }).where(eq(profiles.id, user.id));
  return { user, key };
}

const CONTACTS = [
  { name: 'Jane Doe', address_1: '123 Main St', city: 'Springfield', state: 'IL', zip: '62704' },
  { name: 'Bob Roe', address_1: '1 Beacon St', city: 'Boston', state: 'MA', zip: '2108' },
  { name: 'Ann Lee', address_1: '5 Oak Rd', city: 'Springfield', state: 'IL', zip: '62704' },
];

/** A list of the three contacts sent on a new campaign of `user`, over the API. */
async function sendOfThree(user: TestUser, key: string) {
  const campaign = await campaignFixture(user);
  const list = await (await call(postList, 'POST', '/lists', { key, body: { name: 'Sphere' } })).json();
  await call(postContacts, 'POST', `/lists/${list.id}/contacts`, {
    key,
    params: { id: list.id },
    body: { contacts: CONTACTS },
  });
  const response = await call(postListSend, 'POST', `/lists/${list.id}/send`, {
    key,
    params: { id: list.id },
    body: { campaign_id: campaign.id, recent: 'send' },
  });
  expect(response.status).toBe(201);
  return ListSendResultSchema.parse(await response.json());
}

let ada: TestUser;
let key: string;

beforeEach(async () => {
  ({ user: ada, key } = await proUser('ada@example.com'));
});

describe('the sends API at its edges', () => {
  it('a well-formed id that is no send is a 404 for GET and DELETE, and DELETE changes nothing', async () => {
    const placed = await sendOfThree(ada, key);
    const unknown = crypto.randomUUID();
    for (const [handler, method] of [
      [getSend, 'GET'],
      [deleteSend, 'DELETE'],
    ] as const) {
      const response = await call(handler, method, `/sends/${unknown}`, { key, params: { id: unknown } });
      expect([response.status, await response.json()]).toEqual([
        404,
        { error: 'not_found', message: 'Send not found' },
      ]);
    }
    // An order's id is not its send's.
    const orderId = placed.orders[0].id;
    expect((await call(getSend, 'GET', `/sends/${orderId}`, { key, params: { id: orderId } })).status).toBe(404);
    const statuses = await getDb()
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.send_id, placed.send_id));
    expect(statuses.map((o) => o.status)).toEqual(['pending', 'pending', 'pending']);
  });

  it('the cards’ cursor: a page after the last card is empty; a cursor that is not an id or a size out of range is a 422', async () => {
    const placed = await sendOfThree(ada, key);
    const read = (query: string) =>
      call(getSend, 'GET', `/sends/${placed.send_id}${query}`, { key, params: { id: placed.send_id } });

    const pages: string[][] = [];
    let after: string | null = null;
    do {
      const response = await read(`?page_size=1${after ? `&after=${after}` : ''}`);
      expect(response.status).toBe(200);
      const page = SendWithOrdersSchema.parse(await response.json());
      pages.push(page.orders.data.map((o) => o.id));
      after = page.orders.next_cursor;
    } while (after);
    // One card a page, each once, in a fixed order, the last page saying there is none after it.
    expect(pages.map((p) => p.length)).toEqual([1, 1, 1]);
    expect(pages.flat().sort()).toEqual(placed.orders.map((o) => o.id).sort());
    const last = pages.flat().sort().at(-1)!;
    const beyond = SendWithOrdersSchema.parse(await (await read(`?after=${last}`)).json());
    expect([beyond.orders.data, beyond.orders.next_cursor, beyond.order_count]).toEqual([[], null, 3]);

    for (const [query, field, message] of [
      ['?after=nope', 'after', 'after must be the next_cursor of a page'],
      ['?page_size=0', 'page_size', 'page_size must be a whole number from 1 to 100'],
      ['?page_size=101', 'page_size', 'page_size must be a whole number from 1 to 100'],
    ]) {
      const refused = await read(query);
      expect([refused.status, (await refused.json()).fields], query).toEqual([422, { [field]: message }]);
    }
  });

  it('another user’s send as a cursor answers an empty page, not their sends', async () => {
    await sendOfThree(ada, key);
    const bob = await proUser('bob@example.com');
    const bobs = await sendOfThree(bob.user, bob.key);
    const page = SendPageSchema.parse(
      await (await call(getSends, 'GET', `/sends?after=${bobs.send_id}`, { key })).json(),
    );
    expect([page.data, page.next_cursor]).toEqual([[], null]);
    const bobsOwn = SendPageSchema.parse(await (await call(getSends, 'GET', '/sends', { key: bob.key })).json());
    expect(bobsOwn.data.map((s) => s.id)).toEqual([bobs.send_id]);
  });

  it('without a key GET and DELETE are a 401 and nothing is cancelled', async () => {
    const placed = await sendOfThree(ada, key);
    for (const [handler, method] of [
      [getSend, 'GET'],
      [deleteSend, 'DELETE'],
    ] as const) {
      const response = await call(handler, method, `/sends/${placed.send_id}`, { params: { id: placed.send_id } });
      expect(response.status).toBe(401);
    }
    const send = SendWithOrdersSchema.parse(
      await (await call(getSend, 'GET', `/sends/${placed.send_id}`, { key, params: { id: placed.send_id } })).json(),
    );
    expect(send.counts).toMatchObject({ pending: 3, cancelled: 0 });
  });
});
