import type { OrderStatus } from '@/lib/db/schema';

/**
 * Where a send's cards are, in plain words (issue 34): the spec's statuses, and for a mailed
 * (`completed`) card where the provider last said it is. Client-safe.
 */
export const CARD_STATES = [
  'waiting for payment',
  'scheduled',
  'printing',
  'in transit',
  'delivered',
  'returned',
  'failed',
  'cancelled',
] as const;
export type CardState = (typeof CARD_STATES)[number];
export type CardStateCounts = Record<CardState, number>;

/** The provider's words (lib/orders/card-badge.ts) for a mailed card, by the state they put it in. */
const MAILED_WORDS: Record<string, CardState> = {
  shipped: 'in transit',
  'in transit': 'in transit',
  'in local area': 'in transit',
  'processed for delivery': 'in transit',
  're-routed': 'in transit',
  delivered: 'delivered',
  'returned to sender': 'returned',
};

/**
 * A card's state: waiting for payment (pending, being charged, payment required or failed),
 * scheduled, printing (ready, with the printer, or mailed with no word yet of where it is, or
 * "Printed"), then in transit, delivered or returned as the provider says, failed, cancelled.
 */
export function cardState(status: OrderStatus, providerWord: string | null): CardState {
  switch (status) {
    case 'pending':
    case 'processing':
    case 'payment_required':
    case 'payment_failed':
      return 'waiting for payment';
    case 'scheduled':
      return 'scheduled';
    case 'ready':
    case 'submitted':
      return 'printing';
    case 'completed':
      return (providerWord && MAILED_WORDS[providerWord.trim().toLowerCase()]) || 'printing';
    case 'failed':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
  }
}

export const emptyStateCounts = (): CardStateCounts =>
  Object.fromEntries(CARD_STATES.map((s) => [s, 0])) as CardStateCounts;

/** "2 scheduled · 1 cancelled": the states that hold cards, in the cards' order of travel. */
export function stateCountsLine(counts: CardStateCounts): string {
  return CARD_STATES.filter((s) => counts[s] > 0)
    .map((s) => `${counts[s].toLocaleString('en-US')} ${s}`)
    .join(' · ');
}

/** "Follow-up · step 2" for a follow-up step's send, else null. */
export function followUpTag(send: { kind: string; follow_up_step_number: number | null }): string | null {
  return send.kind === 'follow_up' && send.follow_up_step_number !== null
    ? `Follow-up · step ${send.follow_up_step_number}`
    : null;
}

/** "1 postcard", "3 postcards". */
export const postcardsLabel = (n: number) => `${n.toLocaleString('en-US')} postcard${n === 1 ? '' : 's'}`;
