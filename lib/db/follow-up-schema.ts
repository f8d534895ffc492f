import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { campaigns, recipients } from './campaign-schema';
import { templates } from './template-schema';

export const FOLLOW_UP_AUDIENCES = ['non_responders', 'responders', 'everyone'] as const;
export type FollowUpStepAudience = (typeof FOLLOW_UP_AUDIENCES)[number];

/**
 * A campaign's follow-up steps (decision 038): `days` after a recipient's previous card was
 * mailed (the campaign's own card for the first step, the step before's card for the next), the
 * worker places an order of `template_id` for that recipient if they are in `audience` then.
 * Removing a step sets `deleted_at`: the orders it placed keep pointing at it (and mail its
 * template), and it places nothing more.
 */
export const followUpSteps = pgTable(
  'follow_up_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    // Steps run in this order; a removed step's place is skipped.
    position: integer('position').notNull(),
    template_id: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'restrict' }),
    days: integer('days').notNull(),
    audience: text('audience').$type<FollowUpStepAudience>().notNull(),
    created_at: createdAt(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    // When a worker last looked for this step's due recipients: the least recently checked go first.
    checked_at: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    index('follow_up_steps_campaign_idx').on(t.campaign_id, t.position),
    // The worker's queue: live steps, least recently checked first.
    index('follow_up_steps_live_checked_idx')
      .on(t.checked_at)
      .where(sql`${t.deleted_at} is null`),
    index('follow_up_steps_template_idx').on(t.template_id),
    check('follow_up_steps_days_check', sql`${t.days} between 1 and 365`),
    check('follow_up_steps_audience_check', sql`${t.audience} in ('non_responders', 'responders', 'everyone')`),
  ],
);

/**
 * Each decision a step made for a recipient, once: the order it placed, or why it placed none
 * (`skipped`: not in the audience when the step came due). The unique (step, recipient) index is
 * the final guard against mailing one recipient twice for a step, whatever number of workers run.
 */
export const followUpSends = pgTable(
  'follow_up_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    step_id: uuid('step_id')
      .notNull()
      .references(() => followUpSteps.id, { onDelete: 'cascade' }),
    recipient_id: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id, { onDelete: 'cascade' }),
    // The placed order (orders_table.follow_up_step_id = step_id); null when skipped.
    order_id: uuid('order_id'),
    skipped: text('skipped').$type<'responded' | 'not_responded'>(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('follow_up_sends_step_recipient_key').on(t.step_id, t.recipient_id),
    check('follow_up_sends_outcome_check', sql`(${t.order_id} is null) <> (${t.skipped} is null)`),
  ],
);
