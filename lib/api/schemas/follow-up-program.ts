import { z } from 'zod';
import { FOLLOW_UP_AUDIENCES } from '@/lib/validation/follow-up-step-messages';

// A campaign's follow-up program as the API says it (issue 34, point 3; decision 044): what its
// live steps may still mail and charge after a card, priced by programCost as the app's Confirm
// Order, Bulk Send and Send to a list dialogs price it.

const Money = z.string().regex(/^\d+\.\d{2}$/);

const CHARGED =
  'when_placed: each card of the step is charged from your balance when the step places it, at that day’s price on your ' +
  'plan (payment_required when the balance is short); the amounts here are today’s prices';

/** One live step, priced per card: what GET /campaigns/{id} says for any card of the campaign. */
export const ProgramStepSchema = z.object({
  number: z
    .number()
    .int()
    .describe(
      'The step’s number among the campaign’s live steps (1 = the first): its position in GET /campaigns/{id}/follow-ups',
    ),
  audience: z
    .enum(FOLLOW_UP_AUDIENCES)
    .describe('Who it mails when it comes due: non_responders, responders or everyone (responded or not)'),
  after_days: z
    .number()
    .int()
    .describe(
      'Days after the first card this step comes due at the earliest: its own days plus those of every step before it ' +
        '(each step counts from the day the card before it was handed to the postcard provider)',
    ),
  unit_cost: Money.describe('One card of this step at today’s price on your plan (its template’s size), US dollars'),
  unit_cost_cents: z.number().int(),
  reachable: z
    .boolean()
    .describe(
      'false: no card can reach this step — it mails non-responders after a step that mails only responders (responding ' +
        'is for good), or it follows such a step — so it mails nothing and costs nothing',
    ),
  charged: z.literal('when_placed').describe(CHARGED),
});

export const CardProgramSchema = z
  .object({
    paused: z
      .boolean()
      .describe(
        'The campaign is paused: no step mails until it is resumed in the app; then each mails whoever qualifies',
      ),
    steps: z.array(ProgramStepSchema).describe('Its live steps in the order they run; empty: nothing follows a card'),
  })
  .describe(
    'What the campaign’s follow-up steps may mail and charge after each card it mails. A neighbor campaign has none: ' +
      'steps mail only single-send cards. A send of n cards on day D may get, for each reachable step, up to n more ' +
      'cards on D + after_days, for up to n × unit_cost',
  );

/** One step sized to a placement: at most this many cards, from this day, for at most this much. */
export const SendProgramStepSchema = ProgramStepSchema.extend({
  day: z.iso.date().describe('The day (UTC) it comes due at the earliest: the send date (or today) plus after_days'),
  max_cards: z
    .number()
    .int()
    .describe('At most this many more cards: one per card of this placement (0 when not reachable)'),
  max_cost: Money.describe('max_cards × unit_cost, US dollars: the most this step may charge for this placement'),
  max_cost_cents: z.number().int(),
});

export const SendProgramSchema = z
  .object({
    paused: CardProgramSchema.shape.paused,
    steps: z
      .array(SendProgramStepSchema)
      .describe('Each live step of the campaign, in the order they run; empty: nothing more will be mailed or charged'),
    max_cost: Money.describe('What every step together may still charge for this placement, US dollars'),
    max_cost_cents: z.number().int(),
    lines: z
      .array(z.string())
      .describe(
        'The words the app’s send dialogs show before their button, e.g. "Then step 1: up to 18 more cards on Mon, Dec 7, ' +
          'to whoever has not responded — up to $22.50, charged then.", then the total and the notes; empty without steps',
      ),
  })
  .describe(
    'What the campaign’s live follow-up steps may still mail and charge after the cards just placed — nothing of it is ' +
      'charged now. Priced as the app’s send dialogs price it (decision 044)',
  );
