// Campaigns and their recipients (spec section 3).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { phoneNumbers } from './phone-schema';
import { templates } from './template-schema';

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

/**
 * One spelling of an address for comparing: number, street, ZIP and unit (line 2, when there is
 * one), lower case. Different units of one building are different addresses (issue 35).
 */
const ADDRESS_KEY_SQL = sql.raw(
  `lower((address ->> 'street_number') || ' ' || (address ->> 'route') || ' ' || (address ->> 'postal_code') || coalesce(' ' || address_2, ''))`,
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
    /**
     * Apartment, suite or unit as given (lib/validation/address-line-2.ts), null when none; the
     * maps service validates the building, not the unit. Neighbors have none (decision 048).
     */
    address_2: text('address_2'),
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
