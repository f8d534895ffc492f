import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { campaigns, recipients } from './campaign-schema';

// ─── People, not cards: what a campaign's rates count (issue 34, migration 0037) ─────────

/**
 * Each single-send recipient's cards of their campaign: completed cards (the first card and its
 * follow-ups all go to the campaign's one recipient row, decision 038) and links scanned. Kept by
 * statement-level triggers on orders and tracking_url_counts, in the same transaction as the rows
 * they count, so a household mailed three times is known to be one household without reading its
 * cards. No row yet means 0 and 0.
 */
export const campaignHouseholds = pgTable('campaign_households', {
  recipient_id: uuid('recipient_id')
    .primaryKey()
    .references(() => recipients.id, { onDelete: 'cascade' }),
  campaign_id: uuid('campaign_id').notNull(),
  cards_mailed: integer('cards_mailed').notNull().default(0),
  cards_responded: integer('cards_responded').notNull().default(0),
});

/**
 * Per campaign, what turns its card counts (campaign_totals, campaign_recipient_counts) into counts
 * of people, kept from campaign_households and orders by triggers (migration 0037):
 * - repeat_cards: completed cards to a household already mailed (a follow-up to someone whose
 *   first card arrived): households mailed = campaign_totals.postcards_sent − repeat_cards;
 * - repeat_responses: scanned links of a household that had already responded on another card:
 *   households responded = campaign_totals.responders − repeat_responses;
 * - cancelled_recipients, cancelled_neighbors: the recipients (and the neighbors found for them)
 *   of first cards that were cancelled: the campaign card leaves them out.
 * No row yet means all 0.
 */
export const campaignHouseholdTotals = pgTable('campaign_household_totals', {
  campaign_id: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  repeat_cards: integer('repeat_cards').notNull().default(0),
  repeat_responses: integer('repeat_responses').notNull().default(0),
  cancelled_recipients: integer('cancelled_recipients').notNull().default(0),
  cancelled_neighbors: integer('cancelled_neighbors').notNull().default(0),
});
