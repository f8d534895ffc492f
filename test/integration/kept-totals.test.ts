import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { findBalanceDrift } from '@/lib/accounts/find-balance-drift';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { findCampaignResultsDrift } from '@/lib/campaigns/find-campaign-results-drift';
import { getDb } from '@/lib/db/client';
import {
  accountBalances,
  accountTotals,
  campaignRecipientCounts,
  campaignDays,
  campaignTotals,
  campaigns,
  orders,
  phoneCalls,
  phoneNumbers,
  recipients,
  trackingUrlCounts,
  trackingUrls,
  transactions,
} from '@/lib/db/schema';
import { DAY_MS } from '@/lib/tracking/get-daily-responses';
import { campaignFixture, fund, pendingOrder, springfield } from '../support/orders';
import { workerDatabaseUrl } from '../support/test-database';
import { signUpUser, type TestUser } from '../support/users';
import { foldAllScans, queueScans } from '../support/queue-scans';

let ada: TestUser;
let bob: TestUser;
beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  bob = await signUpUser('bob@example.com');
});

const kept = async (user: TestUser) =>
  (await getDb().select().from(accountBalances).where(eq(accountBalances.user_id, user.id)))[0]?.balance ?? null;
const row = (user: TestUser, amount: number, key: string, status: 'completed' | 'pending' = 'completed') => ({
  user_id: user.id,
  status,
  type: amount > 0 ? ('card_charge' as const) : ('postcard_charge' as const),
  amount,
  idempotency_key: key,
});

describe('the kept balance', () => {
  it('a new user has no row and a balance of 0', async () => {
    expect(await kept(ada)).toBeNull();
    expect(await getBalanceCents(getDb(), ada.id)).toBe(0);
  });

  it('follows every insert, status change and delete of completed rows, for each user of a statement', async () => {
    await getDb()
      .insert(transactions)
      .values([row(ada, 1000, 'a1'), row(bob, 700, 'b1'), row(ada, -125, 'a2'), row(ada, 50, 'a3', 'pending')]);
    expect([await kept(ada), await kept(bob)]).toEqual([875, 700]);

    // A pending row that completes counts; a completed one that fails stops counting.
    await getDb().update(transactions).set({ status: 'completed' }).where(eq(transactions.idempotency_key, 'a3'));
    expect(await kept(ada)).toBe(925);
    await getDb().update(transactions).set({ status: 'failed' }).where(eq(transactions.idempotency_key, 'b1'));
    expect(await kept(bob)).toBe(0);
    // An amount corrected in place moves the balance by the difference.
    await getDb().update(transactions).set({ amount: 1200 }).where(eq(transactions.idempotency_key, 'a1'));
    expect(await kept(ada)).toBe(1125);

    await getDb().delete(transactions).where(eq(transactions.idempotency_key, 'a2'));
    expect(await getBalanceCents(getDb(), ada.id)).toBe(1250);
    expect(await findBalanceDrift(getDb())).toEqual([]);
  });

  it('findBalanceDrift names a user whose kept balance differs from the ledger', async () => {
    await fund(ada, 500);
    await getDb().execute(sql`alter table transactions disable trigger transactions_keep_balance_insert`);
    try {
      await getDb()
        .insert(transactions)
        .values(row(ada, 300, 'untracked'));
    } finally {
      await getDb().execute(sql`alter table transactions enable trigger transactions_keep_balance_insert`);
    }
    expect(await findBalanceDrift(getDb())).toEqual([{ userId: ada.id, keptCents: 500, ledgerCents: 800 }]);
    // Mend it, so the check after this test holds.
    await getDb().update(accountBalances).set({ balance: 800 }).where(eq(accountBalances.user_id, ada.id));
    expect(await findBalanceDrift(getDb())).toEqual([]);
  });
});

