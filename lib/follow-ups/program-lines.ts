// Client-safe: the words Confirm Order, Bulk Send and Send to a list use for a send's follow-up
// program (issue 34, point 3), said before the confirming button.
import { formatCents } from '@/lib/money/cents';
import { formatSendDate } from '@/lib/orders/send-date';
import { plural } from '@/lib/text/plural';
import type { FollowUpStepAudience } from '@/lib/validation/follow-up-step-messages';
import type { ProgramStepCost } from './follow-up-program';

/** Who a step mails, as a sentence ends (the campaign form's Non-responders, Responders, Everyone). */
export const PROGRAM_AUDIENCE_WORDS: Record<FollowUpStepAudience, string> = {
  non_responders: 'to whoever has not responded',
  responders: 'to whoever has responded',
  everyone: 'to everyone, responded or not',
};

/** Said under the step lines. */
export const PROGRAM_NOTES = {
  heading: 'Follow-up steps of this campaign',
  prices: 'Each step is charged when it is placed, at that day’s price; the amounts above are today’s.',
  paused: 'The campaign is paused: no step mails until you resume it; then each mails whoever qualifies.',
} as const;

/**
 * One line per step of a sized program: "Then step 1: up to 18 more cards on Mon, Dec 7, to
 * whoever has not responded — up to $22.50, charged then." A step no card can reach says why.
 */
export function programLines(steps: ProgramStepCost[], today: string): string[] {
  return steps.map((step, index) => {
    const audience = PROGRAM_AUDIENCE_WORDS[step.audience];
    if (!step.reachable) {
      const before = steps[index - 1];
      return before?.reachable
        ? `Then step ${step.number}: no more cards — it goes ${audience}, and step ${before.number} mails only those who responded.`
        : `Then step ${step.number}: no more cards — it follows step ${before?.number}, which mails none of them.`;
    }
    return `Then step ${step.number}: up to ${plural(step.maxCards, 'more card')} on ${formatSendDate(step.day, today)}, ${audience} — up to ${formatCents(step.maxCents)}, charged then.`;
  });
}

/** "In all, up to $45.00: $22.50 for this send and up to $22.50 for its follow-up steps." */
export function programTotalLine(sendCents: number, stepsCents: number): string {
  return `In all, up to ${formatCents(sendCents + stepsCents)}: ${formatCents(sendCents)} for this send and up to ${formatCents(stepsCents)} for its follow-up steps.`;
}
