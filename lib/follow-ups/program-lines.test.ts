import { describe, expect, it } from 'vitest';
import { programForSend, type FollowUpProgram } from './follow-up-program';
import { programLines, programTotalLine } from './program-lines';

const TODAY = '2026-11-27';
const program = (...steps: Omit<FollowUpProgram['steps'][number], 'number'>[]): FollowUpProgram => ({
  steps: steps.map((step, index) => ({ ...step, number: index + 1 })),
  paused: false,
});

describe("a send's follow-up program", () => {
  it('sizes each step to the cards of the send, from the send day, in exact cents', () => {
    const sized = programForSend(
      program(
        { audience: 'non_responders', afterDays: 7, unitCents: 125, reachable: true },
        { audience: 'everyone', afterDays: 21, unitCents: 165, reachable: true },
      ),
      18,
      '2026-11-30',
    );
    expect(sized).toEqual({
      steps: [
        { number: 1, audience: 'non_responders', day: '2026-12-07', maxCards: 18, maxCents: 2250, reachable: true },
        { number: 2, audience: 'everyone', day: '2026-12-21', maxCards: 18, maxCents: 2970, reachable: true },
      ],
      maxCents: 5220,
    });
    expect(programLines(sized.steps, TODAY)).toEqual([
      'Then step 1: up to 18 more cards on Mon, Dec 7, to whoever has not responded — up to $22.50, charged then.',
      'Then step 2: up to 18 more cards on Mon, Dec 21, to everyone, responded or not — up to $29.70, charged then.',
    ]);
    expect(programTotalLine(2250, sized.maxCents)).toBe(
      'In all, up to $74.70: $22.50 for this send and up to $52.20 for its follow-up steps.',
    );
  });

  it('says one card in the singular, and the year of a day in another year', () => {
    const sized = programForSend(
      program({ audience: 'responders', afterDays: 14, unitCents: 100, reachable: true }),
      1,
      '2026-12-20',
    );
    expect(programLines(sized.steps, TODAY)).toEqual([
      'Then step 1: up to 1 more card on Sun, Jan 3, 2027, to whoever has responded — up to $1.00, charged then.',
    ]);
  });

  it('says why a step no card can reach mails nothing, and counts nothing for it', () => {
    const sized = programForSend(
      program(
        { audience: 'responders', afterDays: 7, unitCents: 125, reachable: true },
        { audience: 'non_responders', afterDays: 14, unitCents: 125, reachable: false },
        { audience: 'everyone', afterDays: 21, unitCents: 125, reachable: false },
      ),
      3,
      TODAY,
    );
    expect(sized.maxCents).toBe(375);
    expect(programLines(sized.steps, TODAY)).toEqual([
      'Then step 1: up to 3 more cards on Fri, Dec 4, to whoever has responded — up to $3.75, charged then.',
      'Then step 2: no more cards — it goes to whoever has not responded, and step 1 mails only those who responded.',
      'Then step 3: no more cards — it follows step 2, which mails none of them.',
    ]);
  });

  it('says nothing for a campaign without steps or a send of no cards', () => {
    expect(programForSend({ steps: [], paused: false }, 18, TODAY)).toEqual({ steps: [], maxCents: 0 });
    const one = program({ audience: 'everyone', afterDays: 7, unitCents: 125, reachable: true });
    expect(programForSend(one, 0, TODAY)).toEqual({ steps: [], maxCents: 0 });
  });
});
