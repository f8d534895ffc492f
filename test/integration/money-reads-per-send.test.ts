import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as getCsv } from '@/app/(app)/profile/transactions.csv/route';
import { findHistoryDrift } from '@/lib/billing/find-history-drift';
import { getHistoryLine, isOwnHistoryLine } from '@/lib/billing/get-history-line';
import { getReceipt } from '@/lib/billing/get-receipt';
import { businessIdentity } from '@/lib/billing/business-identity';
import { listTransactions } from '@/lib/billing/list-transactions';
import { confirmBulkSend } from '@/lib/bulk/bulk-send';
import { guessColumnMapping, parseRecipientsCsv } from '@/lib/bulk/parse-recipients-csv';
import { getDb } from '@/lib/db/client';
import { historyLines } from '@/lib/db/history-schema';
import { transactions } from '@/lib/db/schema';
import { addDays, utcDay } from '@/lib/orders/send-date';
import { cancelSend } from '@/lib/sends/cancel-send';
import { campaignFixture, fund, runPipeline } from '../support/orders';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';

// Issue 34, point 2 (decision 046): Transaction History reads per send, while the ledger stays
// one row per card charge; the CSV has every row; card payments have receipts.

let ada: TestUser;
beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  await giveReturnAddress(ada);
});

const HOMES = [
  ['Jane Doe', '123 Main St', 'Springfield', 'IL', '62704'],
  ['Bob Roe', '1 Beacon St', 'Boston', 'MA', '02108'],
  ['Ann Lee', '5 Oak Rd', 'Springfield', 'IL', '62704'],
];

/** A Bulk Send of the three homes on `campaignId`: one send of three cards. */
async function sendThree(campaignId: string, sendDate: string | null = null) {
  const parsed = parseRecipientsCsv(['Name,Address,City,State,ZIP', ...HOMES.map((h) => h.join(','))].join('\n'));
  if (!parsed.ok) throw new Error(parsed.error);
  const bulk = await confirmBulkSend(ada.id, {
    campaignId,
    rows: parsed.rows,
    mapping: guessColumnMapping(parsed.headers, []),
    recent: 'send',
    sendDate,
  });
  expect(bulk.created).toBe(3);
  return bulk.sendId;
}

const shown = async (user = ada) =>
  (await listTransactions(user.id, { page: 1 })).rows.map((r) => [
    r.label,
    r.amountCents,
    r.balanceAfterCents,
    r.chargeCount,
  ]);

