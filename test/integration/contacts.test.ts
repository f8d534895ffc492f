import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCampaignAction } from '@/actions/campaigns';
import {
  addContactAction,
  addContactFormAction,
  createListAction,
  deleteContactAction,
  deleteListAction,
  importContactsAction,
  importContactsFormAction,
  quoteListSendAction,
  quoteListSendFormAction,
  saveAudienceAsListAction,
  sendToListAction,
  updateContactAction,
  updateContactFormAction,
} from '@/actions/contacts';
import { guessColumnMapping, parseRecipientsCsv, projectRows } from '@/lib/bulk/parse-recipients-csv';
import { listContacts } from '@/lib/contacts/list-contacts';
import { listLists } from '@/lib/contacts/list-lists';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { contactLists, contacts, listSends, orders, profiles, recipients, trackingUrls } from '@/lib/db/schema';
import { placeOrder } from '@/lib/orders/place-order';
import { addDays, SEND_DATE_MESSAGES, utcDay } from '@/lib/orders/send-date';
import { foldScans } from '@/lib/tracking/fold-scans';
import { pickAddress } from '../support/addresses';
import { failInsertsInto } from '../support/fail-inserts';
import { INSUFFICIENT_PRIVILEGE, sqlStateAsUser } from '../support/user-role';
import { fund, runPipeline, springfield } from '../support/orders';
import { createTemplate } from '../support/templates';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';
import { queueScans } from '../support/queue-scans';

let ada: TestUser;
let templateId: string;

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  await giveReturnAddress(ada);
  templateId = await createTemplate(ada);
  actAs(ada, '/contacts');
});

const ok = <T>(result: { ok: true; data: T } | { ok: false; error: string }): T => {
  if (!result.ok) throw new Error(result.error);
  return result.data;
};

async function newList(name = 'Past clients') {
  return ok(await createListAction({ name })).id;
}

async function campaign(response_url?: string) {
  actAs(ada, '/campaigns');
  const result = ok(
    await createCampaignAction({
      name: 'Open house',
      templateId,
      type: 'single',
      demographics: 'all',
      neighbor_count: 10,
      include_condo: false,
      ...(response_url ? { response_url } : {}),
    }),
  );
  actAs(ada, '/contacts');
  return result.id;
}

/** A CSV as the browser sends it: parsed and mapped by the mapper's guess. */
function csv(listId: string, ...lines: string[]) {
  const parsed = parseRecipientsCsv(['Name,Address,City,State,ZIP', ...lines].join('\n'));
  if (!parsed.ok) throw new Error(parsed.error);
  return { listId, rows: parsed.rows, mapping: guessColumnMapping(parsed.headers, []) };
}

const JANE = 'Jane Doe,123 Main St,Springfield,IL,62704';
const BOB = 'Bob Roe,1 Beacon St,Boston,MA,2108';
const JANE_AGAIN = 'Janet Doe,123 main st,Springfield,IL,62704';
const WRONG_ZIP = 'Ann Lee,5 Oak Rd,Springfield,IL,90210';
const NO_NAME = ',9 Elm St,Springfield,IL,62701';
const OUTAGE = 'Cy Fox,12 Outage St,Springfield,IL,62701';

const keptCount = async (listId: string) =>
  (await getDb().select().from(contactLists).where(eq(contactLists.id, listId)))[0].contact_count;
const realCount = async (listId: string) =>
  (await getDb().select().from(contacts).where(eq(contacts.list_id, listId))).length;

