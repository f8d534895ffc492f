import { desc, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaignAction } from '@/actions/campaigns';
import { sendToRecipientAction } from '@/actions/send';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { withUserScope } from '@/lib/db/scoped';
import { countOrders } from '@/lib/orders/count-orders';
import { listOrders } from '@/lib/orders/list-orders';
import { pickAddress } from '../support/addresses';
import { pendingOrder } from '../support/orders';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';

let ada: TestUser;
let storage: ReturnType<typeof useTempStorage>;

beforeEach(async () => {
  storage = useTempStorage();
  ada = await signUpUser('ada@example.com');
  await giveReturnAddress(ada);
  const templateId = await createTemplate(ada);
  actAs(ada);
  const created = await createCampaignAction({
    name: 'Notes',
    templateId,
    type: 'single',
    demographics: 'all',
    neighbor_count: 10,
    include_condo: false,
  });
  if (!created.ok) throw new Error(created.error);
  const pick = await pickAddress();
  for (let i = 0; i < 7; i++) {
    const sent = await sendToRecipientAction({
      campaignId: created.data.id,
      recipientName: `R${i}`,
      ...pick,
      customValues: {},
      // Seven orders to one address: a repeat on purpose.
      sendAnyway: true,
    });
    if (!sent.ok) throw new Error(sent.error);
  }
});
afterEach(() => storage.cleanup());

const ids = (page: { rows: { id: string }[] }) => page.rows.map((r) => r.id);

describe('the orders list', () => {
  it('filters by status group, newest first, a page at a time', async () => {
    const all = await getDb().select({ id: orders.id }).from(orders);
    await getDb()
      .update(orders)
      .set({ status: 'completed' })
      .where(
        inArray(
          orders.id,
          all.slice(0, 2).map((o) => o.id),
        ),
      );
    await getDb().update(orders).set({ status: 'failed' }).where(eq(orders.id, all[2].id));

    expect(await listOrders(ada.id, { filter: 'active', page: 1, size: 10 })).toMatchObject({
      page: 1,
      pageCount: 1,
      rows: { length: 4 },
    });
    const done = await listOrders(ada.id, { filter: 'completed', page: 1, size: 10 });
    expect(done.rows.map((r) => r.status).sort()).toEqual(['completed', 'completed', 'failed']);

    const page1 = await listOrders(ada.id, { filter: 'all', page: 1, size: 5 });
    expect(page1).toMatchObject({ page: 1, pageCount: 2 });
    expect(page1.rows[0]).toMatchObject({
      campaignName: 'Notes',
      recipientName: expect.stringMatching(/^R\d$/),
      cost: 125,
    });
    const page2 = await listOrders(ada.id, { filter: 'all', page: 2, size: 5, after: page1.lastId! });
    expect(page2).toMatchObject({ page: 2, pageCount: 2, rows: { length: 2 } });
    const newestFirst = await getDb()
      .select({ id: orders.id })
      .from(orders)
      .orderBy(desc(orders.created_at), desc(orders.id));
    expect([...ids(page1), ...ids(page2)]).toEqual(newestFirst.map((o) => o.id));
    // Back to page 1 from page 2's first order.
    expect(ids(await listOrders(ada.id, { filter: 'all', page: 1, size: 5, before: page2.firstId! }))).toEqual(
      ids(page1),
    );
  });

  it('reads a deep page from a cursor and a skip: the rows an offset would give, in place when new orders arrive', async () => {
    const byOffset = await Promise.all(
      [1, 2, 3, 4].map((page) => listOrders(ada.id, { filter: 'all', page, size: 2 })),
    );
    expect(byOffset.map((p) => p.rows.length)).toEqual([2, 2, 2, 1]);
    expect(byOffset[0].pageCount).toBe(4);

    const fourth = await listOrders(ada.id, { filter: 'all', page: 4, size: 2, after: byOffset[0].lastId!, skip: 2 });
    expect(fourth).toMatchObject({ page: 4, pageCount: 4 });
    expect(ids(fourth)).toEqual(ids(byOffset[3]));
    expect(
      ids(await listOrders(ada.id, { filter: 'all', page: 2, size: 2, before: fourth.firstId!, skip: 1 })),
    ).toEqual(ids(byOffset[1]));

    const [{ campaignId }] = await getDb().select({ campaignId: orders.campaign_id }).from(orders).limit(1);
    await pendingOrder(ada, campaignId);
    await pendingOrder(ada, campaignId);
    expect(
      ids(await listOrders(ada.id, { filter: 'all', page: 4, size: 2, after: byOffset[0].lastId!, skip: 2 })),
    ).toEqual(ids(fourth));
  });

  it('counts the pages ahead only as far as the five page numbers reach', async () => {
    // 7 orders one per page: page 1 knows of pages 2 to 5, not of 6 and 7.
    expect(await listOrders(ada.id, { filter: 'all', page: 1, size: 1 })).toMatchObject({ pageCount: 5 });
  });

  it('a cursor that no longer fits, or is not the user’s, gives page 1', async () => {
    const first = await listOrders(ada.id, { filter: 'all', page: 1, size: 2 });
    // Nothing is newer than the newest order.
    expect(await listOrders(ada.id, { filter: 'all', page: 3, size: 2, before: first.firstId! })).toMatchObject({
      page: 1,
      rows: { length: 2 },
    });
    expect(ids(await listOrders(ada.id, { filter: 'all', page: 1, size: 2, after: 'not-an-id' }))).toEqual(ids(first));

    const bob = await signUpUser('bob@example.com');
    expect(await listOrders(bob.id, { filter: 'all', page: 2, size: 2, after: first.lastId! })).toEqual({
      rows: [],
      page: 1,
      pageCount: 1,
      firstId: null,
      lastId: null,
      typedPageCut: null,
    });
  });

  it('counts a filter without counting the account: kept total, active orders, the difference, one status', async () => {
    const all = await getDb().select({ id: orders.id }).from(orders);
    await getDb()
      .update(orders)
      .set({ status: 'completed' })
      .where(
        inArray(
          orders.id,
          all.slice(0, 2).map((o) => o.id),
        ),
      );
    await getDb().update(orders).set({ status: 'failed' }).where(eq(orders.id, all[2].id));
    const counts = await withUserScope(ada.id, async (tx) =>
      Object.fromEntries(
        await Promise.all(
          (['all', 'active', 'completed', 'failed', 'pending'] as const).map(async (f) => [
            f,
            await countOrders(tx, ada.id, f),
          ]),
        ),
      ),
    );
    expect(counts).toEqual({ all: 7, active: 4, completed: 3, failed: 1, pending: 4 });
  });

  it('shows nothing of another user (tenant isolation)', async () => {
    const bob = await signUpUser('bob@example.com');
    expect(await listOrders(bob.id, { filter: 'all', page: 1, size: 50 })).toEqual({
      rows: [],
      page: 1,
      pageCount: 1,
      firstId: null,
      lastId: null,
      typedPageCut: null,
    });
  });
});
