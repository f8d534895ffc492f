import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeFundsAddedAction } from '@/actions/account';
import { confirmBulkSendAndAddFundsAction } from '@/actions/bulk-send';
import { payCheckoutAction } from '@/actions/sandbox';
import { guessColumnMapping, parseRecipientsCsv } from '@/lib/bulk/parse-recipients-csv';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { campaignFixture, pendingOrder } from '../support/orders';
import { useTempStorage } from '../support/storage';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';

// Issue 36 point 2: back from the checkout that a Bulk Send (or a list send) opened for its
// waiting cards, the toast says what the money paid for, not only the amount.

let ada: TestUser;
let storage: ReturnType<typeof useTempStorage>;
beforeEach(async () => {
  storage = useTempStorage();
  ada = await signUpUser('ada@example.com');
  await giveReturnAddress(ada);
  actAs(ada, '/campaigns');
});
afterEach(() => storage.cleanup());

const csv = (campaignId: string, ...lines: string[]) => {
  const parsed = parseRecipientsCsv(['Name,Address,City,State,ZIP', ...lines].join('\n'));
  if (!parsed.ok) throw new Error(parsed.error);
  return { campaignId, rows: parsed.rows, mapping: guessColumnMapping(parsed.headers, []) };
};

describe('the funds-added toast after a send of many cards', () => {
  it('comes back with the send named in the address, and says the send it paid for', async () => {
    const campaign = await campaignFixture(ada, { name: 'Just Sold Oak St' });
    const started = await confirmBulkSendAndAddFundsAction({
      ...csv(campaign.id, 'Jane Doe,123 Main St,Springfield,IL,62701', 'Bob Roe,1 Beacon St,Boston,MA,2108'),
      amount: '5',
    });
    if (!started.ok) throw new Error(started.error);
    const placed = await getDb().select({ sendId: orders.send_id }).from(orders);
    expect(placed).toHaveLength(2);
    const sendId = placed[0].sendId;

    const paid = await payCheckoutAction({
      sessionId: started.data.url.split('/').at(-1)!,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid).toEqual({ ok: true, data: { returnPath: `/orders?filter=all&funds=added&send=${sendId}` } });

    expect(await describeFundsAddedAction({ sendId })).toEqual({
      ok: true,
      data: 'Funds added: $5.00. It paid for your send of 2 postcards (Just Sold Oak St).',
    });
    // Without the send, or with an id that is not one of hers, only the amount.
    const plain = { ok: true, data: 'Funds added: $5.00 to your balance.' };
    expect(await describeFundsAddedAction(undefined)).toEqual(plain);
    expect(await describeFundsAddedAction({ sendId: 'not-a-send' })).toEqual(plain);
    const bob = await signUpUser('bob@example.com');
    const bobs = await pendingOrder(bob, (await campaignFixture(bob, { name: "Bob's secret" })).id);
    actAs(ada, '/orders');
    expect(await describeFundsAddedAction({ sendId: bobs.send_id })).toEqual(plain);
    expect(await getDb().select().from(orders).where(eq(orders.user_id, bob.id))).toHaveLength(1);
  });
});
