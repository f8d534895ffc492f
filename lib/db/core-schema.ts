// The spec's entities (section 3): plans and prices, profiles, templates, campaigns, recipients,
// orders, transactions, phone numbers. The server's own tables import these; this file imports none of them.
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
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';
import type { PostcardSize } from './postcard-sizes';

// ─── Plans and pricing ──────────────────────────────────────────────────────

export const pricingPlans = pgTable(
  'pricing_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    monthly_price: money('monthly_price').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    stripe_product_id: text('stripe_product_id'),
    stripe_price_id: text('stripe_price_id'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('pricing_plans_name_key').on(t.name)],
);

export const planPricing = pgTable(
  'plan_pricing',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => pricingPlans.id, { onDelete: 'cascade' }),
    size: text('size').$type<PostcardSize>().notNull(),
    cost: money('cost').notNull(),
  },
  (t) => [
    uniqueIndex('plan_pricing_plan_size_key').on(t.plan_id, t.size),
    check('plan_pricing_size_check', sql`${t.size} in ('4x6', '6x9', '6x11')`),
    check('plan_pricing_cost_check', sql`${t.cost} >= 0`),
  ],
);

export const lookupPricing = pgTable(
  'lookup_pricing',
  {
    id: integer('id').primaryKey().default(1),
    cost: money('cost').notNull(),
    updated_by: text('updated_by'),
    updated_at: updatedAt(),
  },
  (t) => [
    check('lookup_pricing_single_row', sql`${t.id} = 1`),
    check('lookup_pricing_cost_check', sql`${t.cost} >= 0`),
  ],
);

/**
 * Every change the admin makes to pricing, one row per changed field: who, when, what it was
 * and what it became. Prices apply to the next quote or charge; this is how a customer's
 * question "why did my price change on the 3rd?" gets an answer.
 */
export const pricingChanges = pgTable(
  'pricing_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    changed_by: text('changed_by').notNull(),
    created_at: createdAt(),
    // 'plan' (a pricing_plans field), 'plan_cost' (a per-size cost) or 'lookup' (the lookup price).
    subject: text('subject').notNull(),
    plan_id: uuid('plan_id').references(() => pricingPlans.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    old_value: text('old_value'),
    new_value: text('new_value'),
  },
  (t) => [
    index('pricing_changes_created_at_idx').on(t.created_at.desc()),
    check('pricing_changes_subject_check', sql`${t.subject} in ('plan', 'plan_cost', 'lookup')`),
  ],
);