describe('Lists and import', () => {
  it('creates a list, refuses a blank name, and lists it with its kept count', async () => {
    expect(await createListAction({ name: '  ' })).toEqual({ ok: false, error: 'List name is required' });
    expect(await createListAction({ name: 'x'.repeat(101) })).toEqual({
      ok: false,
      error: 'List name can have at most 100 characters',
    });
    // A NUL or a lone surrogate could not be stored: refused with words, not a server error.
    for (const name of ['Past\u0000clients', 'Past \ud800']) {
      expect(await createListAction({ name })).toEqual({
        ok: false,
        error: 'List name can only have letters, digits, spaces and punctuation',
      });
    }
    expect(ok(await createListAction({ name: 'Família 👩‍👩‍👧 Ünïcode' })).id).toBeTruthy();
    await getDb().delete(contactLists);
    const listId = await newList();
    const page = await listLists(ada.id);
    expect(page.rows.map((l) => [l.id, l.name, l.contactCount])).toEqual([[listId, 'Past clients', 0]]);
  });

  it('imports a CSV: added, duplicates (in the file and in the list) and invalid rows with their reasons', async () => {
    const listId = await newList();
    const report = ok(await importContactsAction(csv(listId, JANE, WRONG_ZIP, BOB, NO_NAME, JANE_AGAIN, OUTAGE)));
    // The repeat inside the file is reported apart from the list's duplicates (issue 35), and a
    // refused address says which part failed.
    expect(report).toEqual({
      added: 2,
      duplicates: 0,
      invalid: [
        { index: 1, message: 'ZIP 90210 is not in Springfield, IL' },
        { index: 3, message: 'Recipient name is required' },
        { index: 5, message: 'Failed to validate address' },
      ],
      repeated: [{ index: 4, firstIndex: 0, name: 'Janet Doe' }],
    });
    const saved = await getDb().select().from(contacts).where(eq(contacts.list_id, listId)).orderBy(contacts.name);
    expect(saved.map((c) => [c.name, c.address.formatted_address, c.address_key, c.user_id])).toEqual([
      ['Bob Roe', '1 Beacon St, Boston, MA 02108', '1 beacon st 02108', ada.id],
      ['Jane Doe', '123 Main St, Springfield, IL 62704', '123 main st 62704', ada.id],
    ]);
    expect(await keptCount(listId)).toBe(2);

    // The same file again: every valid row is already there.
    expect(ok(await importContactsAction(csv(listId, JANE, BOB)))).toEqual({
      added: 0,
      duplicates: 2,
      invalid: [],
      repeated: [],
    });
    expect(await keptCount(listId)).toBe(2);
  });

  it('posts the Import form: the columns’ errors beside their selects, then the report', async () => {
    const listId = await newList();
    const post = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.set(key, value);
      return importContactsFormAction({ status: 'idle' }, data);
    };
    const file = csv(listId, JANE, NO_NAME);
    const mappedRows = JSON.stringify(projectRows(file.rows, file.mapping));
    expect(await post({ listId, mappedRows, 'column.address_1': '', 'column.state': '' })).toMatchObject({
      status: 'error',
      fieldErrors: {
        'column.address_1': ['Choose a column for Name, Address, City, State and ZIP.'],
        'column.state': ['Choose a column for Name, Address, City, State and ZIP.'],
      },
    });
    expect(await realCount(listId)).toBe(0);
    expect(await post({ listId, mappedRows })).toMatchObject({
      status: 'success',
      data: {
        added: 1,
        alreadyInList: 0,
        rejected: [{ index: 1, message: 'Recipient name is required' }],
        repeated: [],
      },
    });
    expect(await post({ listId, mappedRows: JSON.stringify({ rows: [], mapping: file.mapping }) })).toMatchObject({
      status: 'error',
      error: 'Add at least one contact.',
    });
  });

  it('refuses an empty or too large import before any lookup', async () => {
    const listId = await newList();
    const input = csv(listId, JANE);
    expect(await importContactsAction({ ...input, rows: [] })).toEqual({
      ok: false,
      error: 'Add at least one contact.',
    });
    expect(await importContactsAction({ ...input, rows: Array(501).fill(input.rows[0]) })).toEqual({
      ok: false,
      error: 'An import can have at most 500 contacts. Split the file and import it in parts.',
    });
    expect(await realCount(listId)).toBe(0);
  });
});

