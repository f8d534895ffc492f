'use server';

import { z } from 'zod';
import { userAction, userFormAction } from '@/lib/actions/safe-action';
import { confirmBulkSend, previewBulkSend } from '@/lib/bulk/bulk-send';
import { confirmBulkSendAndAddFunds } from '@/lib/bulk/bulk-send-and-add-funds';
import { AddFundsSchema } from '@/lib/validation/add-funds';
import { BULK_MESSAGES, MAX_BULK_ROWS, MAX_CELL_LENGTH } from '@/lib/bulk/parse-recipients-csv';
import { BulkCheckFormSchema, readMappedRows } from '@/lib/validation/mapped-rows-form';

// The browser sends only the mapped columns (projectRows): 5 fields and at most 19 custom values.
const MAX_COLUMNS = 30;
const Column = z
  .number()
  .int()
  .min(0)
  .max(MAX_COLUMNS - 1)
  .nullable();

const BulkSendSchema = z.object({
  campaignId: z.string().min(1, BULK_MESSAGES.chooseCampaign).max(100),
  rows: z
    .array(z.array(z.string().max(MAX_CELL_LENGTH, BULK_MESSAGES.cellTooLong)).max(MAX_COLUMNS))
    .max(MAX_BULK_ROWS, BULK_MESSAGES.tooManyRows),
  mapping: z.object({
    fields: z.object({
      name: Column,
      address_1: Column,
      // Apartment, suite, unit: optional, and absent from mappings made before it existed.
      address_2: Column.optional(),
      city: Column,
      state: Column,
      zip: Column,
    }),
    customValues: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), Column),
  }),
  followUpOf: z.string().max(100).optional(),
  // The preview's id: its lookups serve the rows that did not change (a check again, the confirm).
  previewId: z.string().max(100).optional(),
  recent: z.enum(['skip', 'send']).optional(),
  // The day to mail every card, YYYY-MM-DD (checked on the server, lib/orders/send-date.ts); empty: once paid.
  sendDate: z.string().max(40).nullable().optional(),
});

export const previewBulkSendAction = userAction(
  BulkSendSchema,
  { name: 'bulk-send-preview', fallbackError: BULK_MESSAGES.pricingFailed },
  async (input, user) => previewBulkSend(user.id, input),
);

/** 'Add funds and send': the orders are placed, then the checkout for the amount opens. */
export const confirmBulkSendAndAddFundsAction = userAction(
  BulkSendSchema.extend({ amount: AddFundsSchema.shape.amount }),
  { name: 'bulk-send-add-funds', fallbackError: 'Failed to load payment portal' },
  async ({ amount, ...input }, user) => confirmBulkSendAndAddFunds(user.id, { ...input, amountCents: amount }),
);

export const confirmBulkSendAction = userAction(
  BulkSendSchema,
  { name: 'bulk-send-confirm', fallbackError: BULK_MESSAGES.submitFailed },
  async (input, user) => confirmBulkSend(user.id, input),
);

/**
 * Bulk Send's file step as a `<form action>` ('Check rows'): the campaign and each required
 * column are checked beside their fields; the rows come as the JSON the browser mapped.
 */
export const previewBulkSendFormAction = userFormAction(
  BulkCheckFormSchema,
  { name: 'bulk-send-preview', fallbackError: BULK_MESSAGES.pricingFailed },
  async ({ campaignId, followUpOf, previewId, mappedRows }, user) => {
    const { rows, mapping } = readMappedRows(mappedRows, BulkSendSchema.pick({ rows: true, mapping: true }));
    return previewBulkSend(user.id, {
      campaignId,
      rows,
      mapping,
      followUpOf: followUpOf || undefined,
      previewId: previewId || undefined,
    });
  },
);
