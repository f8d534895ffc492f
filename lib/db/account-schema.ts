// Accounts and their money: profiles (plan, API key, return address) and the transaction ledger.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';
import { pricingPlans } from './pricing-schema';

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
