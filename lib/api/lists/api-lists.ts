import 'server-only';
import { createHash } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ColumnMapping } from '@/lib/bulk/parse-recipients-csv';
import { createList } from '@/lib/contacts/create-list';
import { deleteList } from '@/lib/contacts/delete-list';
import { getList, type ContactList } from '@/lib/contacts/get-list';
import { importContacts } from '@/lib/contacts/import-contacts';
import type { Tx } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { contactLists, contacts } from '@/lib/db/schema';
import { sendToList } from '@/lib/contacts/send-to-list';
import { programCost } from '@/lib/follow-ups/program-cost';
import { centsToNumeric } from '@/lib/money/cents';
import { loadSendContext } from '@/lib/orders/load-send-context';
import { checkSendDate } from '@/lib/orders/send-date';
import { sendDateToday } from '@/lib/orders/send-date-today';
import { validationError } from '../errors';
import { sendProgramJson } from '../follow-ups/program-json';
import type {
  ContactListQuerySchema,
  ContactPageSchema,
  ImportContactsSchema,
  ImportReportSchema,
  ListListQuerySchema,
  ListListSchema,
  ListSchema,
  ListSendResultSchema,
  SendListSchema,
} from '../schemas/lists';
import { asApiErrors } from './list-api-errors';

const listJson = (list: ContactList): z.output<typeof ListSchema> => ({
  id: list.id,
  name: list.name,
  contact_count: list.contactCount,
  created_at: list.createdAt.toISOString(),
});

export async function createApiList(userId: string, name: string) {
  return listJson(await createList(userId, name));
}

/**
 * One page and one row more, newest first, after the cursor row (sort, id) of the same user: the
 * row more tells whether there is a next page without counting. A cursor that is not one of the
 * caller's rows (another user's, or deleted since) answers an empty page with no next_cursor.
 */
async function pageAfter<T extends { id: string }>(
  userId: string,
  table: typeof contactLists | typeof contacts,
  where: SQL,
  after: string | undefined,
  size: number,
  select: (tx: Tx, where: SQL) => Promise<T[]>,
) {
  const beyond = after
    ? sql`(${table.created_at}, ${table.id}) < (select c.created_at, c.id from ${table} c where c.id = ${after} and c.user_id = ${userId})`
    : undefined;
  const rows = await withUserScope(userId, (tx) => select(tx, and(where, beyond)!));
  const more = rows.length > size;
  const data = rows.slice(0, size);
  return { data, next_cursor: more ? data[data.length - 1].id : null };
}

/** One page of the caller's lists, newest first, by cursor (contact_lists_user_created_idx). */
export async function listApiLists(
  userId: string,
  query: z.output<typeof ListListQuerySchema>,
): Promise<z.output<typeof ListListSchema>> {
  const page = await pageAfter(
    userId,
    contactLists,
    eq(contactLists.user_id, userId),
    query.after,
    query.page_size,
    (tx, where) =>
      tx
        .select({
          id: contactLists.id,
          name: contactLists.name,
          contactCount: contactLists.contact_count,
          createdAt: contactLists.created_at,
        })
        .from(contactLists)
        .where(where)
        .orderBy(desc(contactLists.created_at), desc(contactLists.id))
        .limit(query.page_size + 1),
  );
  return { data: page.data.map(listJson), next_cursor: page.next_cursor };
}

export async function deleteApiList(userId: string, listId: string) {
  await asApiErrors(() => deleteList(userId, listId));
}

/** The API's contacts as rows of the Bulk Send checks: name, address, city, state, ZIP. */
const ROW_MAPPING: ColumnMapping = { fields: { name: 0, address_1: 1, city: 2, state: 3, zip: 4 }, customValues: {} };

