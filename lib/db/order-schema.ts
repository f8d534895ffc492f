// Orders, one per card (spec section 3), and each order's journey after placement (decision 035).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';
import type { PostcardSize } from './postcard-sizes';
import { campaigns, recipients } from './campaign-schema';
import { sends } from './sends-schema';

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'payment_required',
  'payment_failed',
  'scheduled',
  'ready',
  'submitted',
  'completed',
  'failed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  'orders_table',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    recipient_id: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    error_message: text('error_message'),
    cost: money('cost').notNull().default(0),
    cost_breakdown: jsonb('cost_breakdown').$type<{ postcard_cost: number; lookup_cost: number }>(),
    created_at: createdAt(),
    updated_at: updatedAt(),
    attempts: integer('attempts').notNull().default(0),
    last_attempt_at: timestamp('last_attempt_at', { withTimezone: true }),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }),
    provider_order_id: text('provider_order_id'),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    // How many times this order was charged: the sequence number in its ledger keys.
    charge_count: integer('charge_count').notNull().default(0),
    // Set when a submission attempt is recorded, before the provider is called; cleared with
    // its outcome. Still set long after means the worker died mid-call (see recover-submissions).
    submitting_at: timestamp('submitting_at', { withTimezone: true }),
    // Idempotency key of the off-session card charge in flight for this order (auto-recharge).
    recharge_key: text('recharge_key'),
    // …and its amount, fixed with the key: a retried call must repeat the same request.
    recharge_amount: money('recharge_amount'),
    // The provider's own status words, for display ("Printing", "In Transit").
    provider_status: text('provider_status'),
    // Neighbor orders: how many the radius search found and how many were left out because
    // this user mailed them recently; null until the search ran.
    neighbors_found: integer('neighbors_found'),
    neighbors_skipped: integer('neighbors_skipped'),
    // What was bought, recorded at placement (lib/orders/order-terms.ts, decision 025): charging,
    // the neighbor search, submission and refunds read these, never the campaign's fields as they
    // are now, so editing a campaign or the prices changes only orders placed afterwards.
    campaign_type: text('campaign_type').$type<'single' | 'neighbor'>().notNull(),
    // Neighbors bought (0 for a single send), and the radius search's record type and condo choice.
    neighbor_count: integer('neighbor_count').notNull(),
    demographics: text('demographics').notNull(),
    include_condo: boolean('include_condo').notNull(),
    size: text('size').$type<PostcardSize>().notNull(),
    // The unit prices of the confirmed quote: one postcard on the user's plan, one record lookup (0 for a single send).
    postcard_unit_cost: money('postcard_unit_cost').notNull(),
    lookup_unit_cost: money('lookup_unit_cost').notNull(),
    // The day (UTC, decision 037) a scheduled send goes to print; null: as soon as it is paid.
    // Charged at placement, the order waits as `scheduled` until the worker releases it that day.
    send_date: date('send_date', { mode: 'string' }),
    // A follow-up step's order (follow_up_steps, decision 038): it mails the step's template to the
    // campaign's recipient; null for every other order.
    follow_up_step_id: uuid('follow_up_step_id'),
    // The send that placed it (sends-schema.ts, decision 043): every Send, Bulk Send, list send,
    // follow-up step's day and API placement is one send holding its cards. Never changes.
    send_id: uuid('send_id')
      .notNull()
      .references(() => sends.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('orders_user_status_created_idx').on(t.user_id, t.status, t.created_at.desc()),
    // The Orders page reads a page of (created_at, id) from these, in either direction (list-orders.ts):
    // all orders, and each filter group on its own so a page of few active orders among many
    // completed ones reads only those.
    index('orders_user_created_id_idx').on(t.user_id, t.created_at, t.id),
    index('orders_user_active_idx')
      .on(t.user_id, t.created_at, t.id)
      .where(
        sql`${t.status} in ('pending', 'processing', 'payment_required', 'payment_failed', 'scheduled', 'ready', 'submitted')`,
      ),
    index('orders_user_done_idx')
      .on(t.user_id, t.created_at, t.id)
      .where(sql`${t.status} in ('completed', 'failed', 'cancelled')`),
    // The workers' claim query: the oldest order of a status (bench/orders: a sort of the whole
    // queue per claim without it).
    index('orders_queue_idx').on(t.status, t.created_at),
    // The release step's claim: scheduled orders by send date (lib/orders/release-scheduled-orders.ts).
    index('orders_scheduled_idx')
      .on(t.send_date, t.created_at)
      .where(sql`${t.status} = 'scheduled'`),
    index('orders_provider_order_idx').on(t.provider_order_id),
    // The send dialogs' "mailed on this campaign recently" reads each matching recipient's order (recently-mailed-on-campaign.ts).
    index('orders_recipient_idx').on(t.recipient_id),
    // A campaign's results read its orders (lib/campaigns/get-campaign-results.ts).
    index('orders_campaign_status_idx').on(t.campaign_id, t.status),
    // Follow-up steps: the cards a step follows, by when they were mailed, and never two orders
    // of one step for one recipient (decision 038).
    index('orders_follow_up_due_idx')
      .on(t.campaign_id, t.follow_up_step_id, t.submitted_at)
      .where(sql`${t.status} in ('submitted', 'completed')`),
    uniqueIndex('orders_follow_up_step_recipient_key')
      .on(t.follow_up_step_id, t.recipient_id)
      .where(sql`${t.follow_up_step_id} is not null`),
    // A send's cards a page at a time, and its counts by status (lib/sends/send-status-counts.ts).
    index('orders_send_idx').on(t.send_id, t.id),
    index('orders_send_status_idx').on(t.send_id, t.status),
    check('orders_campaign_type_check', sql`${t.campaign_type} in ('single', 'neighbor')`),
    check(
      'orders_neighbor_count_check',
      sql`(${t.campaign_type} = 'single' and ${t.neighbor_count} = 0) or (${t.campaign_type} = 'neighbor' and ${t.neighbor_count} between 10 and 200)`,
    ),
    check('orders_size_check', sql`${t.size} in ('4x6', '6x9', '6x11')`),
    check('orders_unit_costs_check', sql`${t.postcard_unit_cost} >= 0 and ${t.lookup_unit_cost} >= 0`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'processing', 'payment_required', 'payment_failed', 'scheduled', 'ready', 'submitted', 'completed', 'failed', 'cancelled')`,
    ),
  ],
);

/** What an order event records (decision 035); `placed` is the order row's own created_at. */
export type OrderEventKind = 'charged' | 'submitted' | 'provider' | 'failed' | 'refunded' | 'cancelled' | 'retried';

/**
 * An order's journey, one row per step after placement: charged (amount), submitted, the
 * provider's own events (Printed, In Transit, Delivered, Returned to Sender…), failed (why),
 * refunded (amount), cancelled, retried. Each is written in the transaction of the status or
 * money change it describes (lib/orders/order-events.ts).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    // The provider's own words for a `provider` event ("In Transit"), else null.
    provider_status: text('provider_status'),
    // Cents charged or refunded; null for events that move no money.
    amount: money('amount'),
    // Why an order failed or was cancelled, as the order showed it.
    message: text('message'),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    // The order events happened in, as written: a timeline reads by it (events of one transaction
    // share its time; a provider's event carries the provider's time, which may trail ours).
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('order_events_order_idx').on(t.order_id, t.seq),
    // A provider event is recorded once, however often polling or the webhook reports it.
    uniqueIndex('order_events_provider_key')
      .on(t.order_id, t.provider_status)
      .where(sql`${t.kind} = 'provider'`),
    check(
      'order_events_kind_check',
      sql`${t.kind} in ('charged', 'submitted', 'provider', 'failed', 'refunded', 'cancelled', 'retried')`,
    ),
  ],
);
