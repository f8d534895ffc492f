import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPaymentPortalAction, updateTopOffAction } from '@/actions/profile';
import { listPaymentMethods } from '@/lib/billing/list-payment-methods';
import { listTransactions } from '@/lib/billing/list-transactions';
import { currentTopOffCents } from '@/lib/billing/update-top-off';
import { getDb } from '@/lib/db/client';
import { orders, profiles, sandboxPaymentMethods, transactions } from '@/lib/db/schema';
import { TOP_OFF_MESSAGES } from '@/lib/validation/top-off';
import { failWritesTo } from '../support/fail-inserts';
import { ordersIn } from '../support/orders';
import { actAs, signUpUser, type TestUser } from '../support/users';

let ada: TestUser;

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  actAs(ada, '/profile');
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function profileOf(user: TestUser) {
  const [row] = await getDb().select().from(profiles).where(eq(profiles.id, user.id));
  return row;
}

const statusOf = async (id: string) =>
  (
    await getDb().select({ status: orders.status, error: orders.error_message }).from(orders).where(eq(orders.id, id))
  )[0];

describe('auto-recharge settings', () => {
  it('stores the amount in cents, shows it back, and 0 turns it off as NULL', async () => {
    expect(await currentTopOffCents(ada.id)).toBe(0);

    expect(await updateTopOffAction({ amount: '25.50' })).toEqual({
      ok: true,
      data: { amountCents: 2550, resumedOrders: 0 },
    });
    expect((await profileOf(ada)).top_off_amount).toBe(2550);
    expect(await currentTopOffCents(ada.id)).toBe(2550);

    expect(await updateTopOffAction({ amount: 0 })).toEqual({ ok: true, data: { amountCents: 0, resumedOrders: 0 } });
    const [raw] = await getDb()
      .execute<{ top_off_amount: string | null }>(sql`select top_off_amount from profiles where id = ${ada.id}`)
      .then((r) => (r as unknown as { rows: { top_off_amount: string | null }[] }).rows);
    expect(raw.top_off_amount).toBeNull();
    expect(await currentTopOffCents(ada.id)).toBe(0);
  });

  it.each([
    ['-5', TOP_OFF_MESSAGES.negative],
    ['12.345', TOP_OFF_MESSAGES.decimals],
    ['10000.01', TOP_OFF_MESSAGES.tooLarge],
    ['', TOP_OFF_MESSAGES.required],
    ['lots', TOP_OFF_MESSAGES.notAnAmount],
  ])('refuses %j with "%s" and changes nothing', async (amount, message) => {
    await updateTopOffAction({ amount: '40' });
    const [waiting] = await ordersIn(ada, ['payment_required']);
    const before = await profileOf(ada);

    expect(await updateTopOffAction({ amount })).toEqual({ ok: false, error: message });
    expect(await profileOf(ada)).toEqual(before);
    expect((await statusOf(waiting)).status).toBe('payment_required');
  });

  it('says "Failed to update recharge configuration" when the profile cannot be written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const [waiting] = await ordersIn(ada, ['payment_required']);
    const before = await profileOf(ada);
    const restore = await failWritesTo('profiles', 'disk full', ['update']);
    try {
      expect(await updateTopOffAction({ amount: '30' })).toEqual({
        ok: false,
        error: 'Failed to update recharge configuration',
      });
    } finally {
      await restore();
    }
    expect(await profileOf(ada)).toEqual(before);
    expect((await statusOf(waiting)).status).toBe('payment_required');
  });

  it('a positive amount gives the user’s orders waiting for payment another chance, and no one else’s', async () => {
    const bob = await signUpUser('bob@example.com');
    const [waiting1, waiting2, declined, ready] = await ordersIn(ada, [
      'payment_required',
      'payment_required',
      'payment_failed',
      'ready',
    ]);
    const [bobs] = await ordersIn(bob, ['payment_required']);

    actAs(ada, '/profile');
    expect(await updateTopOffAction({ amount: '0' })).toEqual({ ok: true, data: { amountCents: 0, resumedOrders: 0 } });
    expect((await statusOf(waiting1)).status).toBe('payment_required');

    expect(await updateTopOffAction({ amount: '20' })).toEqual({
      ok: true,
      data: { amountCents: 2000, resumedOrders: 2 },
    });
    expect(await statusOf(waiting1)).toEqual({ status: 'pending', error: null });
    expect(await statusOf(waiting2)).toEqual({ status: 'pending', error: null });
    expect((await statusOf(declined)).status).toBe('payment_failed');
    expect((await statusOf(ready)).status).toBe('ready');
    expect((await statusOf(bobs)).status).toBe('payment_required');
  });
});

