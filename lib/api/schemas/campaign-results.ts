import { z } from 'zod';
import { TRACKING_ID_LENGTH } from '@/lib/tracking/new-tracking-id';
import { FollowUpStepSchema } from './follow-ups';

const PAGE_SIZE = 'page_size must be a whole number from 1 to 100';
const AFTER = `after must be the next_cursor of a page: ${TRACKING_ID_LENGTH} lowercase letters and digits`;

export const CampaignResultsQuerySchema = z.object({
  after: z
    .string(AFTER)
    .regex(/^[a-z0-9]{12}$/, AFTER)
    .optional()
    .describe("The responder list's next_cursor of the page before; none for the first page"),
  page_size: z.coerce
    .number(PAGE_SIZE)
    .int(PAGE_SIZE)
    .min(1, PAGE_SIZE)
    .max(100, PAGE_SIZE)
    .default(25)
    .describe('Responders per page, 1 to 100'),
});

const Money = z.string().regex(/^-?\d+\.\d{2}$/);

export const ResponderSchema = z.object({
  recipient_id: z.uuid().nullable(),
  order_id: z.uuid().nullable(),
  name: z
    .string()
    .describe('The recipient; a neighbor order\'s cards share one link, so its responder is "Neighbors of" the target'),
  address: z.string(),
  first_response: z.iso.datetime().describe('The first scan of the postcard’s QR code'),
  scans: z.number().int(),
  calls: z.number().int().describe('Always 0: calls count for the campaign, not for one recipient'),
});

/** One row of the results table by step (issue 34): the first card, or a follow-up step. */
export const StepResultsSchema = z.object({
  number: z
    .number()
    .int()
    .describe('0: the first card every recipient got; 1, 2…: the follow-up steps in the order they run'),
  follow_up_step_id: z
    .uuid()
    .nullable()
    .describe(
      'The follow-up step of this row (as in follow_up_steps and GET /campaigns/{id}/follow-ups); null for step 0',
    ),
  mailed: z
    .number()
    .int()
    .describe(
      'Households this step mailed: its postcards of completed orders (a step mails a household at most once; on step 0 a ' +
        'neighbor order counts each neighbor it mailed)',
    ),
  responders: z
    .number()
    .int()
    .describe("Households that scanned this step's card's own QR code (a neighbor order's shared code counts once)"),
  response_rate: z
    .number()
    .nullable()
    .describe('responders / mailed, in percent with one decimal; null before the step mailed any card'),
  spent: Money.describe('Charges for this step’s orders less their refunds, US dollars'),
  spent_cents: z.number().int(),
  cost_per_response: Money.nullable().describe('spent / responders, to the cent; null without responders'),
  cost_per_response_cents: z.number().int().nullable(),
});

export const CampaignResultsSchema = z.object({
  campaign: z.object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(['single', 'neighbor']),
    response_url: z.string().nullable().describe("Where each postcard's own QR code leads; null: no QR codes"),
    paused_at: z.iso.datetime().nullable().describe('When it was paused: its follow-up steps wait; null: running'),
  }),
  postcards_sent: z
    .number()
    .int()
    .describe('Postcards of completed orders; a neighbor order counts each neighbor it mailed'),
  households_mailed: z
    .number()
    .int()
    .describe('Households mailed at least one card: a recipient and their follow-up cards are one household'),
  responders: z
    .number()
    .int()
    .describe("Households that scanned any of their cards' own QR codes (a neighbor order's shared code counts once)"),
  response_rate: z
    .number()
    .nullable()
    .describe('responders / households_mailed, in percent with one decimal; null before any card was sent'),
  qr_scans: z.number().int(),
  phone_calls: z.number().int().describe("Calls to the campaign's tracking number"),
  spent: Money.describe('Charges for the campaign’s orders less their refunds, US dollars'),
  spent_cents: z.number().int(),
  cost_per_response: Money.nullable().describe('spent / responders (households), to the cent; null without responders'),
  cost_per_response_cents: z.number().int().nullable(),
  timeline: z
    .array(
      z.object({ date: z.iso.date(), postcards: z.number().int(), scans: z.number().int(), calls: z.number().int() }),
    )
    .describe('Every UTC day since the first order (at most the last 90), oldest first'),
  follow_up_steps: z
    .array(
      FollowUpStepSchema.extend({
        placed: z.number().int().describe('Orders the step placed, whatever became of them'),
        waiting_for_payment: z
          .number()
          .int()
          .describe('Its orders waiting at payment_required: add funds or save a card and they go on'),
        skipped: z.number().int().describe('Recipients it passed over: not in its audience when it came due'),
        postcards_sent: z.number().int().describe('Its completed orders'),
        responders: z.number().int().describe('Its cards whose own QR code was scanned'),
        response_rate: z.number().nullable().describe('responders / postcards_sent in percent, one decimal'),
        spent: Money.describe('Charges for its orders less their refunds, US dollars'),
        spent_cents: z.number().int(),
        cost_per_response: Money.nullable().describe('spent / responders; null without responders'),
        cost_per_response_cents: z.number().int().nullable(),
      }),
    )
    .describe(
      'Each follow-up step of the campaign, in the order they run, with its own figures (steps has step 0 too)',
    ),
  steps: z
    .array(StepResultsSchema)
    .describe(
      'The results table by step as the app shows it: the first card (step 0), then a row per follow-up step, each with ' +
        'the same figures so the steps compare. Step 0 is the campaign’s cards less its follow-up cards',
    ),
  responder_list: z.object({
    data: z.array(ResponderSchema).describe('Newest first response first'),
    next_cursor: z.string().nullable().describe('Pass as `after` for the next page; null on the last'),
  }),
});
