// Tracking phone numbers: campaigns print them; their calls are counted in tracking-schema.ts.
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone_sid: text('phone_sid').notNull(),
    name: text('name').notNull(),
    phone_number: text('phone_number').notNull(),
    area_code: varchar('area_code', { length: 3 }).notNull(),
    user_id: uuid('user_id').notNull(),
    forwarding_number: varchar('forwarding_number', { length: 12 }).notNull(),
    whisper_message: text('whisper_message').notNull(),
    created_at: createdAt(),
    last_call: timestamp('last_call', { withTimezone: true }),
    call_count: integer('call_count').notNull().default(0),
    status: text('status').notNull().default('active'),
  },
  (t) => [
    uniqueIndex('phone_numbers_phone_sid_key').on(t.phone_sid),
    index('phone_numbers_user_created_idx').on(t.user_id, t.created_at.desc()),
    uniqueIndex('phone_numbers_phone_number_key').on(t.phone_number),
  ],
);