describe('npm run ledger:check', () => {
  const run = promisify(execFile);
  const script = (env: Record<string, string>) =>
    run(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        './scripts/outside-next.mjs',
        path.join(process.cwd(), 'scripts/ledger-check.ts'),
      ],
      { env: { ...process.env, ...env } },
    ).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );
  // It opens the database itself: this test worker's PostgreSQL database (PGlite lives in this process).
  const url = () => workerDatabaseUrl(process.env.TEST_DATABASE_URL!);

  it.skipIf(process.env.INKPOST_TEST_DATABASE !== 'postgres')(
    'exits 0 when the books agree and 1, naming the user or campaign, when they do not',
    async () => {
      await fund(ada, 500);
      const campaign = await campaignFixture(ada);
      expect(await script({ DATABASE_URL: await url() })).toEqual({
        code: 0,
        out:
          'Ledger check: every balance matches the ledger (postgres).\n' +
          'Campaign check: every campaign’s results match its rows.\n' +
          'Send check: every send’s figures match its rows.\n' +
          'History check: every Transaction History line matches the ledger.\n',
      });

      await getDb().insert(campaignTotals).values({ campaign_id: campaign.id, calls: 3 });
      const results = await script({ DATABASE_URL: await url() });
      await getDb().delete(campaignTotals).where(eq(campaignTotals.campaign_id, campaign.id));
      expect(results.code).toBe(1);
      expect(results.out).toContain(`campaign ${campaign.id}: kept results differ from its rows`);
      expect(results.out).toContain('Campaign check: 1 kept result(s) differ from the rows.');

      await getDb().update(accountBalances).set({ balance: 1 }).where(eq(accountBalances.user_id, ada.id));
      const failed = await script({ DATABASE_URL: await url() });
      await getDb().update(accountBalances).set({ balance: 500 }).where(eq(accountBalances.user_id, ada.id));
      expect(failed.code).toBe(1);
      expect(failed.out).toContain(`user ${ada.id}: kept $0.01, ledger $5.00`);
      expect(failed.out).toContain('Ledger check: 1 balance(s) differ from the ledger.');
    },
  );
});

describe('the kept recipient counts of a campaign', () => {
  it('follow recipients added, neighbors among them, recipients removed, and go with the campaign', async () => {
    const campaign = await campaignFixture(ada);
    const counts = async () =>
      (
        await getDb().select().from(campaignRecipientCounts).where(eq(campaignRecipientCounts.campaign_id, campaign.id))
      )[0] ?? null;
    expect(await counts()).toBeNull();

    const first = await pendingOrder(ada, campaign.id);
    await pendingOrder(ada, campaign.id);
    await getDb()
      .insert(recipients)
      .values(
        [1, 2, 3].map((n) => ({
          campaign_id: campaign.id,
          user_id: ada.id,
          name: `Neighbor ${n}`,
          address: springfield(),
          is_neighbor: true,
        })),
      );
    expect(await counts()).toMatchObject({ recipients: 5, neighbors: 3 });

    await getDb()
      .delete(recipients)
      .where(
        and(
          eq(recipients.campaign_id, campaign.id),
          eq(recipients.is_neighbor, true),
          eq(recipients.name, 'Neighbor 1'),
        ),
      );
    await getDb().delete(orders).where(eq(orders.id, first.id));
    await getDb().delete(recipients).where(eq(recipients.id, first.recipient_id));
    expect(await counts()).toMatchObject({ recipients: 3, neighbors: 2 });

    await getDb().delete(orders).where(eq(orders.campaign_id, campaign.id));
    await getDb().delete(campaigns).where(eq(campaigns.id, campaign.id));
    expect(await counts()).toBeNull();
  });
});