export const handwritingStyles = pgTable('handwriting_styles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

// ─── Accounts ───────────────────────────────────────────────────────────────

export type SubscriptionSnapshot = {
  id: string;
  status: string;
  price_id: string | null;
  product_id: string | null;
  current_period_end: string | null;
};

export const profiles = pgTable(
  'profiles',
  {
    // Equals the auth user's id (local auth_users.id or Supabase auth.users.id).
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    // sha256 of the key; the key itself is shown once and never stored.
    api_key: text('api_key'),
    api_key_hint: text('api_key_hint'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    stripe_customer_id: text('stripe_customer_id'),
    subscription_status: text('subscription_status'),
    current_plan_id: uuid('current_plan_id').references(() => pricingPlans.id),
    subscription_product_id: text('subscription_product_id'),
    current_subscription: jsonb('current_subscription').$type<SubscriptionSnapshot>(),
    top_off_amount: money('top_off_amount'),
    return_address_name: text('return_address_name'),
    return_address_line1: text('return_address_line1'),
    return_address_line2: text('return_address_line2'),
    return_address_city: text('return_address_city'),
    return_address_state: varchar('return_address_state', { length: 2 }),
    return_address_zip: varchar('return_address_zip', { length: 5 }),
  },
  (t) => [
    uniqueIndex('profiles_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('profiles_stripe_customer_id_key').on(t.stripe_customer_id),
    uniqueIndex('profiles_api_key_key').on(t.api_key),
  ],
);

export const TRANSACTION_TYPES = ['card_charge', 'postcard_charge', 'refund'] as const;
export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed'] as const;

export type TransactionMetadata = {
  cost_breakdown?: { postcard_cost: number; lookup_cost: number };
  top_off_amount?: number;
  description?: string;
  [key: string]: unknown;
};

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull(),
    status: text('status').$type<(typeof TRANSACTION_STATUSES)[number]>().notNull(),
    type: text('type').$type<(typeof TRANSACTION_TYPES)[number]>().notNull(),
    amount: money('amount').notNull(),
    // Every row that changes a balance carries a unique key, so a replay is a no-op.
    idempotency_key: text('idempotency_key').notNull(),
    order_id: uuid('order_id'),
    metadata: jsonb('metadata').$type<TransactionMetadata>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('transactions_idempotency_key_key').on(t.idempotency_key),
    // The history's order, id included: without it the planner sorts every row of the user for 10.
    index('transactions_user_status_created_id_idx').on(t.user_id, t.status, t.created_at, t.id),
    index('transactions_order_idx').on(t.order_id),
    check('transactions_type_check', sql`${t.type} in ('card_charge', 'postcard_charge', 'refund')`),
    check('transactions_status_check', sql`${t.status} in ('pending', 'completed', 'failed')`),
  ],
);

// ─── Templates, campaigns, recipients, orders ───────────────────────────────

export type CustomValue = { id: string; name: string; defaultValue: string };
export type ProofStatus = 'generating' | 'failed' | 'completed';

export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull(),
    name: text('name').notNull(),
    front_image_url: text('front_image_url'),
    back_image_url: text('back_image_url'),
    front_thumbnail_url: text('front_thumbnail_url'),
    back_thumbnail_url: text('back_thumbnail_url'),
    size: text('size').$type<PostcardSize>().notNull(),
    message: text('message').notNull().default(''),
    handwriting_style_id: integer('handwriting_style_id')
      .notNull()
      .default(5)
      .references(() => handwritingStyles.id),
    handwriting_color: varchar('handwriting_color', { length: 7 }).notNull().default('#000000'),
    custom_values: jsonb('custom_values').$type<CustomValue[]>().notNull().default([]),
    proof_url: text('proof_url'),
    proof_status: text('proof_status').$type<ProofStatus>(),
    // Each save asks for a new proof; a job writes its result only if no newer save came since.
    proof_version: integer('proof_version').notNull().default(0),
    // Lease of the job rendering the proof: a crashed job's claim expires and another retries.
    proof_claimed_at: timestamp('proof_claimed_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('templates_user_created_idx').on(t.user_id, t.created_at.desc()),
    index('templates_proof_queue_idx').on(t.proof_status, t.proof_claimed_at),
    check('templates_size_check', sql`${t.size} in ('4x6', '6x9', '6x11')`),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull(),
    name: text('name').notNull(),
    // No cascade: deleting a template in use must fail (spec section 8).
    template_id: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'restrict' }),
    type: text('type').$type<'single' | 'neighbor'>().notNull(),
    // One of lib/campaigns/demographics.ts: thanks.io's radius-search record types.
    demographics: text('demographics').notNull().default('all'),
    neighbor_count: integer('neighbor_count').notNull().default(10),
    include_condo: boolean('include_condo').notNull().default(false),
    status: text('status').notNull().default('draft'),
    created_at: createdAt(),
    // Where each postcard's own QR link leads (lib/tracking/create-postcard-link.ts); null: no QR.
    response_url: text('response_url'),
    // The tracking number printed for {{tracking_phone}}; its calls count for this campaign.
    tracking_phone_id: uuid('tracking_phone_id').references(() => phoneNumbers.id, { onDelete: 'set null' }),
    // Paused: its follow-up steps place nothing until resumed (decision 038).
    paused_at: timestamp('paused_at', { withTimezone: true }),
  },
  (t) => [
    index('campaigns_user_created_idx').on(t.user_id, t.created_at.desc()),
    index('campaigns_template_idx').on(t.template_id),
    // A call finds the campaign printing its number (lib/phones/record-call.ts).
    index('campaigns_tracking_phone_idx').on(t.tracking_phone_id),
    check('campaigns_type_check', sql`${t.type} in ('single', 'neighbor')`),
    check(
      'campaigns_neighbor_count_check',
      sql`${t.neighbor_count} between 10 and 200 and ${t.neighbor_count} % 10 = 0`,
    ),
  ],
);

export type ValidatedAddress = {
  street_number: string;
  route: string;
  locality: string;
  administrative_area_level_1: string;
  postal_code: string;
  formatted_address: string;
};

/** One spelling of an address for comparing: number, street and ZIP, lower case. */
const ADDRESS_KEY_SQL = sql.raw(
  `lower((address ->> 'street_number') || ' ' || (address ->> 'route') || ' ' || (address ->> 'postal_code'))`,
);

export const recipients = pgTable(
  'recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    name: text('name').notNull(),
    address: jsonb('address').$type<ValidatedAddress>().notNull(),
    custom_values: jsonb('custom_values').$type<Record<string, string>>().notNull().default({}),
    is_neighbor: boolean('is_neighbor').notNull().default(false),
    // For neighbors: the order whose radius search found them (they ride on that order).
    order_id: uuid('order_id'),
    created_at: createdAt(),
  },
  (t) => [
    index('recipients_campaign_idx').on(t.campaign_id),
    index('recipients_order_idx').on(t.order_id),
    // "Already mailed recently" looks addresses up by this key (lib/orders/address-key.ts).
    index('recipients_user_address_idx').on(t.user_id, sql`${ADDRESS_KEY_SQL}`),
  ],
);

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

// ─── Tracking phone numbers (campaigns print them; calls are counted in tracking-schema) ─────

export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone_sid: text('phone_sid').notNull(),
    name: text('name').notNull(),
    phone_number: text('phone_number').notNull(),
    area_code: varchar('area_code', { length: 3 }).notNull(),
    user_id: uuid('user_id').notNull(),
    forwarding_number: varchar('forwarding_number', { length: 12 }).notNull(),
    whisper_message: text('whisper_message').notNull(),
    created_at: createdAt(),
    last_call: timestamp('last_call', { withTimezone: true }),
    call_count: integer('call_count').notNull().default(0),
    status: text('status').notNull().default('active'),
  },
  (t) => [
    uniqueIndex('phone_numbers_phone_sid_key').on(t.phone_sid),
    index('phone_numbers_user_created_idx').on(t.user_id, t.created_at.desc()),
    uniqueIndex('phone_numbers_phone_number_key').on(t.phone_number),
  ],
);
