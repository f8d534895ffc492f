import { z } from 'zod';
import { AddFundsSchema } from './add-funds';

/** Messages of the Add Recipient modal (spec sections 5 and 8). */
export const SEND_MESSAGES = {
  nameRequired: 'Recipient name is required',
  pricingFailed: 'Failed to calculate pricing. Please try again.',
  submitFailed: 'Failed to submit order',
  invalidResponse: 'Invalid response from server',
  unknown: 'Unknown error occurred',
  campaignNotFound: 'Campaign not found',
  returnAddressMissing:
    'Add your return address before sending: it is printed as the sender on every postcard. It is kept in Profile.',
} as const;

const Values = z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), z.string().max(200));

export const QuoteSendSchema = z.object({
  campaignId: z.string().min(1),
  recipientName: z.string().trim().min(1, SEND_MESSAGES.nameRequired).max(120),
  customValues: Values,
  // The picked address as the browser shows it: to warn of a recent mailing and to print the
  // preview's recipient block (Submit resolves it again).
  address: z
    .object({
      street_number: z.string().max(50),
      route: z.string().max(200),
      locality: z.string().max(100),
      administrative_area_level_1: z.string().max(50),
      postal_code: z.string().max(10),
    })
    .optional(),
});

export type QuoteAddress = NonNullable<z.infer<typeof QuoteSendSchema>['address']>;

export const SendToRecipientSchema = QuoteSendSchema.extend({
  placeId: z.string().min(1).max(2000),
  sessionToken: z.string().min(1).max(100),
  // The quote's link id (a taken or malformed one is replaced by a new one, never refused).
  linkId: z.string().max(20).nullable().optional(),
  /** The user chose to mail an address this campaign mailed recently. */
  sendAnyway: z.boolean().optional(),
  /** The day to mail it, YYYY-MM-DD (checked on the server against today, lib/orders/send-date.ts); empty: once paid. */
  sendDate: z.string().max(40).nullable().optional(),
});

/** 'Add funds and send': the send, and the amount to add in dollars as typed (the add-funds rules). */
export const AddFundsAndSendSchema = SendToRecipientSchema.extend({ amount: AddFundsSchema.shape.amount });
