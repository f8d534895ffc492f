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

/**
 * Attempts of the limited auth actions (sign-in, password check, sign-up, reset request), each
 * reserved before the slow password work and counted per account and per client address in the
 * same transaction that checks the limit (lib/auth/attempt-limits.ts). `account` is null once a
 * success forgave the account's earlier failures: the row still counts for its client.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: text('action').notNull(),
    account: text('account'),
    client: text('client').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('auth_attempts_account_idx').on(t.action, t.account, t.created_at),
    index('auth_attempts_client_idx').on(t.action, t.client, t.created_at),
  ],
);

/** Password-reset links of the local auth adapter: only the SHA-256 of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.user_id)],
);

/** Provider webhook events already applied, so a replay is a no-op. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  received_at: createdAt(),
});
