import { describe, expect, it } from 'vitest';
import { confirmLabel } from './confirm-label';

const TODAY = '2026-11-27';
const paid = { balanceCents: 100_000, card: null };
const broke = { balanceCents: 0, card: null };
const label = (over: Partial<Parameters<typeof confirmLabel>[0]> = {}) =>
  confirmLabel({
    orders: 18,
    postcardsPerOrder: 1,
    unitCents: 125,
    payment: paid,
    sendDate: '',
    today: TODAY,
    ...over,
  });

describe('the confirming button of a send', () => {
  it('says how many postcards go now when the balance or the saved card pays', () => {
    expect(label()).toEqual({ label: 'Send 18 postcards', pending: 'Sending...' });
    expect(label({ orders: 1 }).label).toBe('Send 1 postcard');
    expect(label({ payment: { balanceCents: 0, card: { brand: 'visa', last4: '4242' } } }).label).toBe(
      'Send 18 postcards',
    );
    // A neighbor order is many postcards.
    expect(label({ orders: 2, postcardsPerOrder: 10, unitCents: 1300 }).label).toBe('Send 20 postcards');
  });

  it('says it schedules, and for which day, when the send date is after today', () => {
    expect(label({ sendDate: '2026-11-30' })).toEqual({
      label: 'Schedule 18 postcards for Mon, Nov 30',
      pending: 'Scheduling...',
    });
    expect(label({ sendDate: '2027-01-04' }).label).toBe('Schedule 18 postcards for Mon, Jan 4, 2027');
    // Today is not scheduled (decision 037); a date the field refuses (half-typed, past, too far) is
    // no day yet: the button waits for it and says what it does without one.
    expect(label({ sendDate: TODAY }).label).toBe('Send 18 postcards');
    expect(label({ sendDate: '2026-11-3' }).label).toBe('Send 18 postcards');
    expect(label({ sendDate: '2026-11-20' }).label).toBe('Send 18 postcards');
    expect(label({ sendDate: '2027-06-01' }).label).toBe('Send 18 postcards');
  });

  it('says the orders are only saved when neither the balance nor a card can pay', () => {
    expect(label({ payment: broke })).toEqual({ label: 'Save 18 orders to pay later', pending: 'Saving...' });
    expect(label({ payment: broke, sendDate: '2026-11-30' }).label).toBe('Save 18 orders to pay later');
    expect(label({ orders: 1, payment: { balanceCents: 124, card: null } }).label).toBe('Save 1 order to pay later');
  });

  it('says which part goes and which part waits when the balance pays some of them', () => {
    expect(label({ orders: 3, payment: { balanceCents: 250, card: null } }).label).toBe(
      'Send 2 postcards, save 1 order to pay later',
    );
    expect(label({ orders: 3, payment: { balanceCents: 250, card: null }, sendDate: '2026-11-30' }).label).toBe(
      'Schedule 2 postcards for Mon, Nov 30, save 1 order to pay later',
    );
  });

  it("keeps the dialog's own words for a plain send, not for a dated or an unpaid one", () => {
    const sendNow = { label: 'Submit Order', pending: 'Submitting...' };
    expect(label({ orders: 1, sendNow })).toEqual(sendNow);
    expect(label({ orders: 1, sendNow, sendDate: '2026-11-30' }).label).toBe('Schedule 1 postcard for Mon, Nov 30');
    expect(label({ orders: 1, sendNow, payment: broke }).label).toBe('Save 1 order to pay later');
  });
});
