import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaignAction } from '@/app/(app)/campaigns/actions';
import { sendToRecipientAction } from '@/app/(app)/campaigns/send-actions';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { listOrders } from '@/lib/orders/list-orders';
import { pickAddress } from '../support/addresses';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { actAs, signUpUser, type TestUser } from '../support/users';

let ada: TestUser;
let storage: ReturnType<typeof useTempStorage>;

beforeEach(async () => {
  storage = useTempStorage();
  ada = await signUpUser('ada@example.com');
  const templateId = await createTemplate(ada);
  actAs(ada);
  const created = await createCampaignAction({ name: 'Notes', templateId, type: 'single', demographics: 'all', neighbor_count: 10, include_condo: false });
  if (!created.ok) throw new Error(created.error);
  const pick = await pickAddress();
  for (let i = 0; i < 7; i++) {
    const sent = await sendToRecipientAction({ campaignId: created.data.id, recipientName: `R${i}`, ...pick, customValues: {} });
    if (!sent.ok) throw new Error(sent.error);
  }
});
afterEach(() => storage.cleanup());

describe('the orders list', () => {
  it('filters by status group, newest first, a page at a time', async () => {
    const all = await getDb().select({ id: orders.id }).from(orders);
    await getDb().update(orders).set({ status: 'completed' }).where(inArray(orders.id, all.slice(0, 2).map((o) => o.id)));
    await getDb().update(orders).set({ status: 'failed' }).where(eq(orders.id, all[2].id));

    expect((await listOrders(ada.id, 'active', 1, 10)).total).toBe(4);
    expect((await listOrders(ada.id, 'completed', 1, 10)).total).toBe(3);
    const page1 = await listOrders(ada.id, 'all', 1, 5);
    const page2 = await listOrders(ada.id, 'all', 2, 5);
    expect(page1.total).toBe(7);
    expect(page1.rows).toHaveLength(5);
    expect(page2.rows).toHaveLength(2);
    expect(page1.rows[0]).toMatchObject({ campaignName: 'Notes', recipientName: expect.stringMatching(/^R\d$/), cost: 125 });
    const times = [...page1.rows, ...page2.rows].map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows nothing of another user (tenant isolation)', async () => {
    const bob = await signUpUser('bob@example.com');
    expect(await listOrders(bob.id, 'all', 1, 50)).toEqual({ rows: [], total: 0 });
  });
});
