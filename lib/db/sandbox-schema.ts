import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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

// ─── Sandbox providers (persistent stand-ins, used only in sandbox mode) ────

export const sandboxCustomers = pgTable('sandbox_payment_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  created_at: createdAt(),
});

export const sandboxSubscriptions = pgTable(
  'sandbox_payment_subscriptions',
  {
    id: text('id').primaryKey(),
    customer_id: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    price_id: text('price_id').notNull(),
    product_id: text('product_id').notNull(),
    status: text('status').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('sandbox_payment_subscriptions_customer_idx').on(t.customer_id)],
);

/** Saved cards of the sandbox, added in its billing portal with Stripe's test card numbers. */
export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    customer_id: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    exp_month: integer('exp_month').notNull(),
    exp_year: integer('exp_year').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    // Like Stripe's 4000 0000 0000 0341: the card saves, every charge on it is declined.
    declines_charges: boolean('declines_charges').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [index('sandbox_payment_methods_customer_idx').on(t.customer_id)],
);

/** Off-session charges of the sandbox; the idempotency key makes a repeated request a replay. */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    customer_id: text('customer_id').notNull(),
    payment_method_id: text('payment_method_id'),
    idempotency_key: text('idempotency_key').notNull(),
    amount: money('amount').notNull(),
    status: text('status').$type<'succeeded' | 'failed'>().notNull(),
    failure_message: text('failure_message'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_payment_intents_idempotency_key_key').on(t.idempotency_key)],
);

/** Every send request the sandbox postcard provider received, accepted or not. */
export const sandboxPostcardOrders = pgTable(
  'sandbox_postcard_orders',
  {
    id: text('id').primaryKey(),
    // Our order id: lets a recovering worker ask whether an interrupted attempt got through.
    reference: text('reference').notNull(),
    accepted: boolean('accepted').notNull(),
    rejection: text('rejection'),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    // Accepted orders: mailed (or failed, for the documented test addresses) at this time.
    settles_at: timestamp('settles_at', { withTimezone: true }),
    failure: text('failure'),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('sandbox_postcard_orders_reference_idx').on(t.reference)],
);

/** Checkout sessions of the sandbox: the local stand-in for Stripe Checkout in payment mode. */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    id: text('id').primaryKey(),
    customer_id: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    amount: money('amount').notNull(),
    status: text('status').$type<'open' | 'complete'>().notNull().default('open'),
    success_path: text('success_path').notNull(),
    cancel_path: text('cancel_path').notNull(),
    card_last4: varchar('card_last4', { length: 4 }),
    created_at: createdAt(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [check('sandbox_checkout_sessions_amount_check', sql`${t.amount} > 0`)],
);

/**
 * Numbers rented from the sandbox telephony provider. The pool itself is fixed (see
 * lib/providers/telephony/sandbox.ts); a number in this table is taken, deleting it releases it.
 */
export const sandboxPhoneNumbers = pgTable('sandbox_phone_numbers', {
  sid: text('sid').primaryKey(),
  phone_number: text('phone_number').notNull().unique(),
  friendly_name: text('friendly_name').notNull(),
  voice_url: text('voice_url').notNull(),
  created_at: createdAt(),
});

/** The sandbox outbox: every mail the app sends while SMTP_URL is unset, listed at /sandbox/mail. */
export const sandboxMailMessages = pgTable(
  'sandbox_mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('sandbox_mail_messages_created_idx').on(t.created_at)],
);

/**
 * The sandbox clock: how far this sandbox server's time runs ahead of the real time, so scheduled
 * sends and follow-up steps can be seen coming due without waiting days (lib/time/clock.ts). One
 * row at most; honoured only while postcards run in sandbox mode.
 */
export const sandboxClock = pgTable(
  'sandbox_clock',
  {
    id: integer('id').primaryKey().default(1),
    offset_ms: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [
    check('sandbox_clock_single_row_check', sql`${t.id} = 1`),
    check('sandbox_clock_offset_check', sql`${t.offset_ms} >= 0`),
  ],
);
