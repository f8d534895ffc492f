import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// ─── Public API (/api/v1) and its REST hooks ────────────────────────────────

export const HOOK_EVENTS = ['order.status_changed', 'tracking.scan', 'tracking.call'] as const;
export type HookEvent = (typeof HOOK_EVENTS)[number];

export const HOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type HookDeliveryStatus = (typeof HOOK_DELIVERY_STATUSES)[number];

/**
 * A REST hook subscription (Zapier's performSubscribe): POST the event's JSON to target_url.
 * The secret signs each delivery, so it is kept as it is (a hash could not sign).
 */
export const apiHooks = pgTable(
  'api_hooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull(),
    event: text('event').$type<HookEvent>().notNull(),
    target_url: text('target_url').notNull(),
    secret: text('secret').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    // The triggers look hooks up by owner and event on every status change, scan fold and call.
    index('api_hooks_user_event_idx').on(t.user_id, t.event),
    check('api_hooks_event_check', sql`${t.event} in ('order.status_changed', 'tracking.scan', 'tracking.call')`),
  ],
);

/**
 * One event for one hook. Rows are written by database triggers in the transaction that changed
 * the order, the scan count or the call count, so no path that changes them can forget an event.
 * The payload is a snapshot taken then, sent as it is (json keeps the fields in their order).
 */
export const hookDeliveries = pgTable(
  'hook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hook_id: uuid('hook_id')
      .notNull()
      .references(() => apiHooks.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    event: text('event').$type<HookEvent>().notNull(),
    payload: json('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<HookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    // Due time of the next attempt; while an attempt is in flight, the end of its lease.
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_status: integer('last_status'),
    last_error: text('last_error'),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('hook_deliveries_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.status} = 'pending'`),
    index('hook_deliveries_hook_idx').on(t.hook_id),
    check('hook_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/**
 * Requests per API user per fixed window, counted in the database so every process shares one
 * count. A user's old windows are deleted as new ones start: at most one row per user stays.
 */
export const apiRateLimits = pgTable(
  'api_rate_limits',
  {
    user_id: uuid('user_id').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.window_start] })],
);

// Address suggestions and validations per user and minute (lib/addresses/address-lookup-limit.ts):
// each one is billed to the product's maps key.
export const addressLookupLimits = pgTable(
  'address_lookup_limits',
  {
    user_id: uuid('user_id').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.window_start] })],
);
