import { bigint, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { money } from './columns';
import { campaigns } from './schema';

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
