import { describe, expect, it } from 'vitest';
import type { FollowUpProgram } from '@/lib/follow-ups/follow-up-program';
import { CardProgramSchema, SendProgramSchema } from '../schemas/follow-up-program';
import { cardProgramJson, sendProgramJson } from './program-json';

const TODAY = '2026-11-27';
const PROGRAM: FollowUpProgram = {
  paused: false,
  steps: [
    { number: 1, audience: 'non_responders', afterDays: 7, unitCents: 125, reachable: true },
    { number: 2, audience: 'responders', afterDays: 21, unitCents: 165, reachable: true },
    { number: 3, audience: 'non_responders', afterDays: 28, unitCents: 125, reachable: false },
  ],
};

describe('the follow-up program as the API says it', () => {
  it('per card: each live step priced, in dollars and cents, charged when placed', () => {
    const json = CardProgramSchema.parse(cardProgramJson(PROGRAM));
    expect(json.steps[0]).toEqual({
      number: 1,
      audience: 'non_responders',
      after_days: 7,
      unit_cost: '1.25',
      unit_cost_cents: 125,
      reachable: true,
      charged: 'when_placed',
    });
    expect(json.steps.map((s) => s.reachable)).toEqual([true, true, false]);
  });

  it('sized to a placement: the days, the most each step may mail and cost, and the dialog’s own words', () => {
    const json = SendProgramSchema.parse(
      sendProgramJson(PROGRAM, { cards: 18, startDay: '2026-11-30', today: TODAY, sendCents: 2250 }),
    );
    expect(json.steps.map((s) => [s.number, s.day, s.max_cards, s.max_cost, s.max_cost_cents])).toEqual([
      [1, '2026-12-07', 18, '22.50', 2250],
      [2, '2026-12-21', 18, '29.70', 2970],
      [3, '2026-12-28', 0, '0.00', 0],
    ]);
    expect([json.max_cost, json.max_cost_cents, json.paused]).toEqual(['52.20', 5220, false]);
    expect(json.lines).toEqual([
      'Then step 1: up to 18 more cards on Mon, Dec 7, to whoever has not responded — up to $22.50, charged then.',
      'Then step 2: up to 18 more cards on Mon, Dec 21, to whoever has responded — up to $29.70, charged then.',
      'Then step 3: no more cards — it goes to whoever has not responded, and step 2 mails only those who responded.',
      'In all, up to $74.70: $22.50 for this send and up to $52.20 for its follow-up steps.',
      'Each step is charged when it is placed, at that day’s price; the amounts above are today’s.',
    ]);
  });

  it('says a paused campaign’s note, and nothing at all without steps', () => {
    const paused = sendProgramJson(
      { ...PROGRAM, paused: true },
      { cards: 1, startDay: TODAY, today: TODAY, sendCents: 125 },
    );
    expect(paused.paused).toBe(true);
    expect(paused.lines.at(-1)).toMatch(/^The campaign is paused/);
    expect(
      sendProgramJson({ steps: [], paused: false }, { cards: 3, startDay: TODAY, today: TODAY, sendCents: 375 }),
    ).toEqual({ paused: false, steps: [], max_cost: '0.00', max_cost_cents: 0, lines: [] });
  });
});
