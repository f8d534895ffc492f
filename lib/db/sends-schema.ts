// A send: one placement of cards (decision 043). Orders stay one per card; each points at its send.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaign-schema';
import { createdAt, money } from './columns';
import { contactLists } from './contacts-schema';
import { followUpSteps } from './follow-up-schema';

/** What made a send: a Send (one recipient, or one neighbor order), a Bulk Send, a send to a list, a follow-up step's day. */
export const SEND_KINDS = ['send', 'bulk_send', 'list_send', 'follow_up'] as const;
export type SendKind = (typeof SEND_KINDS)[number];
/** Who placed it: the app, the public API, or the worker (follow-up steps). */
export const SEND_SOURCES = ['app', 'api', 'worker'] as const;
export type SendSource = (typeof SEND_SOURCES)[number];

/**
 * One send per placement, written in the transaction of its orders (lib/sends/create-send.ts).
 * `order_count`, `postcard_count` and `cost` are kept by a statement-level trigger on the orders'
 * insert (migration 0036): what the send placed never changes afterwards (decision 025), so no
 * pipeline step touches this row for them. `charged` and `refunded` are kept by a trigger on
 * transactions, after the balance's, as a campaign's `spent` is (decision 021). Counts by status
 * are not kept: they are counted through `orders_send_status_idx`, the send's own cards only.
 */
export const sends = pgTable(
  'sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SendKind>().notNull(),
    source: text('source').$type<SendSource>().notNull(),
    // A list send's list; null once the list is deleted (the send and its cards stay).
    list_id: uuid('list_id').references(() => contactLists.id, { onDelete: 'set null' }),
    // A follow-up step's send: the step, its number among the campaign's live steps when it ran
    // ("Follow-up · step 2"), and the UTC day of the worker's run it holds (one send per step and day).
    follow_up_step_id: uuid('follow_up_step_id').references(() => followUpSteps.id, { onDelete: 'cascade' }),
    follow_up_step_number: integer('follow_up_step_number'),
    follow_up_day: date('follow_up_day', { mode: 'string' }),
    // The day (UTC, decision 037) its cards go to print; null: as soon as each is paid.
    send_date: date('send_date', { mode: 'string' }),
    // Kept: its orders, the postcards they bought (a neighbor order counts its neighbors), their cost.
    order_count: integer('order_count').notNull().default(0),
    postcard_count: integer('postcard_count').notNull().default(0),
    cost: money('cost').notNull().default(0),
    // Kept: its orders' completed charges, and their completed refunds (both positive).
    charged: money('charged').notNull().default(0),
    refunded: money('refunded').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    // The sends list, newest first, a page at a time by cursor (lib/sends/list-sends.ts).
    index('sends_user_created_idx').on(t.user_id, t.created_at, t.id),
    index('sends_campaign_idx').on(t.campaign_id),
    index('sends_list_idx').on(t.list_id),
    // A step's run of a day gathers into one send, whichever worker turn placed the card.
    uniqueIndex('sends_follow_up_day_key')
      .on(t.follow_up_step_id, t.follow_up_day)
      .where(sql`${t.follow_up_step_id} is not null`),
    check('sends_kind_check', sql`${t.kind} in ('send', 'bulk_send', 'list_send', 'follow_up')`),
    check('sends_source_check', sql`${t.source} in ('app', 'api', 'worker')`),
    check(
      'sends_follow_up_check',
      sql`(${t.kind} = 'follow_up') = (${t.source} = 'worker') and (${t.kind} = 'follow_up') = (${t.follow_up_step_number} is not null and ${t.follow_up_day} is not null)`,
    ),
    check('sends_list_check', sql`${t.kind} = 'list_send' or ${t.list_id} is null`),
  ],
);
