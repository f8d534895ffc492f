import { z } from 'zod';
import { BULK_MESSAGES } from '@/lib/bulk/parse-recipients-csv';
import {
  CONTACT_MESSAGES,
  CUSTOM_VALUE_KEY,
  MAX_CONTACT_VALUES,
  MAX_IMPORT_CONTACTS,
  MAX_LIST_NAME_LENGTH,
} from '@/lib/validation/contacts-messages';
import { customValueKeys, ListNameSchema } from '@/lib/validation/contacts';
import { UNPRINTABLE_RULE } from '@/lib/validation/printable-text';
import { MAX_ADDRESS_2_LENGTH } from '@/lib/validation/address-line-2';
import { MAX_SEND_DATE_DAYS, SEND_DATE_MESSAGES } from '@/lib/orders/send-date';
import { SendProgramSchema } from './follow-up-program';

const PAGE_SIZE = 'page_size must be a whole number from 1 to 100';
const AFTER = 'after must be the next_cursor of a page';

const pageSize = z.coerce
  .number(PAGE_SIZE)
  .int(PAGE_SIZE)
  .min(1, PAGE_SIZE)
  .max(100, PAGE_SIZE)
  .default(25)
  .describe('1 to 100');
const after = z.uuid(AFTER).optional().describe('The next_cursor of the page before; none for the first page');

export const CreateListSchema = z.object({
  name: ListNameSchema.describe(
    `1 to ${MAX_LIST_NAME_LENGTH} characters once spaces around it are trimmed. ${UNPRINTABLE_RULE} ` +
      `A refused name answers 422 validation_error ("${CONTACT_MESSAGES.listNameRequired}", ` +
      `"${CONTACT_MESSAGES.listNameTooLong}", "${CONTACT_MESSAGES.listNameUnprintable}")`,
  ),
});

export const ListSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contact_count: z.number().int().describe('Contacts in the list, kept exactly'),
  created_at: z.iso.datetime(),
});

export const ListListQuerySchema = z.object({ after, page_size: pageSize });

export const ListListSchema = z.object({
  data: z.array(ListSchema).describe('Newest first'),
  next_cursor: z.string().nullable().describe('Pass as `after` for the next page; null on the last'),
});

// Each contact's fields are checked one by one, like a CSV row: a contact that fails is reported
// in `invalid` with its reason, and the others are still added.
const cell = (max: number) => z.string().max(max).optional();

export const ImportContactsSchema = z.object({
  contacts: z
    .array(
      z.object({
        name: cell(300).describe(`Up to 120 characters. ${UNPRINTABLE_RULE}`),
        address_1: cell(300).describe(
          `Street number and street, e.g. "123 Main St". ${UNPRINTABLE_RULE} The address found must have this ` +
            'street number and zip, else the contact is refused naming what differs',
        ),
        address_2: cell(300).describe(
          `Apartment, suite or unit (kept with the contact, carried into every send). Up to ${MAX_ADDRESS_2_LENGTH} characters. ${UNPRINTABLE_RULE}`,
        ),
        city: cell(300).describe(UNPRINTABLE_RULE),
        state: cell(300).describe('2-letter code'),
        zip: cell(300).describe('5 digits (ZIP+4 accepted), as a string so leading zeros stay'),
        custom_values: customValueKeys(z.string().max(200, BULK_MESSAGES.valueTooLong))
          .optional()
          .describe(
            "Values for templates' custom fields by id (e.g. first_name fills {{first_name}}); a send uses those its " +
              `template has. At most ${MAX_CONTACT_VALUES}; keys ${CUSTOM_VALUE_KEY.source}, not recipient_name or ` +
              'address_2; values up to 200 characters',
          ),
      }),
    )
    .min(1, CONTACT_MESSAGES.noContacts)
    .max(MAX_IMPORT_CONTACTS, CONTACT_MESSAGES.tooManyContacts)
    .describe(`1 to ${MAX_IMPORT_CONTACTS} contacts; each address is validated`),
});

export const ImportReportSchema = z.object({
  added: z.number().int().describe('Contacts added to the list'),
  duplicates: z.number().int().describe('Valid contacts whose address the list already had'),
  repeated: z
    .array(
      z.object({
        index: z.number().int().describe('Position in `contacts`, from 0'),
        first_index: z.number().int().describe('The earlier contact of this call with the same address'),
      }),
    )
    .describe('Contacts not added because an earlier contact of the same call has their address'),
  invalid: z
    .array(
      z.object({
        index: z.number().int().describe('Position in `contacts`, from 0'),
        message: z.string().describe(`Why it was refused, e.g. "${BULK_MESSAGES.zipInvalid}"`),
      }),
    )
    .describe('Contacts not added, each with its reason'),
});

export const ContactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.object({
    address_1: z.string(),
    address_2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    formatted: z.string().describe('The whole address as the maps service validated it'),
  }),
  custom_values: z.record(z.string(), z.string()),
  created_at: z.iso.datetime(),
});

export const ContactListQuerySchema = z.object({ after, page_size: pageSize });

export const ContactPageSchema = z.object({
  data: z.array(ContactSchema).describe('Newest first'),
  total: z.number().int().describe("The list's contacts, on every page"),
  next_cursor: z.string().nullable().describe('Pass as `after` for the next page; null on the last'),
});

export const SendListSchema = z.object({
  campaign_id: z
    .uuid('campaign_id must be the id of one of your campaigns')
    .describe('One of your campaigns (GET /api/v1/campaigns)'),
  recent: z
    .enum(['skip', 'send'], 'recent must be skip or send')
    .default('skip')
    .describe('Contacts this campaign mailed in the last 90 days: skip them (default) or send anyway'),
  send_date: z.iso
    .date(SEND_DATE_MESSAGES.invalid)
    .nullable()
    .optional()
    .describe(
      `The day to print and mail every card, YYYY-MM-DD, today to ${MAX_SEND_DATE_DAYS} days ahead, days counted in UTC. ` +
        'The orders are charged now and wait as scheduled until that day; leave it out to send as soon as each is paid',
    ),
});

export const ListSendResultSchema = z.object({
  send_id: z
    .uuid()
    .describe('The send holding these orders (GET /api/v1/sends/{id}); the same on a replayed Idempotency-Key'),
  orders: z
    .array(z.object({ id: z.uuid(), status: z.literal('pending') }))
    .describe('The orders placed, one per contact'),
  count: z.number().int(),
  skipped_recent: z.number().int().describe('Contacts skipped: this campaign mailed them in the last 90 days'),
  total: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .describe('What the orders cost together, in US dollars'),
  total_cents: z.number().int(),
  send_date: z.iso.date().nullable().describe('The day (UTC) the orders go to print; null: as soon as each is paid'),
  follow_up_program: SendProgramSchema.describe(
    'What the campaign’s live follow-up steps may still mail and charge after these cards (up to one more card per card ' +
      'and reachable step), nothing of it charged now; empty steps: nothing follows',
  ),
});
