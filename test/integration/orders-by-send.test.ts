import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { cancelSendAction } from '@/app/(app)/orders/sends/[id]/actions';
import { GET as getCardsCsv } from '@/app/(app)/orders/sends/[id]/cards.csv/route';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { confirmBulkSend } from '@/lib/bulk/bulk-send';
import { guessColumnMapping, parseRecipientsCsv } from '@/lib/bulk/parse-recipients-csv';
import { getDb } from '@/lib/db/client';
import { campaigns, orders, recipients, sends, templates, type OrderStatus } from '@/lib/db/schema';
import { termsOfSend } from '@/lib/orders/order-terms';
import { utcDay } from '@/lib/orders/send-date';
import { stateCountsLine } from '@/lib/sends/card-states';
import { listSendPage } from '@/lib/sends/list-send-page';
import { getSendPage } from '@/lib/sends/send-page';
import { campaignFixture, fund, runPipeline, springfield } from '../support/orders';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';

// The Orders page by send and the send page (issue 34, decision 045): one row per send, the
// spec's filters on sends, counts in plain words, "Cancel the N scheduled cards", the CSV.

let ada: TestUser;
let bob: TestUser;

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  bob = await signUpUser('bob@example.com');
});

/** A send of `user` placed at `minutesAgo`, one card per status given (with the provider's word, if any). */
async function sendOf(
  user: TestUser,
  campaignId: string,
  minutesAgo: number,
  cards: (OrderStatus | [OrderStatus, string])[],
): Promise<string> {
  const db = getDb();
  const [{ campaign, size }] = await db
    .select({ campaign: campaigns, size: templates.size })
    .from(campaigns)
    .innerJoin(templates, eq(templates.id, campaigns.template_id))
    .where(eq(campaigns.id, campaignId));
  const { terms } = await termsOfSend(db, user.id, campaign, size);
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  const [send] = await db
    .insert(sends)
    .values({
      user_id: user.id,
      campaign_id: campaignId,
      kind: cards.length > 1 ? 'bulk_send' : 'send',
      source: 'app',
      created_at: createdAt,
    })
    .returning({ id: sends.id });
  for (const [i, card] of cards.entries()) {
    const [status, word] = Array.isArray(card) ? card : [card, null];
    const [recipient] = await db
      .insert(recipients)
      .values({ campaign_id: campaignId, user_id: user.id, name: `Card ${i + 1}`, address: springfield() })
      .returning();
    await db.insert(orders).values({
      campaign_id: campaignId,
      recipient_id: recipient.id,
      user_id: user.id,
      send_id: send.id,
      status,
      provider_status: word,
      created_at: createdAt,
      ...terms,
    });
  }
  return send.id;
}

const ids = (page: { rows: { id: string }[] }) => page.rows.map((r) => r.id);

describe('Orders: one row per send', () => {
  it('filters sends by their cards, pages them and counts their cards in plain words', async () => {
    const campaign = await campaignFixture(ada, { name: 'Just Sold Oak St' });
    const mailed = await sendOf(ada, campaign.id, 30, [
      ['completed', 'Delivered'],
      ['completed', 'In Transit'],
      ['completed', 'Returned to Sender'],
      'failed',
    ]);
    const waiting = await sendOf(ada, campaign.id, 20, ['scheduled', 'scheduled', 'cancelled', 'payment_required']);
    const single = await sendOf(ada, campaign.id, 10, ['pending']);
    const theirs = await sendOf(bob, (await campaignFixture(bob)).id, 5, ['pending', 'scheduled']);

    const active = await listSendPage(ada.id, { filter: 'active', size: 10, page: 1 });
    expect(ids(active)).toEqual([single, waiting]);
    expect(ids(active)).not.toContain(theirs);
    const [one, several] = active.rows;
    // A one-card send carries its card's row; a send of several does not.
    expect(one.order).toMatchObject({ recipientName: 'Card 1', status: 'pending', campaignName: 'Just Sold Oak St' });
    expect(several.order).toBeNull();
    expect(several).toMatchObject({ order_count: 4, postcard_count: 4, campaignName: 'Just Sold Oak St' });
    expect(stateCountsLine(several.states)).toBe('1 waiting for payment · 2 scheduled · 1 cancelled');

    const completed = await listSendPage(ada.id, { filter: 'completed', size: 10, page: 1 });
    expect(ids(completed)).toEqual([mailed]);
    expect(stateCountsLine(completed.rows[0].states)).toBe('1 in transit · 1 delivered · 1 returned · 1 failed');

    const all = await listSendPage(ada.id, { filter: 'all', size: 10, page: 1 });
    expect(ids(all)).toEqual([single, waiting, mailed]);
  });

  it('pages a filter by cursor: page numbers, and the next page from the last send of this one', async () => {
    const campaign = await campaignFixture(ada);
    const done: string[] = [];
    // Seven completed sends (newest first in `done`), an active one among them.
    for (let i = 0; i < 7; i++) {
      done.push(await sendOf(ada, campaign.id, 100 - i * 10, i % 2 ? ['completed', 'cancelled'] : ['failed']));
      if (i === 3) await sendOf(ada, campaign.id, 65, ['completed', 'ready']);
    }
    done.reverse();
    const first = await listSendPage(ada.id, { filter: 'completed', size: 5, page: 1 });
    expect(ids(first)).toEqual(done.slice(0, 5));
    expect(first).toMatchObject({ page: 1, pageCount: 2 });
    const second = await listSendPage(ada.id, { filter: 'completed', size: 5, page: 2, after: first.lastId! });
    expect(ids(second)).toEqual(done.slice(5));
    expect(second).toMatchObject({ page: 2, pageCount: 2 });
    // A typed page number (no cursor) reads the same page.
    expect(ids(await listSendPage(ada.id, { filter: 'completed', size: 5, page: 2 }))).toEqual(done.slice(5));
    expect((await listSendPage(ada.id, { filter: 'active', size: 5, page: 1 })).rows).toHaveLength(1);
  });
});