describe('One contact', () => {
  it('adds with a picked address, refuses a second at the same address, edits, refuses an edit onto a duplicate, deletes', async () => {
    const listId = await newList();
    const jane = ok(
      await addContactAction({
        listId,
        name: 'Jane Doe',
        address2: 'Apt 4',
        ...(await pickAddress('123 main st springfield il')),
      }),
    );
    // The same building and unit is the same address (issue 35: another unit would be another).
    expect(
      await addContactAction({
        listId,
        name: 'Janet',
        address2: ' apt  4 ',
        ...(await pickAddress('123 main st springfield il')),
      }),
    ).toEqual({ ok: false, error: 'This list already has a contact at this address.' });
    expect(await addContactAction({ listId, name: 'No pick' })).toEqual({
      ok: false,
      error: 'Please validate the address before submitting',
    });
    const bob = ok(
      await addContactAction({ listId, name: 'Bob Roe', ...(await pickAddress('5 oak rd springfield il')) }),
    );
    expect(await keptCount(listId)).toBe(2);

    // Edit the name only, then the address onto Jane's (building and unit): refused, nothing changed.
    ok(await updateContactAction({ contactId: bob.id, name: 'Robert Roe' }));
    expect(
      await updateContactAction({
        contactId: bob.id,
        name: 'Robert Roe',
        address2: 'Apt 4',
        ...(await pickAddress('123 main st springfield il')),
      }),
    ).toEqual({ ok: false, error: 'This list already has a contact at this address.' });
    const [robert] = await getDb().select().from(contacts).where(eq(contacts.id, bob.id));
    expect([robert.name, robert.address.formatted_address]).toEqual(['Robert Roe', '5 Oak Rd, Springfield, IL 62701']);
    ok(
      await updateContactAction({
        contactId: bob.id,
        name: 'Robert Roe',
        ...(await pickAddress('7 elm st springfield il')),
      }),
    );

    ok(await deleteContactAction({ contactId: jane.id }));
    expect(await deleteContactAction({ contactId: jane.id })).toEqual({ ok: false, error: 'Contact not found' });
    expect(await keptCount(listId)).toBe(1);
    expect(await realCount(listId)).toBe(1);
  });

  it('posts the Add/Edit contact forms: every field error at once beside its field, then saves', async () => {
    const listId = await newList();
    const post = (action: typeof addContactFormAction, fields: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.set(key, value);
      return action({ status: 'idle' }, data);
    };
    // Nothing picked, a blank name and a too long line 2: three errors, one per field.
    expect(
      await post(addContactFormAction, { listId, name: ' ', address: '123 ma', address2: 'x'.repeat(65) }),
    ).toMatchObject({
      status: 'error',
      fieldErrors: {
        name: ['Recipient name is required'],
        address: ['Please validate the address before submitting'],
        address2: ['Apartment, suite or unit can have at most 64 characters'],
      },
    });
    expect(await realCount(listId)).toBe(0);

    const jane = await pickAddress('123 main st springfield il');
    expect(await post(addContactFormAction, { listId, name: 'Jane Doe', address2: 'Apt 4', ...jane })).toEqual({
      status: 'success',
      data: null,
    });
    // The server's own refusal (a duplicate: same building, same unit) is the form's error, in the panel.
    expect(
      await post(addContactFormAction, {
        listId,
        name: 'Janet',
        address2: 'Apt 4',
        ...(await pickAddress('123 main st springfield il')),
      }),
    ).toMatchObject({ status: 'error', error: 'This list already has a contact at this address.' });
    const [row] = await getDb().select().from(contacts).where(eq(contacts.list_id, listId));

    // Editing: the address is required only when it was typed over.
    expect(
      await post(updateContactFormAction, { contactId: row.id, name: '', addressTyped: 'true', address: '5 oak' }),
    ).toMatchObject({
      status: 'error',
      fieldErrors: { name: ['Recipient name is required'], address: ['Please validate the address before submitting'] },
    });
    expect(
      await post(updateContactFormAction, { contactId: row.id, name: 'Jane Q. Doe', addressTyped: '', placeId: '' }),
    ).toEqual({ status: 'success', data: null });
    expect(
      await post(updateContactFormAction, {
        contactId: row.id,
        name: 'Jane Q. Doe',
        addressTyped: 'true',
        ...(await pickAddress('5 oak rd springfield il')),
      }),
    ).toEqual({ status: 'success', data: null });
    const [edited] = await getDb().select().from(contacts).where(eq(contacts.id, row.id));
    expect([edited.name, edited.address_2, edited.address.formatted_address]).toEqual([
      'Jane Q. Doe',
      null,
      '5 Oak Rd, Springfield, IL 62701',
    ]);
  });

  it('searches by name or address and pages newest first by cursor', async () => {
    const listId = await newList();
    const lines = Array.from({ length: 30 }, (_, i) => `Person ${i},${i + 1} Main St,Springfield,IL,62704`);
    expect(ok(await importContactsAction(csv(listId, ...lines, BOB))).added).toBe(31);
    const first = await listContacts(ada.id, listId, { size: 25 });
    expect([first.total, first.rows.length, first.pageCount]).toEqual([31, 25, 2]);
    const second = await listContacts(ada.id, listId, { size: 25, page: 2, after: first.lastId! });
    expect(second.rows).toHaveLength(6);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(31);

    const boston = await listContacts(ada.id, listId, { search: 'BOSTON' });
    expect([boston.total, boston.rows.map((r) => r.name)]).toEqual([1, ['Bob Roe']]);
    const named = await listContacts(ada.id, listId, { search: 'person 2' });
    expect(named.rows.map((r) => r.name).sort()).toEqual(
      ['Person 2', ...Array.from({ length: 10 }, (_, i) => `Person 2${i}`)].sort(),
    );
    // Too short to search: the whole list.
    expect((await listContacts(ada.id, listId, { search: 'bo' })).total).toBe(31);
  });

  it('deletes a list with its contacts', async () => {
    const listId = await newList();
    ok(await importContactsAction(csv(listId, JANE, BOB)));
    ok(await deleteListAction({ listId }));
    expect(await realCount(listId)).toBe(0);
    expect(await deleteListAction({ listId })).toEqual({ ok: false, error: 'List not found' });
  });
});

