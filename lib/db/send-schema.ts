import { date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { campaigns, type ValidatedAddress } from './campaign-schema';
import { orders } from './order-schema';

/** What an order records at placement of what it bought (lib/orders/order-terms.ts, decision 025). */
export type OrderTerms = Pick<
  typeof orders.$inferInsert,
  | 'campaign_type'
  | 'neighbor_count'
  | 'demographics'
  | 'include_condo'
  | 'size'
  | 'postcard_unit_cost'
  | 'lookup_unit_cost'
  | 'cost'
  | 'cost_breakdown'
>;

// ─── Sends waiting for something: a Bulk Send's checked rows, a checkout ────

/**
 * What a Bulk Send preview found for each address it looked up, keyed by the row's address
 * fields (lib/bulk/bulk-send.ts): the confirm reuses it for rows that did not change instead of
 * looking every address up a second time. Kept an hour; removed by the confirm that uses it.
 */
export const bulkPreviews = pgTable(
  'bulk_previews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    lookups: jsonb('lookups').$type<Record<string, { address: ValidatedAddress } | { error: string }>>().notNull(),
    created_at: createdAt(),
  },
  (t) => [index('bulk_previews_user_created_idx').on(t.user_id, t.created_at)],
);

/**
 * 'Add funds and send' (Confirm Order without a saved card): the send as it was confirmed,
 * waiting for its checkout. The payment event that credits the checkout places the order in the
 * same transaction (lib/orders/place-checkout-sends.ts), so a paid checkout always has its
 * order and an abandoned one never does.
 */
export const checkoutSends = pgTable(
  'checkout_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull(),
    // The provider's checkout session id (Stripe cs_…, the sandbox's cs_…).
    checkout_id: text('checkout_id').notNull(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    recipient_name: text('recipient_name').notNull(),
    address: jsonb('address').$type<ValidatedAddress>().notNull(),
    // Apartment, suite or unit as confirmed; null when none.
    address_2: text('address_2'),
    custom_values: jsonb('custom_values').$type<Record<string, string>>().notNull().default({}),
    // The short link id Confirm Order printed in its preview's QR code, kept for the order.
    link_id: text('link_id'),
    // What the confirmed send bought and its prices (decision 025): the order placed once the
    // checkout is paid records these, not the campaign or the prices as they are by then.
    terms: jsonb('terms').$type<OrderTerms>(),
    // The send date the user chose (decision 037), kept for the order placed once paid.
    send_date: date('send_date', { mode: 'string' }),
    // Set in the transaction that credits the checkout.
    order_id: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('checkout_sends_checkout_idx').on(t.checkout_id)],
);