describe('Transaction History, one line per send', () => {
  it('a scheduled send of 3 is one −$3.75 line; cancelling it is one +$3.75 line; Add funds stays its own line', async () => {
    const campaign = await campaignFixture(ada, { name: 'Just Sold Oak St' });
    await fund(ada, 2000, 'funds-1');
    const sendId = await sendThree(campaign.id, addDays(utcDay(new Date()), 3));
    await runPipeline();

    expect(await shown()).toEqual([
      ['Postcards · Just Sold Oak St · 3 cards', -375, 1625, 3],
      ['Funds added', 2000, 2000, 1],
    ]);
    // The ledger keeps one row per card charge.
    const charges = await getDb()
      .select({ amount: transactions.amount })
      .from(transactions)
      .where(eq(transactions.type, 'postcard_charge'));
    expect(charges.map((c) => c.amount)).toEqual([-125, -125, -125]);

    const outcome = await cancelSend(ada.id, sendId);
    expect(outcome?.cancelled).toBe(3);
    const page = await listTransactions(ada.id, { page: 1 });
    expect(page.total).toBe(3);
    expect(await shown()).toEqual([
      ['Refund · Just Sold Oak St · 3 cards', 375, 2000, 3],
      ['Postcards · Just Sold Oak St · 3 cards', -375, 1625, 3],
      ['Funds added', 2000, 2000, 1],
    ]);
    expect(page.rows.map((r) => [r.kind, r.sendId, r.receiptId !== null])).toEqual([
      ['refund', sendId, false],
      ['postcards', sendId, false],
      ['single', null, true],
    ]);

    // The send's line opens to its three cards' charges.
    const line = await getHistoryLine(ada.id, page.rows[1].id);
    expect(line?.charges.map((c) => [c.recipientName, c.amountCents])).toEqual(
      expect.arrayContaining([
        ['Jane Doe', -125],
        ['Bob Roe', -125],
        ['Ann Lee', -125],
      ]),
    );
    expect(line?.charges).toHaveLength(3);
    expect(await findHistoryDrift(getDb())).toEqual([]);
  });

  it('a send whose cards are charged on two occasions, with Add funds between, shows two lines and an exact running balance', async () => {
    const campaign = await campaignFixture(ada, { name: 'Open house' });
    await fund(ada, 250, 'funds-small');
    // Two cards fit the balance; the third waits for money.
    await sendThree(campaign.id);
    await runPipeline();
    await fund(ada, 1000, 'funds-more');
    await runPipeline();

    expect(await shown()).toEqual([
      ['Postcards · Open house · 1 card', -125, 875, 1],
      ['Funds added', 1000, 1000, 1],
      ['Postcards · Open house · 2 cards', -250, 0, 2],
      ['Funds added', 250, 250, 1],
    ]);
    expect(await findHistoryDrift(getDb())).toEqual([]);
  });

  it('pages 10 lines at a time by cursor, newest first, each with the balance after it', async () => {
    for (let i = 1; i <= 23; i++) await fund(ada, i * 100, `funds-${i}`);
    const first = await listTransactions(ada.id, { page: 1 });
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 3 });
    expect(first.rows.map((r) => r.amountCents / 100)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    expect(first.rows[0].balanceAfterCents).toBe(27_600);
    expect(first.rows[1].balanceAfterCents).toBe(27_600 - 2300);
    const third = await listTransactions(ada.id, { page: 3, after: first.lastId!, skip: 1 });
    expect(third.rows.map((r) => [r.amountCents / 100, r.balanceAfterCents / 100])).toEqual([
      [3, 6],
      [2, 3],
      [1, 1],
    ]);
  });

  it('keeps the lines when a completed row is taken away or a pending one completes, and the ledger check finds a line out of step', async () => {
    await fund(ada, 500, 'a');
    await fund(ada, 700, 'b');
    const [pending] = await getDb()
      .insert(transactions)
      .values({ user_id: ada.id, status: 'pending', type: 'card_charge', amount: 900, idempotency_key: 'c' })
      .returning();
    expect(await shown()).toEqual([
      ['Funds added', 700, 1200, 1],
      ['Funds added', 500, 500, 1],
    ]);
    await getDb().update(transactions).set({ status: 'completed' }).where(eq(transactions.id, pending.id));
    await getDb().delete(transactions).where(eq(transactions.idempotency_key, 'a'));
    expect(await shown()).toEqual([
      ['Funds added', 900, 1600, 1],
      ['Funds added', 700, 700, 1],
    ]);
    expect(await findHistoryDrift(getDb())).toEqual([]);

    await getDb().update(historyLines).set({ balance_after: 1 }).where(eq(historyLines.id, pending.id));
    expect(await findHistoryDrift(getDb())).toEqual([
      { userId: ada.id, rule: 'a balance after differs from the lines before it' },
      { userId: ada.id, rule: "the last line's balance differs from the balance" },
    ]);
    await getDb().update(historyLines).set({ balance_after: 1600 }).where(eq(historyLines.id, pending.id));
    expect(await findHistoryDrift(getDb())).toEqual([]);
  });

  it('another user’s line is not theirs to open', async () => {
    await fund(ada, 500, 'a');
    const bob = await signUpUser('bob@example.com');
    const [line] = (await listTransactions(ada.id, { page: 1 })).rows;
    expect(await isOwnHistoryLine(ada.id, line.id)).toBe(true);
    expect(await isOwnHistoryLine(bob.id, line.id)).toBe(false);
    expect(await getHistoryLine(bob.id, line.id)).toBeNull();
    expect(await isOwnHistoryLine(ada.id, 'not-a-uuid')).toBe(false);
  });
});

