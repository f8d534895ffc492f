import { RECENTLY_MAILED_DAYS } from './recently-mailed-days';

// Client-safe: the send dialogs' words for an address this campaign mailed recently.
export const DUPLICATE_MESSAGES = {
  /** Confirm Order, when the recipient's address was mailed on this campaign recently. */
  single: `This campaign mailed this address in the last ${RECENTLY_MAILED_DAYS} days.`,
  /** The send actions' refusal when the user did not choose to send anyway. */
  refused: `This campaign mailed this address in the last ${RECENTLY_MAILED_DAYS} days. Choose "Send anyway" to mail it again.`,
  singleChoice: 'Send to this address anyway',
  singleBlocked: 'Not sent again unless you tick "Send to this address anyway".',
  /** Bulk Send's heading over the rows already mailed. */
  several: (n: number) =>
    `${n} ${n === 1 ? 'row was' : 'rows were'} mailed on this campaign in the last ${RECENTLY_MAILED_DAYS} days`,
  rowBadge: `Mailed in the last ${RECENTLY_MAILED_DAYS} days`,
  skip: 'Skip them (they get nothing this time)',
  sendAnyway: 'Send to them anyway',
} as const;
