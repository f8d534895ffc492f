import { z } from 'zod';
import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import { ORDER_STATUSES } from '@/lib/db/schema';
import { ORDER_FILTERS } from '@/lib/orders/order-status';
import { BULK_MESSAGES } from '@/lib/bulk/parse-recipients-csv';
import { MAX_SEND_DATE_DAYS, SEND_DATE_MESSAGES } from '@/lib/orders/send-date';
import { hasUnprintableCharacters, UNPRINTABLE_RULE } from '@/lib/validation/printable-text';
import { QuoteSendSchema, SEND_MESSAGES } from '@/lib/validation/send';
import { ADDRESS_2_MESSAGES, MAX_ADDRESS_2_LENGTH } from '@/lib/validation/address-line-2';
import { Address2Schema } from '@/lib/validation/address-line-2-schema';
import { SendProgramSchema } from './follow-up-program';

export const OrderStatusSchema = z
  .enum(ORDER_STATUSES)
  .describe(
    'pending → processing (charging the balance) → ready → submitted → completed. scheduled: charged, waiting for its ' +
      'send_date (then ready). payment_required waits for funds; payment_failed, failed and cancelled are final unless ' +
      'retried in the app.',
  );

export const ApiAddressSchema = z.object({
  address_1: z.string().describe('Street number and street'),
  address_2: z.string().nullable().describe('Apartment, suite or unit, printed under the street; null when none'),
  city: z.string(),
  state: z.string().describe('2-letter code'),
  zip: z.string().describe('5 digits'),
  formatted: z.string().describe('The whole address as the maps service writes it'),
});

export const ORDER_EVENT_TYPES = [
  'placed',
  'charged',
  'submitted',
  'provider',
  'failed',
  'refunded',
  'cancelled',
  'retried',
] as const;

/** One step of an order's journey (decision 035). */
export const OrderEventSchema = z.object({
  type: z
    .enum(ORDER_EVENT_TYPES)
    .describe(
      "placed, charged (amount), submitted (to the postal provider), provider (the provider's own event, in " +
        'provider_status: Printed, In Transit, Delivered, Returned to Sender…), failed (message), refunded (amount), ' +
        'cancelled, retried',
    ),
  at: z.iso.datetime().describe('When it happened (for provider events: when we learned of it)'),
  provider_status: z.string().nullable().describe("The provider's own words for a provider event, else null"),
  amount: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .nullable()
    .describe('US dollars charged (charged) or given back to the balance (refunded), else null'),
  amount_cents: z.number().int().nullable().describe('The same amount in cents, else null'),
  message: z.string().nullable().describe('Why the order failed or was cancelled, else null'),
});
export type ApiOrderEvent = z.infer<typeof OrderEventSchema>;