describe('Tenancy', () => {
  it('shows and changes nothing of another user’s list', async () => {
    const listId = await newList();
    const { id: contactId } = ok(
      await addContactAction({ listId, name: 'Jane Doe', ...(await pickAddress('123 main st springfield il')) }),
    );
    const eve = await signUpUser('eve@example.com');
    await giveReturnAddress(eve);
    actAs(eve, '/contacts');
    await expect(listContacts(eve.id, listId, {})).rejects.toThrow('List not found');
    expect((await listLists(eve.id)).rows).toEqual([]);
    expect(await importContactsAction(csv(listId, BOB))).toEqual({ ok: false, error: 'List not found' });
    expect(await addContactAction({ listId, name: 'Eve', ...(await pickAddress('5 oak rd springfield il')) })).toEqual({
      ok: false,
      error: 'List not found',
    });
    expect(await updateContactAction({ contactId, name: 'Eve' })).toEqual({ ok: false, error: 'Contact not found' });
    expect(await deleteContactAction({ contactId })).toEqual({ ok: false, error: 'Contact not found' });
    expect(await deleteListAction({ listId })).toEqual({ ok: false, error: 'List not found' });
    const eveCampaign = await createTemplate(eve).then(async (tid) => {
      const r = ok(
        await createCampaignAction({
          name: 'Eve',
          templateId: tid,
          type: 'single',
          demographics: 'all',
          neighbor_count: 10,
          include_condo: false,
        }),
      );
      return r.id;
    });
    expect(await quoteListSendAction({ listId, campaignId: eveCampaign })).toEqual({
      ok: false,
      error: 'List not found',
    });
    expect(await keptCount(listId)).toBe(1);
  });
});

