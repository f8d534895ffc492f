import { eq, sql, type SQL } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { apiHooks, orders, pricingPlans, profiles, templates, transactions } from '@/lib/db/schema';
import { campaignFixture, pendingOrder } from '../support/orders';
import { INSUFFICIENT_PRIVILEGE, sqlStateAsUser } from '../support/user-role';
import { signUpUser, type TestUser } from '../support/users';

// On Supabase a signed-in user holds a JWT for the role `authenticated` and can call the Data API
// (PostgREST) with it directly, past every rule of our server. withUserScope sets up exactly that
// role and those claims, so each statement below is what such a user could send. Decision 024.

let ada: TestUser;
let bob: TestUser;
let adaOrderId: string;
let adaCampaignId: string;

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  bob = await signUpUser('bob@example.com');
  const campaign = await campaignFixture(ada);
  adaCampaignId = campaign.id;
  adaOrderId = (await pendingOrder(ada, campaign.id)).id;
});

/** What a statement sent as `user` through the Data API ends with: its SQLSTATE, or undefined if it ran. */
const asUser = (user: TestUser, statement: SQL) => sqlStateAsUser(user.id, (tx) => tx.execute(statement));

describe('the user role of the Data API', () => {
  it('may not give its own account the Pro plan, another Stripe customer or a top-off', async () => {
    const [pro] = await getDb().select({ id: pricingPlans.id }).from(pricingPlans).where(eq(pricingPlans.name, 'Pro'));
    const [before] = await getDb().select().from(profiles).where(eq(profiles.id, ada.id));

    expect(await asUser(ada, sql`update profiles set current_plan_id = ${pro.id} where id = ${ada.id}`)).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect(
      await asUser(ada, sql`update profiles set stripe_customer_id = 'cus_someone_else' where id = ${ada.id}`),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await asUser(ada, sql`update profiles set top_off_amount = 1 where id = ${ada.id}`)).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect(await asUser(ada, sql`update profiles set name = 'Ada L.' where id = ${ada.id}`)).toBe(
      INSUFFICIENT_PRIVILEGE,
    );

    const [after] = await getDb().select().from(profiles).where(eq(profiles.id, ada.id));
    expect(after).toEqual(before);
  });

  it('may not place an order past payment, move one along, or write the ledger', async () => {
    const [recipient] = await getDb().select({ id: orders.recipient_id }).from(orders).where(eq(orders.id, adaOrderId));
    expect(
      await asUser(
        ada,
        sql`insert into orders_table (campaign_id, recipient_id, user_id, status, cost)
            values (${adaCampaignId}, ${recipient.id}, ${ada.id}, 'ready', 0)`,
      ),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await asUser(ada, sql`update orders_table set status = 'ready', cost = 0 where id = ${adaOrderId}`)).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect(await asUser(ada, sql`delete from orders_table where id = ${adaOrderId}`)).toBe(INSUFFICIENT_PRIVILEGE);
    expect(
      await asUser(
        ada,
        sql`insert into transactions (user_id, type, status, amount, idempotency_key)
            values (${ada.id}, 'card_charge', 'completed', 100000, 'free-money')`,
      ),
    ).toBe(INSUFFICIENT_PRIVILEGE);

    const placed = await getDb()
      .select({ status: orders.status, cost: orders.cost })
      .from(orders)
      .where(eq(orders.user_id, ada.id));
    expect(placed).toEqual([{ status: 'pending', cost: 125 }]);
    expect(await getDb().select().from(transactions).where(eq(transactions.user_id, ada.id))).toEqual([]);
  });

  it('may not rent a number for nothing, aim a hook inside, or skip the checks on its own content', async () => {
    expect(
      await asUser(
        ada,
        sql`insert into phone_numbers (phone_sid, name, phone_number, area_code, user_id, forwarding_number, whisper_message)
            values ('PN_free', 'Free line', '+15555550123', '555', ${ada.id}, '+15555550100', '')`,
      ),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect(
      await asUser(
        ada,
        sql`insert into api_hooks (user_id, event, target_url, secret)
            values (${ada.id}, 'order.status_changed', 'http://127.0.0.1:5432/', 'x')`,
      ),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect(
      await asUser(
        ada,
        sql`insert into tracking_urls (id, user_id, name, target_url) values ('freeurl00000', ${ada.id}, 'Second link', 'https://example.com')`,
      ),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await asUser(ada, sql`update campaigns set neighbor_count = 100000 where id = ${adaCampaignId}`)).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect(await asUser(ada, sql`delete from templates where user_id = ${ada.id}`)).toBe(INSUFFICIENT_PRIVILEGE);

    expect(await getDb().select().from(apiHooks).where(eq(apiHooks.user_id, ada.id))).toEqual([]);
    expect(
      await getDb().select({ id: templates.id }).from(templates).where(eq(templates.user_id, ada.id)),
    ).toHaveLength(1);
  });

  it('still reads its own rows, and only those', async () => {
    const read = (user: TestUser) =>
      withUserScope(user.id, async (tx) => ({
        profiles: (await tx.select({ id: profiles.id }).from(profiles)).map((row) => row.id),
        orders: (await tx.select({ id: orders.id }).from(orders)).map((row) => row.id),
      }));
    expect(await read(ada)).toEqual({ profiles: [ada.id], orders: [adaOrderId] });
    expect(await read(bob)).toEqual({ profiles: [bob.id], orders: [] });
  });

  it('holds no write privilege and no write policy on any table, so a new table cannot open one by mistake', async () => {
    const writable = await getDb().execute<{ table: string; privilege: string }>(sql`
      select c.relname as table, p.privilege
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      cross join (values ('INSERT'), ('UPDATE'), ('DELETE'), ('TRUNCATE')) as p(privilege)
      where n.nspname = 'public' and c.relkind = 'r' and has_table_privilege('authenticated', c.oid, p.privilege)
      order by 1, 2`);
    expect(rowsOf(writable)).toEqual([]);

    const writePolicies = await getDb().execute<{ table: string; policy: string }>(sql`
      select tablename as table, policyname as policy from pg_policies
      where schemaname = 'public' and cmd <> 'SELECT' order by 1, 2`);
    expect(rowsOf(writePolicies)).toEqual([]);

    const unprotected = await getDb().execute<{ table: string }>(sql`
      select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity order by 1`);
    expect(rowsOf(unprotected)).toEqual([]);
  });
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