describe('the kept account totals', () => {
  it('count completed transactions, completed orders, tracking URLs and their scans as the rows change', async () => {
    const totals = async () =>
      (await getDb().select().from(accountTotals).where(eq(accountTotals.user_id, ada.id)))[0] ?? null;
    expect(await totals()).toBeNull();

    await getDb()
      .insert(transactions)
      .values([row(ada, 1000, 't1'), row(ada, -125, 't2'), row(ada, 50, 't3', 'pending')]);
    const order = await pendingOrder(ada, (await campaignFixture(ada)).id);
    await getDb().update(orders).set({ status: 'completed' }).where(eq(orders.id, order.id));
    await getDb()
      .insert(trackingUrls)
      .values([
        { id: 'abcdefghijk1', name: 'A', target_url: 'https://example.com/a', user_id: ada.id },
        { id: 'abcdefghijk2', name: 'B', target_url: 'https://example.com/b', user_id: ada.id },
      ]);
    // The links' counters are made with them (migration 0031).
    await getDb()
      .update(trackingUrlCounts)
      .set({ access_count: 4 })
      .where(eq(trackingUrlCounts.tracking_url_id, 'abcdefghijk2'));
    await getDb()
      .update(trackingUrlCounts)
      .set({ access_count: sql`${trackingUrlCounts.access_count} + 3` })
      .where(eq(trackingUrlCounts.user_id, ada.id));
    expect(await totals()).toMatchObject({
      completed_transactions: 2,
      postcards_sent: 1,
      tracking_urls: 2,
      qr_scans: 10,
    });

    await getDb().update(orders).set({ status: 'failed' }).where(eq(orders.id, order.id));
    await getDb().delete(trackingUrls).where(eq(trackingUrls.id, 'abcdefghijk2'));
    await getDb().update(transactions).set({ status: 'completed' }).where(eq(transactions.idempotency_key, 't3'));
    expect(await totals()).toMatchObject({
      completed_transactions: 3,
      postcards_sent: 0,
      tracking_urls: 1,
      qr_scans: 3,
    });
  });
});