export async function importApiContacts(
  userId: string,
  listId: string,
  input: z.output<typeof ImportContactsSchema>,
): Promise<z.output<typeof ImportReportSchema>> {
  const ids = [...new Set(input.contacts.flatMap((c) => Object.keys(c.custom_values ?? {})))];
  const mapping: ColumnMapping = {
    ...ROW_MAPPING,
    customValues: Object.fromEntries(ids.map((id, i) => [id, 5 + i])),
  };
  const rows = input.contacts.map((c) => [
    c.name ?? '',
    c.address_1 ?? '',
    c.city ?? '',
    c.state ?? '',
    c.zip ?? '',
    ...ids.map((id) => c.custom_values?.[id] ?? ''),
  ]);
  const { added, duplicates, invalid, repeated } = await asApiErrors(() =>
    importContacts(userId, listId, { rows, mapping, address2: input.contacts.map((c) => c.address_2) }),
  );
  return {
    added,
    duplicates,
    invalid,
    repeated: repeated.map((row) => ({ index: row.index, first_index: row.firstIndex })),
  };
}

/** One page of a list's contacts, newest first, by cursor. */
export async function listApiContacts(
  userId: string,
  listId: string,
  query: z.output<typeof ContactListQuerySchema>,
): Promise<z.output<typeof ContactPageSchema>> {
  const list = await asApiErrors(() => withUserScope(userId, (tx) => getList(tx, userId, listId)));
  const where = and(eq(contacts.list_id, list.id), eq(contacts.user_id, userId))!;
  const page = await pageAfter(userId, contacts, where, query.after, query.page_size, (tx, where) =>
    tx
      .select({
        id: contacts.id,
        name: contacts.name,
        address: contacts.address,
        address2: contacts.address_2,
        customValues: contacts.custom_values,
        createdAt: contacts.created_at,
      })
      .from(contacts)
      .where(where)
      .orderBy(desc(contacts.created_at), desc(contacts.id))
      .limit(query.page_size + 1),
  );
  return {
    data: page.data.map((c) => ({
      id: c.id,
      name: c.name,
      address: {
        address_1: `${c.address.street_number} ${c.address.route}`,
        address_2: c.address2,
        city: c.address.locality,
        state: c.address.administrative_area_level_1,
        zip: c.address.postal_code,
        formatted: c.address.formatted_address,
      },
      custom_values: c.customValues,
      created_at: c.createdAt.toISOString(),
    })),
    total: list.contactCount,
    next_cursor: page.next_cursor,
  };
}

/**
 * The confirmation token of an API send: from the caller's Idempotency-Key, the same key gives
 * the same token (a retry places nothing again); without one, every call is a send of its own.
 */
function tokenOf(userId: string, idempotencyKey: string | null): string | undefined {
  if (!idempotencyKey) return undefined;
  const hex = createHash('sha256').update(`list-send:${userId}:${idempotencyKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * POST /api/v1/lists/{id}/send: the list's send as the app's Send to a list places it, and what
 * the campaign's follow-up steps may still mail and charge after its cards, priced as the app's
 * dialog prices it (programCost, decision 044). A replayed Idempotency-Key answers the same send.
 */
export async function sendApiList(
  userId: string,
  listId: string,
  input: z.output<typeof SendListSchema>,
  idempotencyKey: string | null,
): Promise<z.output<typeof ListSendResultSchema>> {
  const today = await sendDateToday();
  const checked = checkSendDate(input.send_date, today);
  if (!checked.ok) throw validationError({ send_date: checked.message });
  const token = tokenOf(userId, idempotencyKey) ?? crypto.randomUUID();
  const result = await asApiErrors(() =>
    sendToList(userId, {
      listId,
      campaignId: input.campaign_id,
      token,
      recent: input.recent,
      sendDate: checked.sendDate,
      source: 'api',
    }),
  );
  const totalCents = result.created * result.unitCents;
  const program = await asApiErrors(() =>
    withUserScope(userId, async (tx) =>
      programCost(tx, userId, (await loadSendContext(tx, userId, input.campaign_id)).campaign),
    ),
  );
  return {
    send_id: result.sendId,
    orders: result.orderIds.map((id) => ({ id, status: 'pending' as const })),
    count: result.created,
    skipped_recent: result.skippedRecent,
    total: centsToNumeric(totalCents),
    total_cents: totalCents,
    send_date: result.sendDate,
    follow_up_program: sendProgramJson(program, {
      cards: result.created,
      startDay: result.sendDate ?? today,
      today,
      sendCents: totalCents,
    }),
  };
}