describe('transaction history', () => {
  let clock = Date.UTC(2025, 0, 1);
  const at = () => new Date((clock += 60_000));

  async function ledger(
    user: TestUser,
    rows: Array<{
      type: 'card_charge' | 'postcard_charge' | 'refund';
      amount: number;
      status?: 'completed' | 'pending' | 'failed';
      description?: string;
    }>,
  ) {
    for (const row of rows) {
      await getDb()
        .insert(transactions)
        .values({
          user_id: user.id,
          type: row.type,
          status: row.status ?? 'completed',
          amount: row.amount,
          idempotency_key: `test:${user.id}:${clock}`,
          metadata: row.description ? { description: row.description } : {},
          created_at: at(),
        });
    }
  }

  it('lists only the caller’s completed transactions, newest first, with what each was for', async () => {
    const bob = await signUpUser('bob@example.com');
    await ledger(ada, [
      { type: 'card_charge', amount: 5000 },
      { type: 'postcard_charge', amount: -125, description: 'Postcards: Spring to Jane Doe' },
      { type: 'card_charge', amount: 2000, status: 'pending' },
      { type: 'card_charge', amount: 2000, status: 'failed' },
      { type: 'postcard_charge', amount: -250 },
      { type: 'card_charge', amount: 2500, description: 'Auto-recharge' },
      { type: 'refund', amount: 250, description: 'Undeliverable address' },
      { type: 'refund', amount: 125 },
      { type: 'refund', amount: 100, description: 'Refund for cancelled order' },
    ]);
    await ledger(bob, [{ type: 'card_charge', amount: 9900 }]);

    const page = await listTransactions(ada.id, { page: 1 });
    expect(page.total).toBe(7);
    expect(page.pageCount).toBe(1);
    expect(page.rows.map(({ label, amountCents, type }) => ({ label, amountCents, type }))).toEqual([
      { label: 'Refund for cancelled order', amountCents: 100, type: 'refund' },
      { label: 'Refund', amountCents: 125, type: 'refund' },
      { label: 'Refund: Undeliverable address', amountCents: 250, type: 'refund' },
      { label: 'Auto-recharge', amountCents: 2500, type: 'card_charge' },
      { label: 'Postcard charge', amountCents: -250, type: 'postcard_charge' },
      { label: 'Postcards: Spring to Jane Doe', amountCents: -125, type: 'postcard_charge' },
      { label: 'Funds added', amountCents: 5000, type: 'card_charge' },
    ]);
    const times = page.rows.map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages 10 at a time with the total count; a page past the end shows the last one', async () => {
    await ledger(
      ada,
      Array.from({ length: 23 }, (_, i) => ({ type: 'card_charge' as const, amount: (i + 1) * 100 })),
    );
    const amounts = async (page: number) =>
      (await listTransactions(ada.id, { page })).rows.map((r) => r.amountCents / 100);

    const first = await listTransactions(ada.id, { page: 1 });
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 3 });
    expect(await amounts(1)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    expect(await amounts(2)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(await amounts(3)).toEqual([3, 2, 1]);
    expect(await listTransactions(ada.id, { page: 99 })).toMatchObject({ page: 3, rows: expect.any(Array) });
    expect(await amounts(99)).toEqual([3, 2, 1]);
    expect((await listTransactions(ada.id, { page: Number.NaN })).page).toBe(1);

    // The page links carry the first or last row of the page they are on: page 3 from page 1.
    const third = await listTransactions(ada.id, { page: 3, after: first.lastId!, skip: 1 });
    expect(third).toMatchObject({ page: 3, pageCount: 3 });
    expect(third.rows.map((r) => r.amountCents / 100)).toEqual([3, 2, 1]);
    const second = await listTransactions(ada.id, { page: 2, before: third.firstId! });
    expect(second.rows.map((r) => r.amountCents / 100)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
  });

  it('is empty for a new user', async () => {
    expect(await listTransactions(ada.id, { page: 1 })).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageCount: 1,
      firstId: null,
      lastId: null,
      typedPageCut: null,
    });
  });
});

describe('payment methods', () => {
  async function saveCards(user: TestUser) {
    const { stripe_customer_id: customerId } = await profileOf(user);
    await getDb()
      .insert(sandboxPaymentMethods)
      .values([
        {
          id: 'pm_sbx_old',
          customer_id: customerId!,
          brand: 'mastercard',
          last4: '4444',
          exp_month: 3,
          exp_year: 2030,
          created_at: new Date(Date.UTC(2025, 0, 1)),
        },
        {
          id: 'pm_sbx_default',
          customer_id: customerId!,
          brand: 'visa',
          last4: '4242',
          exp_month: 12,
          exp_year: 2034,
          is_default: true,
          created_at: new Date(Date.UTC(2025, 0, 2)),
        },
        {
          id: 'pm_sbx_new',
          customer_id: customerId!,
          brand: 'amex',
          last4: '8431',
          exp_month: 7,
          exp_year: 2029,
          created_at: new Date(Date.UTC(2025, 0, 3)),
        },
      ]);
  }

  it('lists the caller’s saved cards, the default one flagged and first', async () => {
    const bob = await signUpUser('bob@example.com');
    await saveCards(ada);
    const methods = await listPaymentMethods(ada.id);
    expect(methods[0]).toEqual({
      id: 'pm_sbx_default',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      isDefault: true,
    });
    expect(methods.map((m) => m.id).sort()).toEqual(['pm_sbx_default', 'pm_sbx_new', 'pm_sbx_old']);
    expect(methods.filter((m) => m.isDefault)).toHaveLength(1);
    expect(await listPaymentMethods(bob.id)).toEqual([]);
  });

  it('needs a payment customer', async () => {
    await getDb().update(profiles).set({ stripe_customer_id: null }).where(eq(profiles.id, ada.id));
    await expect(listPaymentMethods(ada.id)).rejects.toThrow('No Stripe customer ID found');
  });

  it('Manage Payment Methods opens the billing portal, back to the profile', async () => {
    expect(await openPaymentPortalAction(undefined)).toEqual({
      ok: true,
      data: { url: '/sandbox/billing-portal?return_url=%2Fprofile' },
    });
  });

  it('Manage Payment Methods says "Failed to load payment portal" when the portal cannot be opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await getDb().execute(sql`revoke select on profiles from authenticated`);
    try {
      expect(await openPaymentPortalAction(undefined)).toEqual({ ok: false, error: 'Failed to load payment portal' });
    } finally {
      await getDb().execute(sql`grant select on profiles to authenticated`);
    }
  });
});
