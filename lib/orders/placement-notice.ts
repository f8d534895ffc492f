import { formatCents } from '@/lib/money/cents';

// Client-safe: the send dialogs say with these what happened to the orders they placed.

/** How newly placed orders get paid, as the server saw it when they were written. */
export type PlacementPlan = {
  /** Orders written. */
  count: number;
  /** The price of each one. */
  unitCents: number;
  balanceCents: number;
  /** The saved default card that pays what the balance lacks; null without one. */
  cardLast4: string | null;
  /** What that card is charged (the shortfall, or the auto-recharge amount when larger). */
  cardChargeCents: number;
};

export const WAIT_HINT = 'add funds or save a card';

/** How many of the orders the balance pays, and how many wait (and for how much). */
export function planOutcome(plan: PlacementPlan) {
  const totalCents = plan.count * plan.unitCents;
  if (totalCents <= plan.balanceCents) return { kind: 'balance' as const, totalCents, waiting: 0, waitingCents: 0 };
  if (plan.cardLast4) return { kind: 'card' as const, totalCents, waiting: 0, waitingCents: 0 };
  const paid = plan.unitCents > 0 ? Math.min(plan.count, Math.floor(plan.balanceCents / plan.unitCents)) : plan.count;
  const waiting = plan.count - paid;
  return {
    kind: paid ? ('partial' as const) : ('waits' as const),
    totalCents,
    waiting,
    waitingCents: waiting * plan.unitCents,
  };
}

const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/**
 * The notice after a send. `subject` names what was placed ("Order", "3 orders", "Follow-up to
 * 2 recipients of Spring"), `placedFor` what follows "placed" for a single send (" for Spring").
 */
export function placementNotice(plan: PlacementPlan, subject: string, placedFor = ''): string {
  const outcome = planOutcome(plan);
  const one = plan.count === 1;
  switch (outcome.kind) {
    case 'balance':
      return `${subject} placed${placedFor}. ${formatCents(outcome.totalCents)} ${one ? 'is' : 'are'} paid from your balance.`;
    case 'card':
      return `${subject} placed${placedFor}. Card •••• ${plan.cardLast4} is charged ${formatCents(plan.cardChargeCents)} for what your balance does not cover.`;
    case 'waits':
      return `${subject} saved — ${one ? 'it waits' : 'they wait'} for ${formatCents(outcome.waitingCents)}: ${WAIT_HINT}.`;
    case 'partial':
      return `${subject} saved: ${orders(plan.count - outcome.waiting)} ${plan.count - outcome.waiting === 1 ? 'is' : 'are'} paid from your balance; ${orders(outcome.waiting)} ${outcome.waiting === 1 ? 'waits' : 'wait'} for ${formatCents(outcome.waitingCents)}: ${WAIT_HINT}.`;
  }
}