describe('the kept totals of a campaign', () => {
  const kept = async (campaignId: string) => {
    const [row] = await getDb().select().from(campaignTotals).where(eq(campaignTotals.campaign_id, campaignId));
    return row
      ? {
          postcards_sent: row.postcards_sent,
          responders: row.responders,
          scans: row.scans,
          calls: row.calls,
          spent: row.spent,
        }
      : null;
  };
  const daysOf = async (campaignId: string) =>
    (
      await getDb()
        .select({
          day: campaignDays.day,
          postcards: campaignDays.postcards,
          scans: campaignDays.scans,
          calls: campaignDays.calls,
        })
        .from(campaignDays)
        .where(eq(campaignDays.campaign_id, campaignId))
        .orderBy(campaignDays.day)
    ).filter((d) => d.postcards || d.scans || d.calls);
  // The figures expected, and every kept total and day equal to what the rows count.
  const expectKept = async (campaignId: string, figures: Record<string, number>) => {
    expect(await kept(campaignId)).toEqual(figures);
    expect(await findCampaignResultsDrift(getDb())).toEqual([]);
  };

  it('follow completed orders, neighbors mailed, scanned links, calls, charges and refunds, and go with the campaign', async () => {
    const single = await campaignFixture(ada);
    const neighbor = await campaignFixture(ada, { type: 'neighbor', name: 'Street' });
    expect(await kept(single.id)).toBeNull();

    // One statement completes orders of both campaigns; the neighbor order found 3 neighbors first.
    const first = await pendingOrder(ada, single.id);
    await pendingOrder(ada, single.id, springfield('Oak St'));
    const street = await pendingOrder(ada, neighbor.id);
    await getDb()
      .insert(recipients)
      .values(
        [1, 2, 3].map((n) => ({
          campaign_id: neighbor.id,
          user_id: ada.id,
          name: `Neighbor ${n}`,
          address: springfield(),
          is_neighbor: true,
          order_id: street.id,
        })),
      );
    await getDb().update(orders).set({ neighbors_found: 3 }).where(eq(orders.id, street.id));
    await getDb()
      .update(orders)
      .set({ status: 'completed' })
      .where(sql`${orders.id} in (${first.id}, ${street.id})`);
    await getDb()
      .insert(transactions)
      .values([
        { ...row(ada, -125, 'charge:first'), order_id: first.id },
        { ...row(ada, -500, 'charge:street'), order_id: street.id },
      ]);
    await expectKept(single.id, { postcards_sent: 1, responders: 0, scans: 0, calls: 0, spent: 125 });
    await expectKept(neighbor.id, { postcards_sent: 3, responders: 0, scans: 0, calls: 0, spent: 500 });

    // A neighbor mailed after completion counts; one removed does not; a refund takes its charge back.
    await getDb().insert(recipients).values({
      campaign_id: neighbor.id,
      user_id: ada.id,
      name: 'Neighbor 4',
      address: springfield(),
      is_neighbor: true,
      order_id: street.id,
    });
    await getDb()
      .delete(recipients)
      .where(and(eq(recipients.order_id, street.id), eq(recipients.name, 'Neighbor 1')));
    await getDb().insert(transactions).values({
      user_id: ada.id,
      status: 'completed',
      type: 'refund',
      amount: 500,
      idempotency_key: 'refund:street',
      order_id: street.id,
    });
    await expectKept(neighbor.id, { postcards_sent: 3, responders: 0, scans: 0, calls: 0, spent: 0 });

    // Postcard links: scanned ones are responders; the account's own links count for no campaign.
    await getDb()
      .insert(trackingUrls)
      .values([
        {
          id: 'campaignlnk1',
          name: 'Jane',
          target_url: 'https://example.com',
          user_id: ada.id,
          campaign_id: single.id,
          order_id: first.id,
        },
        { id: 'campaignlnk2', name: 'Joe', target_url: 'https://example.com', user_id: ada.id, campaign_id: single.id },
        { id: 'accountlink1', name: 'Mine', target_url: 'https://example.com', user_id: ada.id },
      ]);
    await getDb()
      .update(trackingUrlCounts)
      .set({ access_count: 9 })
      .where(eq(trackingUrlCounts.tracking_url_id, 'accountlink1'));
    const postcardLinks = async () =>
      (await getDb().select().from(accountTotals).where(eq(accountTotals.user_id, ada.id)))[0];
    expect(await postcardLinks()).toMatchObject({ tracking_urls: 3, postcard_links: 2 });

    // Scans on two days, counted once folded into their links.
    await queueScans([
      { tracking_url_id: 'campaignlnk1', user_id: ada.id, scanned_at: new Date(Date.now() - DAY_MS) },
      { tracking_url_id: 'campaignlnk1', user_id: ada.id },
      { tracking_url_id: 'accountlink1', user_id: ada.id, scans: 2 },
    ]);
    expect(await findCampaignResultsDrift(getDb())).toEqual([]);
    await foldAllScans();

    // A call is counted with its campaign, or fixed on it afterwards.
    const [phone] = await getDb()
      .insert(phoneNumbers)
      .values({
        phone_sid: 'PN1',
        name: 'Line',
        phone_number: '+15555550123',
        area_code: '555',
        user_id: ada.id,
        forwarding_number: '+15555550100',
        whisper_message: '',
      })
      .returning();
    await getDb()
      .insert(phoneCalls)
      .values([
        { call_sid: 'CA1', phone_number_id: phone.id, user_id: ada.id, campaign_id: single.id },
        { call_sid: 'CA2', phone_number_id: phone.id, user_id: ada.id },
      ]);
    await getDb().update(phoneCalls).set({ campaign_id: single.id }).where(eq(phoneCalls.call_sid, 'CA2'));
    await expectKept(single.id, { postcards_sent: 1, responders: 1, scans: 2, calls: 2, spent: 125 });
    const [yesterday, today] = [new Date(Date.now() - DAY_MS), new Date()].map((d) => d.toISOString().slice(0, 10));
    expect(await daysOf(single.id)).toEqual([
      { day: yesterday, postcards: 0, scans: 1, calls: 0 },
      { day: today, postcards: 1, scans: 1, calls: 2 },
    ]);

    // An order that leaves 'completed' leaves the count; a deleted campaign takes its row along.
    await getDb().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, first.id));
    await expectKept(single.id, { postcards_sent: 0, responders: 1, scans: 2, calls: 2, spent: 125 });
    await getDb().delete(trackingUrls).where(eq(trackingUrls.campaign_id, single.id));
    expect(await postcardLinks()).toMatchObject({ tracking_urls: 1, postcard_links: 0 });
    await getDb().delete(transactions).where(eq(transactions.order_id, first.id));
    await getDb().delete(orders).where(eq(orders.campaign_id, single.id));
    await getDb().delete(campaigns).where(eq(campaigns.id, single.id));
    expect(await kept(single.id)).toBeNull();
    expect(await daysOf(single.id)).toEqual([]);
    expect(await kept(neighbor.id)).toEqual({ postcards_sent: 3, responders: 0, scans: 0, calls: 0, spent: 0 });
  });
});