describe('Send to a list', () => {
  it('quotes on the server and places one pending order per contact, once for a confirmation', async () => {
    const listId = await newList();
    ok(await importContactsAction(csv(listId, JANE, BOB)));
    const campaignId = await campaign();
    const quote = ok(await quoteListSendAction({ listId, campaignId }));
    expect(quote).toMatchObject({
      count: 2,
      recentCount: 0,
      totalCents: 250,
      price: { totalCents: 125 },
      payment: { balanceCents: 0, shortfallCents: 250 },
      paymentAll: null,
      returnAddress: null,
    });
    const confirm = { listId, campaignId, token: quote.token };
    const [first, second] = await Promise.all([sendToListAction(confirm), sendToListAction(confirm)]);
    expect(ok(first).created).toBe(2);
    expect(ok(second)).toEqual(ok(first));
    expect(ok(await sendToListAction(confirm)).orderIds).toEqual(ok(first).orderIds);
    // The same token for another list is not this confirmation.
    const otherList = await newList('Other');
    expect(await sendToListAction({ ...confirm, listId: otherList })).toEqual({
      ok: false,
      error: 'This confirmation has expired. Check the send again.',
    });
    const placed = await getDb().select().from(orders).where(eq(orders.campaign_id, campaignId));
    expect(placed).toHaveLength(2);
    expect(placed.every((o) => o.status === 'pending' && o.cost === 125)).toBe(true);
    const people = await getDb().select().from(recipients).where(eq(recipients.campaign_id, campaignId));
    expect(people.map((r) => r.address.formatted_address).sort()).toEqual([
      '1 Beacon St, Boston, MA 02108',
      '123 Main St, Springfield, IL 62704',
    ]);

    // Paid one charge per order through the pipeline.
    await fund(ada, 1_000);
    await runPipeline();
    const after = await getDb().select().from(orders).where(eq(orders.campaign_id, campaignId));
    expect(after.every((o) => o.charge_count === 1)).toBe(true);
  });

  it('posts the choose step: the list and the campaign asked for beside their fields, then the quote', async () => {
    const listId = await newList();
    ok(await importContactsAction(csv(listId, JANE)));
    const campaignId = await campaign();
    const post = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.set(key, value);
      return quoteListSendFormAction({ status: 'idle' }, data);
    };
    expect(await post({ listId: '', campaignId: '' })).toMatchObject({
      status: 'error',
      fieldErrors: {
        listId: ['Choose the list to send to.'],
        campaignId: ['Choose the campaign to send these postcards on.'],
      },
    });
    expect(await post({ listId, campaignId })).toMatchObject({
      status: 'success',
      data: { count: 1, list: { id: listId }, campaign: { id: campaignId } },
    });
  });

  it('sends on a date: refuses a day out of range with its message, then places orders that wait as scheduled', async () => {
    const listId = await newList();
    ok(await importContactsAction(csv(listId, JANE, BOB)));
    const campaignId = await campaign();
    const quote = ok(await quoteListSendAction({ listId, campaignId }));
    expect(quote.today).toBe(utcDay(new Date()));
    const confirm = { listId, campaignId, token: quote.token };
    expect(await sendToListAction({ ...confirm, sendDate: addDays(quote.today, -1) })).toEqual({
      ok: false,
      error: SEND_DATE_MESSAGES.past,
    });
    expect(await sendToListAction({ ...confirm, sendDate: 'next week' })).toEqual({
      ok: false,
      error: SEND_DATE_MESSAGES.invalid,
    });
    expect(await getDb().select().from(orders)).toEqual([]);

    const sendDate = addDays(quote.today, 5);
    const sent = ok(await sendToListAction({ ...confirm, sendDate }));
    expect([sent.created, sent.sendDate]).toEqual([2, sendDate]);
    await fund(ada, 1_000);
    await runPipeline();
    const placed = await getDb().select().from(orders).where(eq(orders.campaign_id, campaignId));
    expect(placed.map((o) => [o.status, o.send_date, o.charge_count])).toEqual(
      Array(2).fill(['scheduled', sendDate, 1]),
    );
  });

  it('skips contacts this campaign mailed recently unless sent anyway', async () => {
    const listId = await newList();
    ok(await importContactsAction(csv(listId, JANE, BOB)));
    const campaignId = await campaign();
    const [jane] = await getDb().select().from(contacts).where(eq(contacts.name, 'Jane Doe'));
    await getDb().transaction((tx) =>
      placeOrder(tx, ada.id, {
        source: 'app',
        campaignId,
        recipientName: 'Jane Doe',
        address: jane.address,
        customValues: {},
      }),
    );
    const quote = ok(await quoteListSendAction({ listId, campaignId }));
    expect(quote).toMatchObject({
      count: 2,
      recentCount: 1,
      payment: { shortfallCents: 125 },
      paymentAll: { shortfallCents: 250 },
    });
    expect(ok(await sendToListAction({ listId, campaignId, token: quote.token }))).toMatchObject({
      created: 1,
      skippedRecent: 1,
    });
    const again = ok(await quoteListSendAction({ listId, campaignId }));
    expect(again.recentCount).toBe(2);
    expect(await sendToListAction({ listId, campaignId, token: again.token })).toEqual({
      ok: false,
      error:
        'Every contact of this list was mailed on this campaign in the last 90 days and is skipped. Choose "Send to them anyway" to mail them again.',
    });
    expect(ok(await sendToListAction({ listId, campaignId, token: again.token, recent: 'send' })).created).toBe(2);
  });

  it('asks for the return address and refuses to place without it; refuses an empty list', async () => {
    const listId = await newList();
    const campaignId = await campaign();
    expect(await quoteListSendAction({ listId, campaignId })).toEqual({
      ok: false,
      error: 'This list has no contacts to send to.',
    });
    ok(await importContactsAction(csv(listId, JANE)));
    await getDb().update(profiles).set({ return_address_line1: null }).where(eq(profiles.id, ada.id));
    const quote = ok(await quoteListSendAction({ listId, campaignId }));
    expect(quote.returnAddress).not.toBeNull();
    expect(await sendToListAction({ listId, campaignId, token: quote.token })).toEqual({
      ok: false,
      error:
        'Add your return address before sending: it is printed as the sender on every postcard. It is kept in Profile.',
    });
    expect(await getDb().select().from(orders)).toEqual([]);
    expect(await sendToListAction({ listId, campaignId, token: 'not-a-token' })).toEqual({
      ok: false,
      error: 'This confirmation has expired. Check the send again.',
    });
  });
});