/** An order as the API returns it; built in SQL by api_order_json() for reads and events alike. */
export const OrderSchema = z.object({
  id: z.uuid(),
  send_id: z
    .uuid()
    .describe(
      'The send that placed it with the other cards of the same Send, Bulk Send, list send or follow-up day (GET /sends/{id})',
    ),
  status: OrderStatusSchema,
  send_date: z.iso
    .date()
    .nullable()
    .describe('The day (UTC) the order goes to print, YYYY-MM-DD; null: as soon as it is paid'),
  error_message: z.string().nullable().describe('Why the order stopped (payment_required, failed), else null'),
  provider_status: z.string().nullable().describe("The postal provider's own words once submitted, e.g. 'In Transit'"),
  cost: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .describe('Total in US dollars with two decimals, e.g. "1.00"'),
  cost_cents: z.number().int().describe('The same total in cents'),
  campaign: z.object({ id: z.uuid(), name: z.string(), type: z.enum(['single', 'neighbor']) }),
  recipient: z.object({
    id: z.uuid(),
    name: z.string(),
    address: ApiAddressSchema,
    custom_values: z.record(z.string(), z.string()),
  }),
  events: z.array(OrderEventSchema).describe("The order's journey, oldest first; the first is always placed"),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type ApiOrder = z.infer<typeof OrderSchema>;

/** POST /api/v1/orders answers the order and what its campaign's follow-up steps may still mail after it. */
export const CreatedOrderSchema = OrderSchema.extend({
  follow_up_program: SendProgramSchema.describe(
    'What the campaign’s live follow-up steps may still mail and charge after this card (up to one more card per ' +
      'reachable step), nothing of it charged now; empty steps: nothing follows. Only this answer carries it',
  ),
});
export type ApiCreatedOrder = z.infer<typeof CreatedOrderSchema>;

const required = (message: string, max: number) => z.string(message).trim().min(1, message).max(max);
/** Text that is printed on the card: the shared rule (lib/validation/printable-text.ts), with `message`. */
const printed = (schema: z.ZodString, message: string) =>
  schema.refine((text) => !hasUnprintableCharacters(text), message);

/** POST /api/v1/orders: the fields of the app's order API (spec section 7), plus custom values. */
export const CreateOrderSchema = z.object({
  campaign_id: z
    .uuid('campaign_id must be the id of one of your campaigns')
    .describe('One of your campaigns (GET /api/v1/campaigns)'),
  recipient_name: printed(required(SEND_MESSAGES.nameRequired, 120), SEND_MESSAGES.nameUnprintable).describe(
    `Up to 120 characters. ${UNPRINTABLE_RULE}`,
  ),
  recipient_address_1: printed(required(BULK_MESSAGES.addressRequired, 200), ADDRESS_MESSAGES.invalid).describe(
    `Street number and street, e.g. "123 Main St". ${UNPRINTABLE_RULE} The address the lookup finds must have ` +
      'this street number and recipient_zip, else 422 invalid_address naming what differs',
  ),
  recipient_address_2: Address2Schema.nullable().describe(
    `Apartment, suite or unit, e.g. "Apt 4B", printed under the street; optional. Up to ${MAX_ADDRESS_2_LENGTH} ` +
      `characters. ${UNPRINTABLE_RULE} ("${ADDRESS_2_MESSAGES.tooLong}", "${ADDRESS_2_MESSAGES.unprintable}")`,
  ),
  recipient_city: printed(required(BULK_MESSAGES.cityRequired, 100), ADDRESS_MESSAGES.invalid).describe(
    UNPRINTABLE_RULE,
  ),
  recipient_state: z
    .string(BULK_MESSAGES.stateRequired)
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'State must be a 2-letter code')
    .transform((state) => state.toUpperCase())
    .describe('2-letter state code, e.g. "IL"'),
  recipient_zip: z
    .string(BULK_MESSAGES.zipRequired)
    .trim()
    .regex(/^\d{5}(?:-?\d{4})?$/, BULK_MESSAGES.zipInvalid)
    .describe('5-digit ZIP (ZIP+4 accepted), as a string so leading zeros stay'),
  custom_values: QuoteSendSchema.shape.customValues
    .optional()
    .describe(
      'Values for the template\'s custom fields by id, e.g. { "offer_code": "SPRING" }; unknown ids are ignored',
    ),
  send_date: z.iso
    .date(SEND_DATE_MESSAGES.invalid)
    .nullable()
    .optional()
    .describe(
      `The day to print and mail it, YYYY-MM-DD, today to ${MAX_SEND_DATE_DAYS} days ahead, days counted in UTC. ` +
        'The order is charged now and waits as scheduled until that day; leave it out to send as soon as it is paid',
    ),
});
export type CreateOrderInput = z.output<typeof CreateOrderSchema>;

export const ORDER_STATUS_FILTERS = [...ORDER_FILTERS, ...ORDER_STATUSES] as const;

const PAGE = 'page must be a whole number from 1';
const PAGE_SIZE = 'page_size must be a whole number from 1 to 100';

export const ListOrdersQuerySchema = z.object({
  page: z.coerce.number(PAGE).int(PAGE).min(1, PAGE).default(1).describe('From 1'),
  page_size: z.coerce
    .number(PAGE_SIZE)
    .int(PAGE_SIZE)
    .min(1, PAGE_SIZE)
    .max(100, PAGE_SIZE)
    .default(25)
    .describe('1 to 100'),
  status: z
    .enum(ORDER_STATUS_FILTERS, `status must be one of: ${ORDER_STATUS_FILTERS.join(', ')}`)
    .default('all')
    .describe('One status, or a group: active (not yet final), completed (completed, failed, cancelled), all'),
});

export const OrderListSchema = z.object({
  data: z.array(OrderSchema).describe('Newest first'),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int().describe('Orders matching the filter, on every page'),
  has_more: z.boolean(),
});