describe('the history as CSV', () => {
  it('downloads every ledger row, one per card charge, with the balance after each; signed out is 401', async () => {
    const campaign = await campaignFixture(ada, { name: 'Sold, "fast"' });
    await fund(ada, 2000, 'funds-1');
    const sendId = await sendThree(campaign.id);
    await runPipeline();

    actAs(ada, '/profile');
    const response = await getCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="inkpost-transactions-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const text = (await response.text()).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('date,type,description,campaign,send_id,order_id,amount,balance_after');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,card_charge,Funds added,,,,20\.00,20\.00$/);
    const cards = lines.slice(2).map((l) => l.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/));
    expect(cards.map((c) => [c[1], c[3], c[4], c[6], c[7]])).toEqual([
      ['postcard_charge', '"Sold, ""fast"""', sendId, '-1.25', '18.75'],
      ['postcard_charge', '"Sold, ""fast"""', sendId, '-1.25', '17.50'],
      ['postcard_charge', '"Sold, ""fast"""', sendId, '-1.25', '16.25'],
    ]);
    expect(cards.every((c) => /^[0-9a-f-]{36}$/.test(c[5]))).toBe(true);

    actAs(null, '/profile');
    const signedOut = await getCsv();
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: 'unauthorized', message: 'Not authenticated' });
  });

  it('holds only the caller’s rows', async () => {
    const bob = await signUpUser('bob@example.com');
    await fund(ada, 500, 'ada');
    await fund(bob, 900, 'bob');
    actAs(bob, '/profile');
    const text = await (await getCsv()).text();
    expect(text).toContain('9.00');
    expect(text).not.toContain('5.00');
  });
});

describe('receipts', () => {
  it('a card payment has one for its owner, with the card’s last 4; others, and a charge, have none', async () => {
    await getDb()
      .insert(transactions)
      .values({
        user_id: ada.id,
        status: 'completed',
        type: 'card_charge',
        amount: 2500,
        idempotency_key: 'checkout:cs_1',
        metadata: { description: 'Funds added', card_last4: '4242' },
      });
    const [line] = (await listTransactions(ada.id, { page: 1 })).rows;
    const receipt = await getReceipt(ada.id, line.receiptId!);
    expect(receipt).toMatchObject({
      amountCents: 2500,
      cardLast4: '4242',
      title: 'Funds added',
      paidFor: 'Funds added to your Inkpost prepaid balance.',
      customerEmail: 'ada@example.com',
    });
    const bob = await signUpUser('bob@example.com');
    expect(await getReceipt(bob.id, line.receiptId!)).toBeNull();
    expect(await getReceipt(ada.id, 'nope')).toBeNull();

    const [charge] = await getDb()
      .insert(transactions)
      .values({ user_id: ada.id, status: 'completed', type: 'postcard_charge', amount: -125, idempotency_key: 'x' })
      .returning();
    expect(await getReceipt(ada.id, charge.id)).toBeNull();
  });

  it('names the operator from the environment, or a sample labelled as such', () => {
    expect(businessIdentity({} as NodeJS.ProcessEnv)).toMatchObject({ name: 'Inkpost Sandbox Co.', sample: true });
    expect(
      businessIdentity({
        INKPOST_BUSINESS_NAME: 'Oak Realty Mail LLC',
        INKPOST_BUSINESS_ADDRESS: '9 Elm St | Austin, TX 78701',
      } as unknown as NodeJS.ProcessEnv),
    ).toEqual({ name: 'Oak Realty Mail LLC', address: ['9 Elm St', 'Austin, TX 78701'], sample: false });
  });
});
