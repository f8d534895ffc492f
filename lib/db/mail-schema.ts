import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export type QueuedMailStatus = 'pending' | 'sent' | 'failed';

/**
 * Outgoing mail, sent by the background worker (lib/mail/send-next-mail.ts, decision 041): a
 * request only inserts the row, so its answer never waits on (or reveals) a mail transport. The
 * body is cleared once the mail is sent or given up: a reset link must not stay readable here.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body'),
    status: text('status').$type<QueuedMailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    // Due time of the next attempt; while an attempt is in flight, the end of its lease.
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('mail_queue_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.status} = 'pending'`),
    check('mail_queue_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
