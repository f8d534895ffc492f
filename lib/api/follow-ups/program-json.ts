import type { z } from 'zod';
import { programForSend, type FollowUpProgram } from '@/lib/follow-ups/follow-up-program';
import { PROGRAM_NOTES, programLines, programTotalLine } from '@/lib/follow-ups/program-lines';
import { centsToNumeric } from '@/lib/money/cents';
import type { CardProgramSchema, SendProgramSchema } from '../schemas/follow-up-program';

/** A campaign's program per card (programCost's), as the API names its fields. */
export function cardProgramJson(program: FollowUpProgram): z.output<typeof CardProgramSchema> {
  return {
    paused: program.paused,
    steps: program.steps.map((step) => ({
      number: step.number,
      audience: step.audience,
      after_days: step.afterDays,
      unit_cost: centsToNumeric(step.unitCents),
      unit_cost_cents: step.unitCents,
      reachable: step.reachable,
      charged: 'when_placed' as const,
    })),
  };
}

/**
 * The program sized to a placement of `cards` cards mailed from `startDay` (the send date, or
 * today), with `sendCents` the placement's own total: the same arithmetic (programForSend) and
 * the same words (programLines, programTotalLine, PROGRAM_NOTES) as the app's send dialogs.
 */
export function sendProgramJson(
  program: FollowUpProgram,
  placement: { cards: number; startDay: string; today: string; sendCents: number },
): z.output<typeof SendProgramSchema> {
  const sized = programForSend(program, placement.cards, placement.startDay);
  const perCard = cardProgramJson(program).steps;
  const lines = sized.steps.length
    ? [
        ...programLines(sized.steps, placement.today),
        programTotalLine(placement.sendCents, sized.maxCents),
        PROGRAM_NOTES.prices,
        ...(program.paused ? [PROGRAM_NOTES.paused] : []),
      ]
    : [];
  return {
    paused: program.paused,
    steps: sized.steps.map((step, index) => ({
      ...perCard[index],
      day: step.day,
      max_cards: step.maxCards,
      max_cost: centsToNumeric(step.maxCents),
      max_cost_cents: step.maxCents,
    })),
    max_cost: centsToNumeric(sized.maxCents),
    max_cost_cents: sized.maxCents,
    lines,
  };
}
