// Postcard templates and the handwriting styles they are written in.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import type { PostcardSize } from './postcard-sizes';

export const handwritingStyles = pgTable('handwriting_styles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export type CustomValue = { id: string; name: string; defaultValue: string };
export type ProofStatus = 'generating' | 'failed' | 'completed';

export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull(),
    name: text('name').notNull(),
    front_image_url: text('front_image_url'),
    back_image_url: text('back_image_url'),
    front_thumbnail_url: text('front_thumbnail_url'),
    back_thumbnail_url: text('back_thumbnail_url'),
    size: text('size').$type<PostcardSize>().notNull(),
    message: text('message').notNull().default(''),
    handwriting_style_id: integer('handwriting_style_id')
      .notNull()
      .default(5)
      .references(() => handwritingStyles.id),
    handwriting_color: varchar('handwriting_color', { length: 7 }).notNull().default('#000000'),
    custom_values: jsonb('custom_values').$type<CustomValue[]>().notNull().default([]),
    proof_url: text('proof_url'),
    proof_status: text('proof_status').$type<ProofStatus>(),
    // Each save asks for a new proof; a job writes its result only if no newer save came since.
    proof_version: integer('proof_version').notNull().default(0),
    // Lease of the job rendering the proof: a crashed job's claim expires and another retries.
    proof_claimed_at: timestamp('proof_claimed_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('templates_user_created_idx').on(t.user_id, t.created_at.desc()),
    index('templates_proof_queue_idx').on(t.proof_status, t.proof_claimed_at),
    check('templates_size_check', sql`${t.size} in ('4x6', '6x9', '6x11')`),
  ],
);
