import { sendProgramJson } from '@/lib/api/follow-ups/program-json';
import { fieldDocs } from '@/lib/api/openapi/field-docs';
import { StepResultsSchema } from '@/lib/api/schemas/campaign-results';
import { SendProgramSchema, SendProgramStepSchema } from '@/lib/api/schemas/follow-up-program';
import { Code, CodeBlock } from './code-block';
import { DocSection } from './doc-section';
import { FieldTable } from './field-table';

// The example is built by the same function the API answers with, so it cannot drift from it:
// a list of 18 dated Mon, Nov 30 on a campaign with two steps, at Free prices.
const EXAMPLE = JSON.stringify(
  {
    send_id: '0f9d5c1e-2b3a-4c5d-8e7f-9a0b1c2d3e4f',
    count: 18,
    total: '22.50',
    total_cents: 2250,
    send_date: '2026-11-30',
    follow_up_program: sendProgramJson(
      {
        paused: false,
        steps: [
          { number: 1, audience: 'non_responders', afterDays: 7, unitCents: 125, reachable: true },
          { number: 2, audience: 'everyone', afterDays: 21, unitCents: 165, reachable: true },
        ],
      },
      { cards: 18, startDay: '2026-11-30', today: '2026-11-27', sendCents: 2250 },
    ),
  },
  null,
  2,
);

/** What a campaign's follow-up steps may still cost, before and after placing, and the results by step. */
export function ProgramsDoc() {
  return (
    <DocSection id="follow-up-programs" title="Follow-up programs and results by step">
      <p>
        A campaign&apos;s follow-up steps mail and charge more cards days after each card it mails. The API says what
        they may cost where the app does, before you place and in the answer:{' '}
        <Code>GET /api/v1/campaigns/{'{id}'}</Code> gives its <Code>follow_up_program</Code> per card (each live
        step&apos;s number, audience, days after the first card and one card&apos;s price today), and{' '}
        <Code>POST /api/v1/orders</Code> and <Code>POST /api/v1/lists/{'{id}'}/send</Code> answer it sized to the cards
        they placed: per step the day it comes due at the earliest, up to how many cards and up to what cost. Nothing of
        it is charged when you place: each step&apos;s cards are charged when the step places them, at that day&apos;s
        price. <Code>lines</Code> holds the words the app&apos;s send dialogs show before their button. A paused
        campaign says <Code>paused</Code>; a step no card can reach says <Code>reachable: false</Code> and costs
        nothing; a neighbor campaign has no program.
      </p>
      <CodeBlock label="POST /api/v1/lists/{id}/send answers (part)" code={EXAMPLE} />
      <FieldTable caption="follow_up_program" fields={fieldDocs(SendProgramSchema)} />
      <FieldTable caption="Each of its steps" fields={fieldDocs(SendProgramStepSchema)} />
      <p>
        <Code>GET /api/v1/campaigns/{'{id}'}/results</Code> counts people: <Code>response_rate</Code> is the households
        that responded ÷ the households mailed. Its <Code>steps</Code> are the results table by step as the app shows
        it: the first card as step 0, then a row per follow-up step, each with the same figures so the steps compare.{' '}
        <Code>follow_up_steps</Code> keeps the follow-up steps&apos; own rows as before.
      </p>
      <FieldTable caption="Each row of steps" fields={fieldDocs(StepResultsSchema)} />
    </DocSection>
  );
}
