import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { openPaymentPortalAction, updateTopOffAction } from '@/actions/profile';
import { creditCardCharge } from '@/lib/billing/credit-card-charge';
import { listPaymentMethods } from '@/lib/billing/list-payment-methods';
import { listTransactions } from '@/lib/billing/list-transactions';
import { currentTopOffCents } from '@/lib/billing/update-top-off';
import { getDb } from '@/lib/db/client';
import { orders, profiles, sandboxPaymentMethods } from '@/lib/db/schema';
import { resumeWaitingOrders } from '@/lib/orders/resume-waiting-orders';
import { waitingOrder } from '../support/orders';
import { actAs, signUpUser, type TestUser } from '../support/users';
import { INSUFFICIENT_PRIVILEGE, sqlStateAsUser } from '../support/user-role';

// User B uses every part of the Billing tab while A has settings, money, cards and an order
// waiting for payment: B reads nothing of A's and changes nothing of A's.

let a: TestUser;
let b: TestUser;
let waitingOrderId: string;

async function profileOf(user: TestUser) {
  const [row] = await getDb().select().from(profiles).where(eq(profiles.id, user.id));
  return row;
}

const orderStatus = async (id: string) =>
  (await getDb().select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;

beforeEach(async () => {
  a = await signUpUser('alice@example.com');
  b = await signUpUser('bob@example.com');
  await creditCardCharge({
    userId: a.id,
    amountCents: 10_000,
    idempotencyKey: 'seed:a',
    metadata: { description: 'Alice’s top-up' },
  });
  await getDb().update(profiles).set({ top_off_amount: 4200 }).where(eq(profiles.id, a.id));
  await getDb()
    .insert(sandboxPaymentMethods)
    .values({
      id: 'pm_sbx_alice',
      customer_id: (await profileOf(a)).stripe_customer_id!,
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2034,
      is_default: true,
    });
  waitingOrderId = await waitingOrder(a);
});

describe('tenant isolation: profile billing tab', () => {
  it('B’s auto-recharge setting changes B’s profile only, even with A’s id in the input', async () => {
    const before = await profileOf(a);
    actAs(b, '/profile');
    const input = { amount: '15', userId: a.id, id: a.id } as unknown as { amount: string };
    expect(await updateTopOffAction(input)).toEqual({ ok: true, data: { amountCents: 1500, resumedOrders: 0 } });
    expect(await updateTopOffAction({ amount: '0' })).toEqual({ ok: true, data: { amountCents: 0, resumedOrders: 0 } });
    expect(await updateTopOffAction({ amount: '20' })).toEqual({
      ok: true,
      data: { amountCents: 2000, resumedOrders: 0 },
    });
    expect(await profileOf(a)).toEqual(before);
    expect(await orderStatus(waitingOrderId)).toBe('payment_required');
    expect(await currentTopOffCents(b.id)).toBe(2000);
    expect(await currentTopOffCents(a.id)).toBe(4200);
  });

  it('B sees none of A’s transactions or cards', async () => {
    expect(await listTransactions(b.id, { page: 1 })).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageCount: 1,
      firstId: null,
      lastId: null,
      typedPageCut: null,
    });
    expect(await listPaymentMethods(b.id)).toEqual([]);
    expect(await currentTopOffCents(b.id)).toBe(0);
    // A's own view, for contrast: the rows exist.
    expect((await listTransactions(a.id, { page: 1 })).rows.map((r) => r.label)).toEqual(['Alice’s top-up']);
    expect((await listPaymentMethods(a.id)).map((m) => m.id)).toEqual(['pm_sbx_alice']);
  });

  it('B’s Manage Payment Methods opens a portal and leaves A’s profile as it was', async () => {
    const before = await profileOf(a);
    actAs(b, '/profile');
    expect(await openPaymentPortalAction(undefined)).toEqual({
      ok: true,
      data: { url: '/sandbox/billing-portal?return_url=%2Fprofile' },
    });
    expect(await profileOf(a)).toEqual(before);
  });

  it('the user role can neither set A’s top-off nor resume A’s orders', async () => {
    expect(
      await sqlStateAsUser(b.id, (tx) => tx.update(profiles).set({ top_off_amount: 1 }).where(eq(profiles.id, a.id))),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await sqlStateAsUser(b.id, (tx) => resumeWaitingOrders(a.id, tx))).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await profileOf(a)).top_off_amount).toBe(4200);
    expect(await orderStatus(waitingOrderId)).toBe('payment_required');
  });
});
