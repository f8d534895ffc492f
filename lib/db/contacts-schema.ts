import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { campaigns, type ValidatedAddress } from './campaign-schema';

// ─── Contacts and lists (docs/decisions/036) ────────────────────────────────

/**
 * A user's named list of contacts. `contact_count` is kept by statement-level triggers on
 * contacts (migration 0031) in the same transaction as the rows it counts, so the Contacts page
 * and GET /api/v1/lists read one row per list however many contacts it holds.
 */
export const contactLists = pgTable(
  'contact_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull(),
    name: text('name').notNull(),
    contact_count: integer('contact_count').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    index('contact_lists_user_created_idx').on(t.user_id, t.created_at, t.id),
    check('contact_lists_count_check', sql`${t.contact_count} >= 0`),
  ],
);

/**
 * One person of a list, at the address the maps service validated when they were added (so a
 * send needs no second lookup). Unique within its list by `address_key` (lib/orders/address-key.ts).
 * `search_text` is the name and the address in lower case, searched through a trigram index.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    list_id: uuid('list_id')
      .notNull()
      .references(() => contactLists.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    name: text('name').notNull(),
    address: jsonb('address').$type<ValidatedAddress>().notNull(),
    /** Apartment, suite or unit as given; kept with the contact. */
    address_2: text('address_2'),
    address_key: text('address_key').notNull(),
    custom_values: jsonb('custom_values').$type<Record<string, string>>().notNull().default({}),
    search_text: text('search_text').notNull(),
    created_at: createdAt(),
    // Sort keys of a list's page by name and by city (decision 049): stored columns, so the keyset
    // pager (which compares real columns) and the indexes below read them; written by Postgres,
    // so no insert path (CSV, API, 'Save as a list', copy) can forget them.
    name_key: text('name_key').generatedAlwaysAs(sql`lower(name)`),
    city_key: text('city_key').generatedAlwaysAs(sql`lower(address ->> 'locality')`),
  },
  (t) => [
    uniqueIndex('contacts_list_address_key').on(t.list_id, t.address_key),
    index('contacts_list_name_idx').on(t.list_id, t.name_key, t.id),
    index('contacts_list_city_idx').on(t.list_id, t.city_key, t.id),
    // "Which placeholders does no contact of this list fill" asks `custom_values ? key`.
    index('contacts_custom_values_idx').using('gin', t.custom_values),
    // The list's page, newest first (keyset: lib/db/keyset-page.ts), read backward: ascending
    // columns let the cursor's row comparison (created_at, id) < (…) be an index condition.
    index('contacts_list_created_idx').on(t.list_id, t.created_at, t.id),
    index('contacts_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

/**
 * One confirmed send to a list, by the token of its confirmation: written in the same
 * transaction as the orders it placed, so a double-click or a retried request with the same
 * token finds it and places nothing again. Server bookkeeping: closed to the authenticated role.
 */
export const listSends = pgTable(
  'list_sends',
  {
    token: uuid('token').primaryKey(),
    user_id: uuid('user_id').notNull(),
    list_id: uuid('list_id').notNull(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    result: jsonb('result')
      .$type<{
        created: number;
        skippedRecent: number;
        orderIds: string[];
        unitCents: number;
        sendDate?: string | null;
        // The send holding its orders (decision 043); a replay answers it.
        sendId?: string;
      }>()
      .notNull(),
    created_at: createdAt(),
  },
  (t) => [index('list_sends_user_created_idx').on(t.user_id, t.created_at)],
);

/** Column per field of the posted rows (Bulk Send's mapping), and line 2's column. */
export type ImportMapping = {
  fields: {
    name: number | null;
    address_1: number | null;
    city: number | null;
    state: number | null;
    zip: number | null;
  };
  customValues: Record<string, number | null>;
  address2: number | null;
};
/** A refused row: its place in the file (from 0), its cells as posted, and why. */
export type RejectedRow = { index: number; cells: string[]; message: string };
/** A row whose address an earlier row of the same file has. */
export type RepeatedRow = { index: number; firstIndex: number; name: string };

/**
 * What an import into a list left to do (decision 049): the rows it refused, each with its cells
 * (the mapped columns, as posted) and its reason, and the rows repeated inside the file. Kept
 * until the user dismisses it, so the list page can reopen it and its rows can be fixed and
 * imported later. Server bookkeeping (RLS on, no grant): read on the owner connection by user_id.
 */
export const importReports = pgTable(
  'import_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull(),
    list_id: uuid('list_id')
      .notNull()
      .references(() => contactLists.id, { onDelete: 'cascade' }),
    /** The posted columns' headers and how they map (Bulk Send's ColumnMapping, plus line 2). */
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    rejected: jsonb('rejected').$type<RejectedRow[]>().notNull(),
    repeated: jsonb('repeated').$type<RepeatedRow[]>().notNull(),
    added: integer('added').notNull(),
    already_in_list: integer('already_in_list').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('import_reports_list_created_idx').on(t.list_id, t.created_at)],
);