describe('Failures and the user role', () => {
  it('leaves nothing half-written when the store fails mid-send, and the same token then places the list', async () => {
    const listId = await newList();
    ok(await importContactsAction(csv(listId, JANE, BOB)));
    const campaignId = await campaign();
    const quote = ok(await quoteListSendAction({ listId, campaignId }));
    const restore = await failInsertsInto('orders_table');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await sendToListAction({ listId, campaignId, token: quote.token })).toEqual({
      ok: false,
      error: 'Failed to send to the list',
    });
    vi.restoreAllMocks();
    await restore();
    expect(await getDb().select().from(recipients)).toEqual([]);
    expect(await getDb().select().from(listSends)).toEqual([]);
    expect(ok(await sendToListAction({ listId, campaignId, token: quote.token })).created).toBe(2);
  });

  it('lets the user role read its own lists and contacts but write none', async () => {
    const listId = await newList();
    ok(await importContactsAction(csv(listId, JANE)));
    const seen = await withUserScope(ada.id, (tx) => tx.select().from(contacts));
    expect(seen).toHaveLength(1);
    expect(
      await sqlStateAsUser(ada.id, (tx) => tx.insert(contactLists).values({ user_id: ada.id, name: 'Mine' })),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await sqlStateAsUser(ada.id, (tx) => tx.delete(contacts).where(eq(contacts.list_id, listId)))).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    const eve = await signUpUser('eve@example.com');
    expect(await withUserScope(eve.id, (tx) => tx.select().from(contacts))).toEqual([]);
  });
});

