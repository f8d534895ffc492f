// Plans, per-size prices, the record lookup price and the admin's pricing changes (spec section 3).
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';
import type { PostcardSize } from './postcard-sizes';

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
