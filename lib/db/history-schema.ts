// Transaction History as shown (decision 046): the ledger stays one row per card charge
// (`transactions`); these kept tables hold what the history shows — one line per run of a send's
// postcard charges (or of its refunds), one line per other transaction — with the balance after
// each line. All three are written only by the triggers of migration 0039, in the statement of
// the transactions they show.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { money } from './columns';

/** A line of the history: a send's postcard charges, a send's refunds, or one other transaction. */
export const HISTORY_LINE_KINDS = ['postcards', 'refund', 'single'] as const;
export type HistoryLineKind = (typeof HISTORY_LINE_KINDS)[number];

/**
 * One line of a user's Transaction History. Consecutive completed transactions (in the order the
 * user's balance took them, `seq`) of the same send and kind are one line; anything else between
 * them starts a new line, so `balance_after` (the balance once the line's last transaction was
 * applied) always equals the line before plus `amount`. The id is the line's first transaction's.
 */
export const historyLines = pgTable(
  'history_lines',
  {
    id: uuid('id').primaryKey(),
    user_id: uuid('user_id').notNull(),
    // The order the user's balance took the lines in (1, 2, …; a removed line leaves a gap).
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind').$type<HistoryLineKind>().notNull(),
    // A grouped line's send; null on a single line. No foreign key: the ledger outlives a deleted send.
    send_id: uuid('send_id'),
    // The type of the line's transactions (a grouped line's are all one type).
    type: text('type').notNull(),
    amount: money('amount').notNull(),
    charge_count: integer('charge_count').notNull(),
    // Postcards the charges paid for (a neighbor order counts its neighbors); 0 on a single line.
    card_count: integer('card_count').notNull(),
    first_at: timestamp('first_at', { withTimezone: true }).notNull(),
    last_at: timestamp('last_at', { withTimezone: true }).notNull(),
    balance_after: money('balance_after').notNull(),
  },
  (t) => [
    // The history, newest first, a page at a time by cursor (lib/billing/list-transactions.ts).
    index('history_lines_user_seq_idx').on(t.user_id, t.seq, t.id),
    check('history_lines_kind_check', sql`${t.kind} in ('postcards', 'refund', 'single')`),
    check('history_lines_send_check', sql`(${t.kind} = 'single') = (${t.send_id} is null)`),
  ],
);

/** Which line shows each completed transaction; a grouped line's charges page by (line_id, created_at, transaction_id). */
export const historyLineEntries = pgTable(
  'history_line_entries',
  {
    transaction_id: uuid('transaction_id').primaryKey(),
    line_id: uuid('line_id').notNull(),
    user_id: uuid('user_id').notNull(),
    cards: integer('cards').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('history_line_entries_line_idx').on(t.line_id, t.created_at, t.transaction_id)],
);

/**
 * Per user: the last line (the one a next charge of the same send may extend), the last seq and
 * how many lines there are (the history's page count). Its row lock serialises the user's
 * history writers, after the balance, campaign and send locks of the same statement.
 */
export const historyHeads = pgTable('history_heads', {
  user_id: uuid('user_id').primaryKey(),
  last_seq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  last_line_id: uuid('last_line_id'),
  line_count: integer('line_count').notNull().default(0),
});