describe('Bounds', () => {
  it('refuses to send a list longer than 10,000 contacts', async () => {
    const listId = await newList();
    await getDb().execute(sql`
      insert into contacts (list_id, user_id, name, address, address_key, search_text)
      select ${listId}, ${ada.id}, 'Contact ' || g, jsonb_build_object('street_number', g::text, 'route', 'Main St',
        'locality', 'Springfield', 'administrative_area_level_1', 'IL', 'postal_code', '62701',
        'formatted_address', g || ' Main St, Springfield, IL 62701'), g || ' main st 62701', 'contact ' || g
      from generate_series(1, 10001) g`);
    expect(await keptCount(listId)).toBe(10_001);
    const campaignId = await campaign();
    const tooLong = 'A send can go to at most 10,000 contacts. Split the list and send it in parts.';
    expect(await quoteListSendAction({ listId, campaignId })).toEqual({ ok: false, error: tooLong });
    expect(await sendToListAction({ listId, campaignId, token: crypto.randomUUID() })).toEqual({
      ok: false,
      error: tooLong,
    });
    expect(await getDb().select().from(orders)).toEqual([]);
  });
});

describe('Save an audience as a list', () => {
  it('saves a campaign’s responders and non-responders as lists', async () => {
    const campaignId = await campaign('example.com/spring');
    const place = (name: string, street: string, number: string) =>
      getDb().transaction((tx) =>
        placeOrder(tx, ada.id, {
          source: 'app',
          campaignId,
          recipientName: name,
          address: springfield(street, number),
          customValues: {},
        }),
      );
    const jane = await place('Jane Doe', 'Main St', '1');
    await place('John Roe', 'Oak St', '3');
    await fund(ada, 1_000);
    await runPipeline();
    const [link] = await getDb().select().from(trackingUrls).where(eq(trackingUrls.order_id, jane.orderId));
    await queueScans({ tracking_url_id: link.id, user_id: ada.id, scans: 1 });
    await foldScans();

    const responders = ok(await saveAudienceAsListAction({ campaignId, audience: 'responders' }));
    expect([responders.name, responders.contactCount]).toEqual(['Responders of Open house', 1]);
    // The suggested name may be changed; a name the list rules refuse saves nothing.
    expect(await saveAudienceAsListAction({ campaignId, audience: 'non_responders', name: ' ' })).toEqual({
      ok: false,
      error: 'List name is required',
    });
    const others = ok(
      await saveAudienceAsListAction({ campaignId, audience: 'non_responders', name: ' Call them again ' }),
    );
    expect([others.name, others.contactCount]).toEqual(['Call them again', 1]);
    const saved = await getDb().select().from(contacts).where(eq(contacts.list_id, responders.id));
    expect(saved.map((c) => [c.name, c.address_key])).toEqual([['Jane Doe', '1 main st 62701']]);
    expect(await keptCount(others.id)).toBe(1);
  });

  it('saves nothing and says why when there is nobody', async () => {
    const campaignId = await campaign();
    expect(await saveAudienceAsListAction({ campaignId, audience: 'responders' })).toEqual({
      ok: false,
      error:
        'Nobody to follow up: this campaign has no response URL, so its postcards carry no QR code and no response is recorded.',
    });
    expect(await getDb().select().from(contactLists)).toEqual([]);
  });
});
