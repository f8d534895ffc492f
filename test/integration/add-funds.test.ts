import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { startTopUpAction } from '@/actions/account';
import { payCheckoutAction } from '@/actions/sandbox';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { getDb } from '@/lib/db/client';
import { sandboxCheckoutSessions, transactions } from '@/lib/db/schema';
import { actAs, signUpUser, type TestUser } from '../support/users';

let ada: TestUser;

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  actAs(ada);
});

async function openCheckout(amount: string, returnPath = '/orders') {
  const result = await startTopUpAction({ amount, returnPath });
  if (!result.ok) throw new Error(result.error);
  return result.data.url.split('/').pop()!;
}

describe('adding funds in sandbox mode', () => {
  it('opens a checkout for the amount and credits nothing before payment', async () => {
    const result = await startTopUpAction({ amount: '25.50', returnPath: '/orders' });
    expect(result).toEqual({
      ok: true,
      data: { url: expect.stringMatching(/^\/sandbox\/checkout\/cs_sbx_[0-9a-f]{20}$/) },
    });
    const [session] = await getDb().select().from(sandboxCheckoutSessions);
    expect(session).toMatchObject({
      amount: 2550,
      status: 'open',
      user_id: ada.id,
      success_path: '/orders?funds=added',
    });
    expect(await getBalanceCents(getDb(), ada.id)).toBe(0);
  });

  it('refuses amounts outside $5–$10,000', async () => {
    for (const amount of ['4.99', '10000.01', 'abc']) {
      expect(await startTopUpAction({ amount })).toEqual({
        ok: false,
        error: 'Enter an amount between $5.00 and $10,000.00',
      });
    }
    expect(await getDb().select().from(sandboxCheckoutSessions)).toEqual([]);
  });

  it('credits a paid checkout exactly once, as a completed card_charge', async () => {
    const id = await openCheckout('40');
    expect(await payCheckoutAction({ sessionId: id, cardNumber: '4242 4242 4242 4242' })).toEqual({
      ok: true,
      data: { returnPath: '/orders?funds=added' },
    });
    expect(await payCheckoutAction({ sessionId: id, cardNumber: '4242424242424242' })).toEqual({
      ok: false,
      error: 'This checkout session does not exist or has already been paid.',
    });
    const rows = await getDb().select().from(transactions).where(eq(transactions.user_id, ada.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'card_charge',
      status: 'completed',
      amount: 4000,
      idempotency_key: `checkout:${id}`,
    });
    expect(await getBalanceCents(getDb(), ada.id)).toBe(4000);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4242 4242 4242 4241', 'Your card number is incorrect.'],
    ['5555 5555 5555 4444', 'Use a test card in sandbox mode, such as 4242 4242 4242 4242.'],
    ['', 'Enter a card number'],
  ])('card %s is refused with "%s" and credits nothing', async (cardNumber, message) => {
    const id = await openCheckout('10');
    expect(await payCheckoutAction({ sessionId: id, cardNumber })).toEqual({ ok: false, error: message });
    const [session] = await getDb().select().from(sandboxCheckoutSessions);
    expect(session.status).toBe('open');
    expect(await getBalanceCents(getDb(), ada.id)).toBe(0);
  });
});
