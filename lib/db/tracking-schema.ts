import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { campaigns, recipients } from './campaign-schema';
import { orders } from './order-schema';
import { phoneNumbers } from './phone-schema';

// ─── Tracking ───────────────────────────────────────────────────────────────

export const trackingUrls = pgTable(
  'tracking_urls',
  {
    id: varchar('id', { length: 12 }).primaryKey(),
    name: text('name').notNull(),
    target_url: text('target_url').notNull(),
    user_id: uuid('user_id').notNull(),
    created_at: createdAt(),
    // A postcard's own link (one per order of a campaign with a response URL); null for the
    // links a user makes on the Tracking page. Set null, not deleted, with its order: the card is
    // printed and its link must keep working.
    campaign_id: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    order_id: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    recipient_id: uuid('recipient_id').references(() => recipients.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('tracking_urls_order_key').on(t.order_id),
    index('tracking_urls_campaign_idx').on(t.campaign_id),
    // The QR table by creation date, id breaking ties as the query does, read in either direction.
    // The postcard links are read from this one (a user's own links, the few to skip); the user's
    // own links from the partial one, so a campaign of 10,000 cards is not read through to find
    // a user's three links. The sort by views reads tracking_url_counts.
    index('tracking_urls_user_created_id_idx').on(t.user_id, t.created_at, t.id),
    index('tracking_urls_own_created_id_idx')
      .on(t.user_id, t.created_at, t.id)
      .where(sql`${t.campaign_id} is null`),
    check('tracking_urls_id_check', sql`${t.id} ~ '^[a-z0-9]{12}$'`),
  ],
);

/**
 * Each link's scan counters, apart from the link (migration 0034, decision 039): the fold updates
 * thousands of these a second, and in tracking_urls each update was a new version of a wide row in
 * all nine of its indexes (two of them trigram GIN). Here a row is narrow and has the three indexes
 * the reads need. One row per link, made with it (a trigger on tracking_urls) and deleted with it;
 * user_id, campaign_id and recipient_id are the link's (a trigger keeps them when the link's change).
 * Read by joining on tracking_url_id = tracking_urls.id.
 */
export const trackingUrlCounts = pgTable(
  'tracking_url_counts',
  {
    tracking_url_id: varchar('tracking_url_id', { length: 12 })
      .primaryKey()
      .references(() => trackingUrls.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    campaign_id: uuid('campaign_id'),
    // The link's recipient, kept here (migration 0042) so that counting a first response for its
    // household reads no other table.
    recipient_id: uuid('recipient_id'),
    access_count: integer('access_count').notNull().default(0),
    // The first counted scan: a postcard link's "first response".
    first_accessed: timestamp('first_accessed', { withTimezone: true }),
    last_accessed: timestamp('last_accessed', { withTimezone: true }),
  },
  (t) => [
    // The QR table by views, id breaking ties: the user's own links and the postcard links each
    // from their own partial index, so a fold of postcard scans touches only the postcards' one.
    index('tracking_url_counts_own_views_idx')
      .on(t.user_id, t.access_count, t.tracking_url_id)
      .where(sql`${t.campaign_id} is null`),
    index('tracking_url_counts_postcard_views_idx')
      .on(t.user_id, t.access_count, t.tracking_url_id)
      .where(sql`${t.campaign_id} is not null`),
    // A campaign's responders, newest first response first (lib/campaigns/list-responders.ts).
    index('tracking_url_counts_campaign_response_idx')
      .on(t.campaign_id, t.first_accessed, t.tracking_url_id)
      .where(sql`${t.first_accessed} is not null`),
  ],
);

/**
 * Scans counted before release 0042, one row per link, as the processes of earlier releases
 * wrote them: still folded with the batches below, so that the scans an old process writes
 * between a deploy's migration and its stop are counted. Nothing of this release writes here; a
 * later release drops it (decision 053).
 */
export const trackingUrlScans = pgTable('tracking_url_scans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  // No foreign key (migration 0034, decision 039): its check locked the link's row for every scan
  // written, and a scan of a link deleted a moment before failed the whole batch. The fold counts
  // only scans of links that still exist and drops the others.
  tracking_url_id: varchar('tracking_url_id', { length: 12 }).notNull(),
  user_id: uuid('user_id').notNull(),
  scanned_at: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  scans: integer('scans').notNull().default(1),
});

/**
 * Counted QR scans not yet folded, as the redirect writes them after it answered (the front's
 * scan batch, scripts/front/scan-batch.mjs; migration 0042): one row per write, the links, their
 * owners and their counts side by side. A row per link (tracking_url_scans) cost PostgreSQL an
 * insert, a row lock and a delete per link, an eighth of its work per spread scan
 * (bench:redirect). The fold (lib/tracking/fold-scans.ts) adds them to tracking_url_counts and
 * to the day counts below and deletes them, in one statement: each scan is counted exactly once
 * and the table only holds the last moments' scans. A link id with no link (deleted a moment
 * before) is dropped by the fold.
 */
export const trackingUrlScanBatches = pgTable(
  'tracking_url_scan_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tracking_url_ids: varchar('tracking_url_ids', { length: 12 }).array().notNull(),
    user_ids: uuid('user_ids').array().notNull(),
    scans: integer('scans').array().notNull(),
    scanned_at: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Unnested side by side: arrays of one length, every count a scan or more.
    check(
      'tracking_url_scan_batches_shape_check',
      sql`cardinality(${t.tracking_url_ids}) = cardinality(${t.user_ids}) and cardinality(${t.user_ids}) = cardinality(${t.scans}) and 0 < all(${t.scans})`,
    ),
  ],
);

/**
 * Folded scans per link and UTC day (migration 0026): the chart of one link reads at most 30 rows.
 * Kept by the fold; the triggers of 0026 add each change to account_scan_days and campaign_days.
 */
export const trackingUrlDays = pgTable(
  'tracking_url_days',
  {
    // No foreign key, for the fold's speed: migration 0026's trigger deletes a link's days with it.
    tracking_url_id: varchar('tracking_url_id', { length: 12 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    user_id: uuid('user_id').notNull(),
    // The link's campaign as the fold last wrote the row (migration 0042): the triggers add the
    // day to the campaign's without looking the link up. A trigger keeps it when the link's changes.
    campaign_id: uuid('campaign_id'),
    scans: integer('scans').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tracking_url_id, t.day] })],
);

/** Folded scans of all a user's links per UTC day: the chart of all links reads at most 30 rows. */
export const accountScanDays = pgTable(
  'account_scan_days',
  {
    user_id: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    scans: bigint('scans', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.day] })],
);

/** One row per forwarded call, keyed by Twilio's CallSid: a retried webhook counts nothing twice. */
export const phoneCalls = pgTable(
  'phone_calls',
  {
    call_sid: text('call_sid').primaryKey(),
    phone_number_id: uuid('phone_number_id')
      .notNull()
      .references(() => phoneNumbers.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    from_number: text('from_number'),
    called_at: timestamp('called_at', { withTimezone: true }).notNull().defaultNow(),
    // The campaign whose tracking number was called, fixed when the call is counted.
    campaign_id: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('phone_calls_user_time_idx').on(t.user_id, t.called_at),
    index('phone_calls_campaign_time_idx').on(t.campaign_id, t.called_at),
    // A number's latest call (the hook payload's last_caller and campaign).
    index('phone_calls_number_time_idx').on(t.phone_number_id, t.called_at),
  ],
);
