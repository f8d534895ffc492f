import { z } from 'zod';
import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import { BULK_MESSAGES, MAX_CELL_LENGTH } from '@/lib/bulk/parse-recipients-csv';
import {
  CONTACT_MESSAGES,
  CONTACT_VALUE_MESSAGES,
  CUSTOM_VALUE_KEY,
  IMPORT_REPORT_MESSAGES,
  MAX_CONTACT_VALUES,
  MAX_IMPORT_CONTACTS,
  MAX_LIST_NAME_LENGTH,
} from './contacts-messages';
import { Address2Schema } from './address-line-2-schema';
import { hasUnprintableCharacters } from './printable-text';

const printable = (text: string) => !hasUnprintableCharacters(text);

export const ListNameSchema = z
  .string(CONTACT_MESSAGES.listNameRequired)
  .trim()
  .min(1, CONTACT_MESSAGES.listNameRequired)
  .max(MAX_LIST_NAME_LENGTH, CONTACT_MESSAGES.listNameTooLong)
  .refine(printable, CONTACT_MESSAGES.listNameUnprintable);

export const CreateListSchema = z.object({ name: ListNameSchema });

// The browser sends only the mapped columns (projectRows), as Bulk Send does.
const MAX_COLUMNS = 30;
const Column = z
  .number()
  .int()
  .min(0)
  .max(MAX_COLUMNS - 1)
  .nullable();

/**
 * A contact's custom values by key (decision 049): at most 20, keys as a template's custom value
 * ids, and never the two filled from other columns (the name, line 2).
 */
export const customValueKeys = <T extends z.ZodType>(value: T) =>
  z
    // Keys checked by refine, not by the key schema: zod words a bad record key "Invalid key in record".
    .record(z.string().max(100), value)
    .refine(
      (values) => Object.keys(values).every((key) => CUSTOM_VALUE_KEY.test(key)),
      CONTACT_VALUE_MESSAGES.keyInvalid,
    )
    .refine((values) => Object.keys(values).length <= MAX_CONTACT_VALUES, CONTACT_VALUE_MESSAGES.tooMany)
    .refine((values) => !('recipient_name' in values || 'address_2' in values), CONTACT_VALUE_MESSAGES.reserved);

const Cell = z.string().max(MAX_CELL_LENGTH, BULK_MESSAGES.cellTooLong);

export const ImportCsvSchema = z.object({
  listId: z.string().min(1).max(100),
  /** The posted columns' names, for the report's download; "Column N" when not sent. */
  headers: z.array(Cell).max(MAX_COLUMNS).optional(),
  rows: z
    .array(z.array(Cell).max(MAX_COLUMNS))
    .min(1, CONTACT_MESSAGES.noContacts)
    .max(MAX_IMPORT_CONTACTS, CONTACT_MESSAGES.tooManyContacts),
  mapping: z.object({
    fields: z.object({ name: Column, address_1: Column, city: Column, state: Column, zip: Column }),
    customValues: customValueKeys(Column),
    address2: Column.default(null),
  }),
});

/** Refused rows of a kept report, corrected in place and imported again. */
export const RetryImportSchema = z.object({
  reportId: z.string().min(1).max(100),
  rows: z
    .array(z.object({ index: z.number().int().min(0).max(MAX_IMPORT_CONTACTS), cells: z.array(Cell).max(MAX_COLUMNS) }))
    .min(1, IMPORT_REPORT_MESSAGES.nothingToRetry)
    .max(MAX_IMPORT_CONTACTS),
});

export const ImportRowSchema = z.object({
  reportId: z.string().min(1).max(100),
  index: z.number().int().min(0).max(MAX_IMPORT_CONTACTS),
});

/** Add or edit one contact: the name, the picked address (required to add, optional to edit) and line 2. */
export const ContactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, BULK_MESSAGES.nameRequired)
    .max(120, BULK_MESSAGES.nameTooLong)
    .refine(printable, BULK_MESSAGES.nameUnprintable),
  address2: Address2Schema,
  placeId: z.string().max(2000).optional(),
  sessionToken: z.string().max(100).optional(),
});

const ContactId = z.string().min(1).max(100);
const NoneIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/**
 * The Add/Edit contact dialog as posted (`<form action>`): the picked address travels as its
 * place id and session token. Adding needs a picked address; editing needs one only when the
 * address was typed over (`addressTyped`). That error is named `address`, the text field's name,
 * so it stands beside the address field.
 */
const contactFormFields = {
  name: ContactFormSchema.shape.name,
  address2: ContactFormSchema.shape.address2,
  placeId: z.preprocess(NoneIfEmpty, z.string().max(2000).optional()),
  sessionToken: z.preprocess(NoneIfEmpty, z.string().max(100).optional()),
  addressTyped: z.enum(['', 'true']).optional(),
};

function requirePickedAddress(always: boolean) {
  return (input: { placeId?: string; sessionToken?: string; addressTyped?: string }, ctx: z.RefinementCtx) => {
    if ((always || input.addressTyped === 'true') && !(input.placeId && input.sessionToken))
      ctx.addIssue({ code: 'custom', path: ['address'], message: ADDRESS_MESSAGES.notValidated });
  };
}

export const AddContactFormSchema = z
  .object({ ...contactFormFields, listId: ContactId })
  .superRefine(requirePickedAddress(true));

export const EditContactFormSchema = z
  .object({ ...contactFormFields, contactId: ContactId })
  .superRefine(requirePickedAddress(false));

export const ListSendSchema = z.object({
  listId: z.string().min(1, CONTACT_MESSAGES.chooseList).max(100),
  campaignId: z.string().min(1, CONTACT_MESSAGES.chooseCampaign).max(100),
});

export const ConfirmListSendSchema = ListSendSchema.extend({
  token: z.string().max(100),
  recent: z.enum(['skip', 'send']).optional(),
  // Checked against today on the server (lib/orders/send-date-today.ts), with its own messages.
  sendDate: z.string().max(40).nullable().optional(),
});

/** Contacts picked on a list's page: some ids (a page holds 25), or all matching its search. */
export const ContactSelectionSchema = z.union([
  z.object({ ids: z.array(z.string().max(100)).min(1, CONTACT_MESSAGES.nothingSelected).max(100) }),
  z.object({ all: z.literal(true), search: z.string().max(100) }),
]);

export const DeleteContactsSchema = z.object({ listId: z.string().min(1).max(100), selection: ContactSelectionSchema });

export const CopyContactsSchema = DeleteContactsSchema.extend({
  targetListId: z.string().min(1, CONTACT_MESSAGES.chooseTargetList).max(100),
});
