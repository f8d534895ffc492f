import { bigint, date, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { money } from './columns';
import { campaigns } from './campaign-schema';

// ─── Values kept beside the rows they sum (docs/decisions/021) ──────────────

/**
 * Each user's balance, kept by statement-level triggers on transactions in the same transaction
 * as every row that changes it (migration 0011), so reading a balance is one row instead of a
 * sum over the whole ledger. The ledger stays the source of truth: every integration test and
 * `npm run ledger:check` compare the two. No row yet means 0.
 */
export const accountBalances = pgTable('account_balances', {
  user_id: uuid('user_id').primaryKey(),
  balance: money('balance').notNull().default(0),
});

/**
 * Per-user totals the pages show, kept by statement-level triggers (migration 0014) in the same
 * transaction as the rows they count: the transaction history's count, the Tracking page's
 * "Postcards Sent" and "QR Scans" cards and its number of tracking URLs. No row yet means 0.
 */
export const accountTotals = pgTable('account_totals', {
  user_id: uuid('user_id').primaryKey(),
  completed_transactions: integer('completed_transactions').notNull().default(0),
  // All orders (inserts and deletes only: a status change leaves it alone), and the completed ones.
  orders: integer('orders').notNull().default(0),
  postcards_sent: integer('postcards_sent').notNull().default(0),
  tracking_urls: integer('tracking_urls').notNull().default(0),
  // Of those, the postcard links (campaign_id set): the QR table lists them apart.
  postcard_links: integer('postcard_links').notNull().default(0),
  qr_scans: bigint('qr_scans', { mode: 'number' }).notNull().default(0),
});

/**
 * How many recipients each campaign has, and how many of them are neighbors, kept by
 * statement-level triggers on recipients (migration 0013) so the campaigns page reads one row
 * per campaign instead of counting its recipients.
 */
export const campaignRecipientCounts = pgTable('campaign_recipient_counts', {
  campaign_id: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  recipients: integer('recipients').notNull().default(0),
  neighbors: integer('neighbors').notNull().default(0),
});

/**
 * A campaign's results figures (decision 023), kept by statement-level triggers on orders,
 * recipients, tracking URLs, calls and transactions (migration 0021) in the same transaction as
 * the rows they count, so the results page and its API read one row however many cards the
 * campaign mailed. No row yet means all 0.
 */
export const campaignTotals = pgTable('campaign_totals', {
  campaign_id: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  // Completed orders; a neighbor order counts each neighbor it mailed.
  postcards_sent: integer('postcards_sent').notNull().default(0),
  // Postcard links scanned at least once, and their scans.
  responders: integer('responders').notNull().default(0),
  scans: bigint('scans', { mode: 'number' }).notNull().default(0),
  calls: integer('calls').notNull().default(0),
  // The campaign's orders' completed charges less their refunds.
  spent: money('spent').notNull().default(0),
  // When its first order was placed: where its day-by-day results start.
  first_order_at: timestamp('first_order_at', { withTimezone: true }),
});

/**
 * A campaign's results day by day (UTC), kept with campaign_totals (migration 0021): postcards on
 * the day their order completed (its last change), scans on the day they happened once folded
 * into their link, calls on the day they came. The results page reads its last 90 days.
 */
export const campaignDays = pgTable(
  'campaign_days',
  {
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    postcards: integer('postcards').notNull().default(0),
    scans: integer('scans').notNull().default(0),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaign_id, t.day] })],
);
