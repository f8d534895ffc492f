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
  },
  (t) => [
    uniqueIndex('contacts_list_address_key').on(t.list_id, t.address_key),
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
