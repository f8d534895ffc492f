import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteTemplateAction, updateTemplateAction } from '@/actions/templates';
import { openBillingPortalAction, signOutAction, startTopUpAction } from '@/actions/account';
import { GET as events } from '@/app/api/events/route';
import { payCheckoutAction } from '@/actions/sandbox';
import { getAccountSummary } from '@/lib/accounts/get-account-summary';
import { creditCardCharge } from '@/lib/billing/credit-card-charge';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { authSessions, profiles, sandboxCheckoutSessions, templates, transactions } from '@/lib/db/schema';
import { listTemplates } from '@/lib/templates/list-templates';
import { switchToProAction } from '../support/plans';
import { redirectTarget } from '../support/redirect';
import { useTempStorage } from '../support/storage';
import { createTemplate, templateInput } from '../support/templates';
import { actAs, signUpUser, type TestUser } from '../support/users';
import { INSUFFICIENT_PRIVILEGE, sqlStateAsUser } from '../support/user-role';

// User B calls every action and route with user A's ids: B gets nothing of A's and changes
// nothing of A's. Each feature adds its actions here.

let a: TestUser;
let b: TestUser;

beforeEach(async () => {
  a = await signUpUser('alice@example.com');
  b = await signUpUser('bob@example.com');
  await creditCardCharge({ userId: a.id, amountCents: 10_000, idempotencyKey: 'seed:a' });
});

async function profileOf(user: TestUser) {
  const [row] = await getDb().select().from(profiles).where(eq(profiles.id, user.id));
  return row;
}

describe('tenant isolation', () => {
  it('the layout summary shows only the caller’s own balance and plan', async () => {
    actAs(b);
    const summary = await getAccountSummary({ id: b.id, email: b.email, isAdmin: false });
    expect(summary).toMatchObject({ userId: b.id, balanceCents: 0, planName: 'Free', showUpgrade: true });
  });

  it('the billing portal opens for the caller’s own customer only', async () => {
    const before = await profileOf(a);
    actAs(b);
    expect(await openBillingPortalAction(undefined)).toEqual({
      ok: true,
      data: { url: '/sandbox/billing-portal?return_url=%2Fprofile' },
    });
    expect(await profileOf(a)).toEqual(before);
  });

  it('changing plan changes only the caller’s subscription', async () => {
    const before = await profileOf(a);
    actAs(b);
    expect(await switchToProAction()).toEqual({ ok: true, data: null });
    expect(await profileOf(a)).toEqual(before);
    expect((await profileOf(b)).subscription_product_id).toBe('prod_sandbox_pro');
  });

  it('B cannot pay A’s checkout session, and no money moves', async () => {
    actAs(a);
    const started = await startTopUpAction({ amount: '30' });
    if (!started.ok) throw new Error(started.error);
    const sessionId = started.data.url.split('/').pop()!;

    actAs(b);
    expect(await payCheckoutAction({ sessionId, cardNumber: '4242424242424242' })).toEqual({
      ok: false,
      error: 'This checkout session does not exist or has already been paid.',
    });
    const [session] = await getDb()
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionId));
    expect(session.status).toBe('open');
    expect(await getDb().select().from(transactions).where(eq(transactions.user_id, b.id))).toEqual([]);
  });

  it('B signing out everywhere leaves A signed in', async () => {
    actAs(b);
    await redirectTarget(() => signOutAction('global'));
    const rows = await getDb().select().from(authSessions).where(eq(authSessions.user_id, a.id));
    expect(rows).toHaveLength(1);
  });

  it('row-level security hides A’s rows from B even without a user filter', async () => {
    const seen = await withUserScope(b.id, async (tx) => ({
      profiles: await tx.select({ id: profiles.id }).from(profiles),
      transactions: await tx.select({ id: transactions.id }).from(transactions),
    }));
    expect(seen.profiles).toEqual([{ id: b.id }]);
    expect(seen.transactions).toEqual([]);
  });

  it('the user role may write neither the ledger nor a profile, its own or another', async () => {
    expect(
      await sqlStateAsUser(b.id, (tx) =>
        tx.insert(transactions).values({
          user_id: b.id,
          status: 'completed',
          type: 'card_charge',
          amount: 1_000_000,
          idempotency_key: 'forged',
        }),
      ),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect(
      await sqlStateAsUser(b.id, (tx) => tx.update(profiles).set({ name: 'Hacked' }).where(eq(profiles.id, a.id))),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect((await profileOf(a)).name).toBe('alice');
  });

  it('sandbox and auth tables are closed to the user role', async () => {
    await expect(withUserScope(b.id, (tx) => tx.execute(sql`select * from auth_users`))).rejects.toThrow();
    await expect(
      withUserScope(b.id, (tx) => tx.execute(sql`select * from sandbox_checkout_sessions`)),
    ).rejects.toThrow();
  });
});

describe('live events (/api/events)', () => {
  async function readEvents(user: TestUser | null, during: () => Promise<void>) {
    actAs(user);
    const abort = new AbortController();
    const response = await events(new Request('http://localhost/api/events', { signal: abort.signal }));
    if (response.status !== 200) return { status: response.status, body: await response.text() };
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the listener is up
    await during();
    await new Promise((resolve) => setTimeout(resolve, 500)); // notifications arrive
    abort.abort();
    await reading.catch(() => {});
    return { status: 200, body: text };
  }

  it('refuses a visitor without a session', async () => {
    const result = await readEvents(null, async () => {});
    expect(result).toEqual({
      status: 401,
      body: JSON.stringify({ error: 'unauthorized', message: 'Not authenticated' }),
    });
  });

  it('streams the caller’s changes and none of anyone else’s', async () => {
    const result = await readEvents(b, async () => {
      await creditCardCharge({ userId: a.id, amountCents: 500, idempotencyKey: 'live:a' });
      await creditCardCharge({ userId: b.id, amountCents: 700, idempotencyKey: 'live:b' });
    });
    const changes = result.body
      .split('\n\n')
      .filter((block) => block.startsWith('event: change'))
      .map((block) => JSON.parse(block.split('data: ')[1]));
    expect(changes).toEqual([{ table: 'transactions', op: 'INSERT', id: expect.any(String) }]);
    const [row] = await getDb().select().from(transactions).where(eq(transactions.idempotency_key, 'live:b'));
    expect(changes[0].id).toBe(row.id);
  });
});

describe('tenant isolation: templates', () => {
  let storage: ReturnType<typeof useTempStorage>;
  beforeEach(() => {
    storage = useTempStorage();
  });
  afterEach(() => storage.cleanup());

  const templateRow = async (id: string) => (await getDb().select().from(templates).where(eq(templates.id, id)))[0];

  it('B can neither change nor delete A’s template, nor see it', async () => {
    const id = await createTemplate(a);
    const before = await templateRow(id);
    actAs(b);
    expect(await updateTemplateAction({ ...(await templateInput(b)), id, name: 'Mine now' })).toEqual({
      ok: false,
      error: 'Template not found',
    });
    actAs(b);
    expect(await deleteTemplateAction({ id })).toEqual({ ok: false, error: 'Template not found' });
    expect(await listTemplates(b.id)).toEqual([]);
    expect(await templateRow(id)).toEqual(before);
  });
});
