// Client-safe: what a campaign's follow-up steps may add to a send (issue 34, point 3). The server
// prices each step (program-cost.ts); the dialogs size it to the send the user is about to confirm,
// whose count and date change in the browser (the skip/send choice, the send date field).
import { addDays } from '@/lib/orders/send-date';
import type { FollowUpStepAudience } from '@/lib/validation/follow-up-step-messages';

/** One live step as it would follow any card of the campaign, priced per card. */
export type FollowUpProgramStep = {
  /** Its number as the campaign form and the results page show it (1 = the first live step). */
  number: number;
  audience: FollowUpStepAudience;
  /** Days after the first card: this step's days plus every live step's before it (each counts from the card before). */
  afterDays: number;
  /** One card of this step at today's price on the user's plan (the step's template size), in cents. */
  unitCents: number;
  /**
   * False when no card of a send can ever reach it: it mails only non-responders after a step that
   * mailed only responders (responding is for good), or it follows such a step.
   */
  reachable: boolean;
};

export type FollowUpProgram = {
  steps: FollowUpProgramStep[];
  /** The campaign is paused: its steps place nothing until it is resumed (decision 038). */
  paused: boolean;
};

/** A step sized to one send: at most this many cards, on this day, for at most this much. */
export type ProgramStepCost = {
  number: number;
  audience: FollowUpStepAudience;
  /** YYYY-MM-DD (UTC, as send dates count): the send's day plus the step's days. */
  day: string;
  maxCards: number;
  maxCents: number;
  reachable: boolean;
};

/**
 * The program of a send of `cards` cards mailed on `startDay` (the send date, or today): every
 * card of the send may get each reachable step, so a step mails at most `cards` cards, each at
 * the step's price. Integer cents; nothing for a send of no cards.
 */
export function programForSend(
  program: FollowUpProgram,
  cards: number,
  startDay: string,
): { steps: ProgramStepCost[]; maxCents: number } {
  if (cards <= 0) return { steps: [], maxCents: 0 };
  const steps = program.steps.map((step) => {
    const maxCards = step.reachable ? cards : 0;
    return {
      number: step.number,
      audience: step.audience,
      day: addDays(startDay, step.afterDays),
      maxCards,
      maxCents: maxCards * step.unitCents,
      reachable: step.reachable,
    };
  });
  return { steps, maxCents: steps.reduce((sum, step) => sum + step.maxCents, 0) };
}
