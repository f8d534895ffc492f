import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  copyContactsAction,
  copyTargetsAction,
  createListAction,
  deleteContactsAction,
  importContactsAction,
} from '@/actions/contacts';
import { guessColumnMapping, parseRecipientsCsv } from '@/lib/bulk/parse-recipients-csv';
import { listContacts } from '@/lib/contacts/list-contacts';
import { getDb } from '@/lib/db/client';
import { contactLists, contacts } from '@/lib/db/schema';
import { actAs, signUpUser, type TestUser } from '../support/users';

let ada: TestUser;
const ok = <T>(result: { ok: true; data: T } | { ok: false; error: string }): T => {
  if (!result.ok) throw new Error(result.error);
  return result.data;
};

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  actAs(ada, '/contacts');
});

async function listOf(name: string, lines: string[]) {
  const listId = ok(await createListAction({ name })).id;
  if (!lines.length) return listId;
  const parsed = parseRecipientsCsv(['Name,Address,City,State,ZIP', ...lines].join('\n'));
  if (!parsed.ok) throw new Error(parsed.error);
  ok(await importContactsAction({ listId, rows: parsed.rows, mapping: guessColumnMapping(parsed.headers, []) }));
  return listId;
}

const PEOPLE = [
  'carl Poe,1 Beacon St,Boston,MA,02108',
  'Ann Lee,5 Oak Rd,Springfield,IL,62701',
  'Bob Roe,9 Elm St,Albany,NY,12207',
];
const names = async (listId: string, options: Parameters<typeof listContacts>[2]) =>
  (await listContacts(ada.id, listId, options)).rows.map((c) => c.name);
const keptCount = async (listId: string) =>
  (await getDb().select().from(contactLists).where(eq(contactLists.id, listId)))[0].contact_count;

describe('A list you can work in', () => {
  it('sorts by name (any case) or city, A to Z, page by page by cursor; by date added newest first', async () => {
    const listId = await listOf('Clients', PEOPLE);
    expect(await names(listId, { sort: 'name' })).toEqual(['Ann Lee', 'Bob Roe', 'carl Poe']);
    expect(await names(listId, { sort: 'city' })).toEqual(['Bob Roe', 'carl Poe', 'Ann Lee']);
    expect((await names(listId, { sort: 'added' })).sort()).toEqual(['Ann Lee', 'Bob Roe', 'carl Poe']);
    const first = await listContacts(ada.id, listId, { sort: 'name', size: 2 });
    expect(first.pageCount).toBe(2);
    const second = await listContacts(ada.id, listId, { sort: 'name', size: 2, page: 2, after: first.lastId! });
    expect(second.rows.map((c) => c.name)).toEqual(['carl Poe']);
  });

  it('deletes the contacts selected, or all matching a search, and nothing of another list', async () => {
    const listId = await listOf('Clients', PEOPLE);
    const other = await listOf('Others', [PEOPLE[0]]);
    const page = await listContacts(ada.id, listId, { sort: 'name' });
    const [ann] = page.rows;
    const [otherContact] = (await listContacts(ada.id, other, {})).rows;
    expect(ok(await deleteContactsAction({ listId, selection: { ids: [ann.id, otherContact.id] } }))).toEqual({
      deleted: 1,
    });
    expect(await keptCount(other)).toBe(1);
    expect(await deleteContactsAction({ listId, selection: { ids: [] } })).toEqual({
      ok: false,
      error: 'Select at least one contact.',
    });
    expect(ok(await deleteContactsAction({ listId, selection: { all: true, search: 'beacon' } }))).toEqual({
      deleted: 1,
    });
    expect(await names(listId, {})).toEqual(['Bob Roe']);
    expect(await keptCount(listId)).toBe(1);
    // A search too short to run is none: all of the list.
    expect(ok(await deleteContactsAction({ listId, selection: { all: true, search: 'bo' } }))).toEqual({ deleted: 1 });
    expect(await keptCount(listId)).toBe(0);
  });

  it('copies the selected contacts to another list, with their values, leaving those it has', async () => {
    const listId = await listOf('Clients', PEOPLE);
    await getDb()
      .update(contacts)
      .set({ custom_values: { first_name: 'Ann' } })
      .where(eq(contacts.name, 'Ann Lee'));
    const target = await listOf('Open house', [PEOPLE[0]]);
    expect(ok(await copyTargetsAction({ listId })).map((l) => l.name)).toEqual(['Open house']);
    expect(
      ok(await copyContactsAction({ listId, targetListId: target, selection: { all: true, search: '' } })),
    ).toEqual({ copied: 2, alreadyThere: 1, target: 'Open house' });
    expect(await keptCount(target)).toBe(3);
    const copied = await getDb().select().from(contacts).where(eq(contacts.list_id, target));
    expect(copied.find((c) => c.name === 'Ann Lee')?.custom_values).toEqual({ first_name: 'Ann' });
    expect(await copyContactsAction({ listId, targetListId: listId, selection: { all: true, search: '' } })).toEqual({
      ok: false,
      error: 'Choose another list to copy to.',
    });
    const eve = await signUpUser('eve@example.com');
    const eveList = await (async () => {
      actAs(eve, '/contacts');
      return ok(await createListAction({ name: 'Eve' })).id;
    })();
    actAs(ada, '/contacts');
    expect(await copyContactsAction({ listId, targetListId: eveList, selection: { all: true, search: '' } })).toEqual({
      ok: false,
      error: 'List not found',
    });
    expect(await keptCount(eveList)).toBe(0);
  });
});
