import 'server-only';
import { and, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { getDb, type Queryable } from '@/lib/db/client';
import { readKeysetPage, type KeysetPage, type PageRequest } from '@/lib/db/keyset-page';
import { withUserScope } from '@/lib/db/scoped';
import { contacts, type ValidatedAddress } from '@/lib/db/schema';
import { CONTACTS_PAGE_SIZE, MIN_SEARCH_LENGTH, type ContactSort } from '@/lib/validation/contacts-messages';
import { getList, type ContactList } from './get-list';

export type ContactRow = {
  id: string;
  name: string;
  address: ValidatedAddress;
  address2: string | null;
  customValues: Record<string, string>;
  createdAt: Date;
};

export type ContactPage = {
  list: ContactList;
  rows: ContactRow[];
  /** The list's kept count, or the search's matches. */
  total: number;
  page: number;
  pageCount: number;
  firstId: string | null;
  lastId: string | null;
  typedPageCut: number | null;
  /** The search as applied: '' when there was none or it was too short to run. */
  search: string;
  sort: ContactSort;
};

// Each order has its index (list_id, key, id): contacts_list_created_idx, contacts_list_name_idx,
// contacts_list_city_idx (decision 049). Names and cities A to Z, ignoring case; newest first.
const ORDERS = {
  added: { column: contacts.created_at, descending: true },
  name: { column: contacts.name_key, descending: false },
  city: { column: contacts.city_key, descending: false },
} as const;

// LIKE's own wildcards in the search text match themselves.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of a list's contacts, newest first (or by name or city), read by cursor through its index
 * (lib/db/keyset-page.ts): a deep page does not read the pages before it. Without a search the
 * total is the list's kept count; a search (name or address, any case, anywhere in it) goes
 * through the trigram index and counts its matches. "List not found" for another user's list.
 */
export async function listContacts(
  userId: string,
  listId: string,
  {
    search = '',
    size = CONTACTS_PAGE_SIZE,
    sort = 'added',
    ...request
  }: { search?: string; size?: number; sort?: ContactSort } & Partial<PageRequest>,
): Promise<ContactPage> {
  const list = await withUserScope(userId, (tx) => getList(tx, userId, listId));
  const text = search.trim().toLowerCase();
  const applied = text.length >= MIN_SEARCH_LENGTH ? text : '';
  const matches: SQL | undefined = applied ? ilike(contacts.search_text, `%${escapeLike(applied)}%`) : undefined;
  const where = and(eq(contacts.list_id, list.id), eq(contacts.user_id, userId), matches);
  const keyset = {
    table: contacts,
    id: contacts.id,
    userColumn: contacts.user_id,
    sort: ORDERS[sort].column,
    descending: ORDERS[sort].descending,
    where,
    size,
  };
  const read = (db: Queryable, total: number) =>
    readKeysetPage<string>(db, userId, { ...keyset, total }, { ...request, page: request.page ?? 1 });
  // A search finds its ids on the owner connection, filtered by user_id explicitly: under
  // row-level security ILIKE (not leakproof) may not use the trigram index (as listTrackingUrls).
  const total = matches
    ? (await getDb().select({ total: count() }).from(contacts).where(where))[0].total
    : list.contactCount;
  const found = await read(getDb(), total);
  const rows = await withUserScope(userId, (tx) => rowsOf(tx, userId, found));
  return {
    list,
    rows,
    total,
    page: found.page,
    pageCount: found.pageCount,
    firstId: found.firstId,
    lastId: found.lastId,
    typedPageCut: found.typedPageCut,
    search: applied,
    sort,
  };
}

/** The page's rows, in the page's order, read in the user's scope. */
async function rowsOf(tx: Queryable, userId: string, found: KeysetPage<string>): Promise<ContactRow[]> {
  if (!found.ids.length) return [];
  const rows = await tx
    .select({
      id: contacts.id,
      name: contacts.name,
      address: contacts.address,
      address2: contacts.address_2,
      customValues: contacts.custom_values,
      createdAt: contacts.created_at,
    })
    .from(contacts)
    .where(and(eq(contacts.user_id, userId), inArray(contacts.id, found.ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return found.ids.flatMap((id) => byId.get(id) ?? []);
}
