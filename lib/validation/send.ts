import { z } from 'zod';
import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import { AddFundsSchema } from './add-funds';
import { Address2Schema } from './address-line-2-schema';
import { hasUnprintableCharacters } from './printable-text';
import { SEND_MESSAGES } from './send-messages';

export { SEND_MESSAGES };

const Values = z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), z.string().max(200));

export const QuoteSendSchema = z.object({
  campaignId: z.string().min(1),
  recipientName: z
    .string()
    .trim()
    .min(1, SEND_MESSAGES.nameRequired)
    .max(120)
    .refine((name) => !hasUnprintableCharacters(name), SEND_MESSAGES.nameUnprintable),
  customValues: Values,
  /** Apartment, suite or unit as typed (optional): printed as the card's second address line. */
  address2: Address2Schema,
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

/** The five parts of the picked address, posted by the recipient form as hidden `address.<part>` fields. */
export const QUOTE_ADDRESS_PARTS = [
  'street_number',
  'route',
  'locality',
  'administrative_area_level_1',
  'postal_code',
] as const;

/**
 * Send's recipient step as posted (`<form action>`): `recipientName`, `address2`, the custom values as
 * `customValues.<id>`, and the picked address as `address.<part>` (absent until one is picked).
 */
export function quoteSendFromForm(values: Record<string, string>): z.input<typeof QuoteSendSchema> {
  const customValues: Record<string, string> = {};
  for (const [key, value] of Object.entries(values))
    if (key.startsWith('customValues.')) customValues[key.slice('customValues.'.length)] = value;
  const picked = values['address.route'] !== undefined;
  return {
    campaignId: values.campaignId ?? '',
    recipientName: values.recipientName ?? '',
    address2: values.address2 ?? '',
    customValues,
    address: picked
      ? (Object.fromEntries(QUOTE_ADDRESS_PARTS.map((part) => [part, values[`address.${part}`] ?? ''])) as QuoteAddress)
      : undefined,
  };
}

/** The recipient step needs a picked address: its error is named `address`, the field's own name. */
export const QuoteSendFormSchema = QuoteSendSchema.superRefine((input, ctx) => {
  if (!input.address) ctx.addIssue({ code: 'custom', path: ['address'], message: ADDRESS_MESSAGES.notValidated });
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