describe('the send page', () => {
  /** A Bulk Send of three, dated a week ahead: charged now, scheduled. */
  async function scheduledBulkOfThree(user: TestUser) {
    await giveReturnAddress(user);
    const campaign = await campaignFixture(user, { name: 'Just Sold Oak St' });
    const parsed = parseRecipientsCsv(
      [
        'Name,Address,City,State,ZIP',
        'Jane Doe,123 Main St,Springfield,IL,62704',
        'Bob Roe,1 Beacon St,Boston,MA,02108',
        'Ann Lee,5 Oak Rd,Springfield,IL,62704',
      ].join('\n'),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    await fund(user, 2_000);
    const bulk = await confirmBulkSend(user.id, {
      campaignId: campaign.id,
      rows: parsed.rows,
      mapping: guessColumnMapping(parsed.headers, []),
      recent: 'send',
      sendDate: utcDay(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)),
    });
    expect(bulk.created).toBe(3);
    await runPipeline();
    const [send] = await getDb().select().from(sends).where(eq(sends.user_id, user.id));
    return send.id;
  }

  it('cancels the 3 scheduled cards with one action, says so, and gives the money back', async () => {
    const sendId = await scheduledBulkOfThree(ada);
    const before = await getSendPage(ada.id, sendId, { page: 1 });
    expect(before?.quote).toEqual({ cards: 3, scheduled: 3, paidCents: 375 });
    expect(stateCountsLine(before!.states)).toBe('3 scheduled');
    expect(before!.send).toMatchObject({ order_count: 3, cost: 375, charged: 375, refunded: 0 });
    expect(await getBalanceCents(getDb(), ada.id)).toBe(2_000 - 375);

    // Bob cannot cancel Ada's send, nor read it.
    actAs(bob);
    expect(await cancelSendAction({ sendId, cancellable: 3 })).toEqual({
      ok: false,
      error: 'This send was not found.',
    });
    expect(await getSendPage(bob.id, sendId, { page: 1 })).toBeNull();
    expect(await cancelSendAction({ sendId: 'not-a-send', cancellable: 3 })).toMatchObject({ ok: false });

    actAs(ada);
    const result = await cancelSendAction({ sendId, cancellable: 3 });
    expect(result).toMatchObject({
      ok: true,
      data: { cancelled: 3, refundedCents: 375, notice: 'Cancelled 3 cards: $3.75 is back on your balance.' },
    });
    expect(await getBalanceCents(getDb(), ada.id)).toBe(2_000);
    const after = await getSendPage(ada.id, sendId, { page: 1 });
    expect(after?.quote).toEqual({ cards: 0, scheduled: 0, paidCents: 0 });
    expect(stateCountsLine(after!.states)).toBe('3 cancelled');
    expect(after!.send).toMatchObject({ charged: 375, refunded: 375 });
    expect(after!.cards.map((c) => c.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);

    // Again: nothing left to cancel, and it says so.
    expect(await cancelSendAction({ sendId, cancellable: 0 })).toMatchObject({
      ok: true,
      data: {
        cancelled: 0,
        notice: 'Nothing was cancelled: the cards are already on their way to the printer, or ended.',
      },
    });
  });

  it('pages its cards through the send’s own index', async () => {
    const campaign = await campaignFixture(ada);
    const sendId = await sendOf(
      ada,
      campaign.id,
      5,
      Array.from({ length: 30 }, () => 'scheduled' as const),
    );
    const first = await getSendPage(ada.id, sendId, { page: 1 });
    expect(first!.cards).toHaveLength(25);
    expect(first!.page).toMatchObject({ page: 1, pageCount: 2 });
    const second = await getSendPage(ada.id, sendId, { page: 2, after: first!.page.lastId! });
    expect(second!.cards).toHaveLength(5);
    const all = [...first!.cards, ...second!.cards].map((c) => c.id);
    expect(new Set(all).size).toBe(30);
    expect(all).toEqual([...all].sort());
  });

  it('downloads its cards as CSV, to its owner only', async () => {
    const sendId = await scheduledBulkOfThree(ada);
    const request = () => new Request(`http://localhost:3000/orders/sends/${sendId}/cards.csv`);
    const context = { params: Promise.resolve({ id: sendId }) };

    actAs(ada);
    const response = await getCardsCsv(request(), context);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="send-${sendId}.csv"`);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Recipient,Address,State,Status,Cost,Money,Error,Placed,Order ID');
    expect(lines).toHaveLength(4);
    // The address is quoted (it holds commas); the state, status, cost and money follow it.
    expect(lines.slice(1).every((l) => l.includes(',scheduled,Scheduled,1.25,$1.25,,'))).toBe(true);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(['Ann Lee', 'Bob Roe', 'Jane Doe']);

    actAs(bob);
    expect((await getCardsCsv(request(), context)).status).toBe(404);
    actAs(null);
    expect((await getCardsCsv(request(), context)).status).toBe(401);
  });
});
