import { z } from 'zod';
import { ORDER_STATUSES, SEND_KINDS, SEND_SOURCES } from '@/lib/db/schema';
import { OrderSchema } from './orders';

const PAGE_SIZE = 'page_size must be a whole number from 1 to 100';
const AFTER = 'after must be the next_cursor of a page';

const pageSize = (what: string) =>
  z.coerce
    .number(PAGE_SIZE)
    .int(PAGE_SIZE)
    .min(1, PAGE_SIZE)
    .max(100, PAGE_SIZE)
    .default(25)
    .describe(`${what} per page, 1 to 100`);
const after = (what: string) =>
  z.uuid(AFTER).optional().describe(`The next_cursor of the ${what} page before; none for the first page`);
const Money = z.string().regex(/^\d+\.\d{2}$/);

export const SendSchema = z.object({
  id: z.uuid(),
  kind: z
    .enum(SEND_KINDS)
    .describe(
      'What made it: send (one recipient, or one neighbor order and its neighbors), bulk_send (a CSV), list_send (a ' +
        'contact list), follow_up (one day of a follow-up step: the cards the step placed that UTC day)',
    ),
  source: z.enum(SEND_SOURCES).describe('Who placed it: app, api (this API) or worker (follow-up steps)'),
  campaign: z.object({ id: z.uuid(), name: z.string() }),
  list_id: z.uuid().nullable().describe('A list_send’s list; null otherwise, or once the list was deleted'),
  follow_up_step: z
    .object({
      id: z.uuid(),
      number: z.number().int().describe('Its number among the campaign’s steps when it ran: “Follow-up · step 2”'),
      day: z.iso.date().describe('The UTC day of the run'),
    })
    .nullable()
    .describe('The follow-up step whose cards these are; null for every other kind'),
  send_date: z.iso.date().nullable().describe('The day (UTC) its cards go to print; null: as soon as each is paid'),
  order_count: z.number().int().describe('Its orders, one per card (a neighbor order is one order of many cards)'),
  postcard_count: z.number().int().describe('Postcards its orders bought: one each, a neighbor order its neighbors'),
  cost: Money.describe('What its orders cost as placed, US dollars'),
  cost_cents: z.number().int(),
  charged: Money.describe('Charged to your balance for its orders so far'),
  charged_cents: z.number().int(),
  refunded: Money.describe('Given back to your balance for its orders (cancelled, failed, unmailed neighbors)'),
  refunded_cents: z.number().int(),
  counts: z
    .object(
      Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.number().int()])) as Record<
        (typeof ORDER_STATUSES)[number],
        z.ZodNumber
      >,
    )
    .describe('Its orders in each status, every status named (0 when none)'),
  created_at: z.iso.datetime().describe('When it was placed (a follow-up day: its first card)'),
});
export type ApiSend = z.output<typeof SendSchema>;

export const ListSendsQuerySchema = z.object({ after: after('sends'), page_size: pageSize('Sends') });

export const SendPageSchema = z.object({
  data: z.array(SendSchema).describe('Newest first'),
  next_cursor: z.string().nullable().describe('Pass as `after` for the next page; null on the last'),
});

export const SendCardsQuerySchema = z.object({ after: after('orders'), page_size: pageSize('Orders') });

export const SendWithOrdersSchema = SendSchema.extend({
  orders: z.object({
    data: z.array(OrderSchema).describe('A page of its orders, in a fixed order (by id)'),
    next_cursor: z.string().nullable().describe('Pass as `after` for the next page of orders; null on the last'),
  }),
});

export const CancelSendResultSchema = z.object({
  cancelled: z
    .number()
    .int()
    .describe('Orders this call cancelled: scheduled, or not yet handed to the postal provider'),
  not_cancellable: z
    .number()
    .int()
    .describe('Orders it could not cancel: with the provider, mailed, failed, or being charged or submitted right now'),
  refunded: Money.describe('Given back to your balance by this call, US dollars: what the cancelled orders had paid'),
  refunded_cents: z.number().int(),
  send: SendSchema.describe('The send after the call'),
});
