import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

// ─── Server bookkeeping ─────────────────────────────────────────────────────

/** Users of the local auth adapter. With Supabase, auth.users plays this role. */
export const authUsers = pgTable(
  'auth_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('auth_users_email_key').on(sql`lower(${t.email})`)],
);

/** Sessions of the local auth adapter: the cookie holds a random token, this table its sha256. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    user_agent: text('user_agent'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.user_id)],
);

/** Failed sign-ins, counted per email and per client address to slow down guessing. */
export const authLoginFailures = pgTable(
  'auth_login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('auth_login_failures_email_idx').on(t.email, t.created_at),
    index('auth_login_failures_ip_idx').on(t.ip, t.created_at),
  ],
);

/** Provider webhook events already applied, so a replay is a no-op. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  received_at: createdAt(),
});
