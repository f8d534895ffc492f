import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as getCampaigns } from '@/app/api/v1/campaigns/route';
import { DELETE as deleteHook } from '@/app/api/v1/hooks/[id]/route';
import { GET as getHooks, POST as postHook } from '@/app/api/v1/hooks/route';
import { GET as getSamples } from '@/app/api/v1/hooks/samples/[event]/route';
import { GET as getMe } from '@/app/api/v1/me/route';
import { GET as getOrder } from '@/app/api/v1/orders/[id]/route';
import { GET as getOrders, POST as postOrder } from '@/app/api/v1/orders/route';
import { GET as getTemplates } from '@/app/api/v1/templates/route';
import { generateApiKey } from '@/lib/accounts/api-key';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { apiHooks, hookDeliveries, orders, profiles, recipients } from '@/lib/db/schema';
import { switchToPro } from '../support/plans';
import { campaignFixture, pendingOrder } from '../support/orders';
import { signUpUser, type TestUser, giveReturnAddress } from '../support/users';
import { INSUFFICIENT_PRIVILEGE, sqlStateAsUser } from '../support/user-role';

// User B, with a good Pro key of their own, reaches for user A's orders, campaigns, templates
// and hooks by their ids: B reads none of it, changes none of it, and cannot order on A's campaign.

// Each handler knows its own params; a test passes whatever the path needs.
type Handler = (request: Request, context?: { params: Promise<never> }) => Promise<Response>;

const call = (
  handler: Handler,
  method: string,
  path: string,
  key: string,
  options: { body?: unknown; params?: Record<string, string> } = {},
) =>
  handler(
    new Request(`http://localhost:3000/api/v1${path}`, {
      method,
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    { params: Promise.resolve(options.params ?? {}) as Promise<never> },
  );

async function proWithKey(email: string) {
  const user = await signUpUser(email);
  await switchToPro(user.id);
  await giveReturnAddress(user);
  const { key, hash, hint } = generateApiKey();
  await getDb().update(profiles).set({ api_key: hash, api_key_hint: hint }).where(eq(profiles.id, user.id));
  return { user, key };
}

let a: TestUser;
let aKey: string;
let b: TestUser;
let bKey: string;
let campaignId: string;
let orderId: string;
let hookId: string;

beforeEach(async () => {
  ({ user: a, key: aKey } = await proWithKey('alice@example.com'));
  ({ user: b, key: bKey } = await proWithKey('bob@example.com'));
  const campaign = await campaignFixture(a, { name: 'Alice’s campaign' });
  campaignId = campaign.id;
  orderId = (await pendingOrder(a, campaign.id)).id;
  const hook = await call(postHook, 'POST', '/hooks', aKey, {
    body: { event: 'order.status_changed', target_url: 'https://hooks.zapier.com/alice' },
  });
  hookId = (await hook.json()).id;
});

describe('tenant isolation: public API', () => {
  it('B’s lists hold nothing of A’s; B’s who-am-I is B', async () => {
    expect(await (await call(getOrders, 'GET', '/orders?status=all', bKey)).json()).toMatchObject({
      data: [],
      total: 0,
    });
    expect(await (await call(getCampaigns, 'GET', '/campaigns', bKey)).json()).toEqual({ data: [] });
    expect(await (await call(getTemplates, 'GET', '/templates', bKey)).json()).toEqual({ data: [] });
    expect(await (await call(getHooks, 'GET', '/hooks', bKey)).json()).toEqual({ data: [] });
    expect(await (await call(getMe, 'GET', '/me', bKey)).json()).toMatchObject({ id: b.id, email: 'bob@example.com' });
    // A's own key, for contrast: the rows exist.
    expect((await (await call(getOrders, 'GET', '/orders', aKey)).json()).total).toBe(1);
  });

  it('B cannot read A’s order by its id', async () => {
    const response = await call(getOrder, 'GET', `/orders/${orderId}`, bKey, { params: { id: orderId } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found', message: 'Order not found' });
  });

  it('B cannot order on A’s campaign, even naming A in the body', async () => {
    const response = await call(postOrder, 'POST', '/orders', bKey, {
      body: {
        campaign_id: campaignId,
        user_id: a.id,
        recipient_name: 'Mallory',
        recipient_address_1: '123 Main St',
        recipient_city: 'Springfield',
        recipient_state: 'IL',
        recipient_zip: '62701',
      },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found', message: 'Campaign not found' });
    expect(await getDb().select({ id: orders.id }).from(orders)).toEqual([{ id: orderId }]);
    expect((await getDb().select().from(recipients)).map((r) => r.name)).toEqual(['Jane Doe']);
  });

  it('B cannot unsubscribe A’s hook, and A’s hook keeps receiving A’s events', async () => {
    const response = await call(deleteHook, 'DELETE', `/hooks/${hookId}`, bKey, { params: { id: hookId } });
    expect(response.status).toBe(404);
    expect(await getDb().select({ id: apiHooks.id }).from(apiHooks)).toEqual([{ id: hookId }]);
    await getDb().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    expect(await getDb().select({ hookId: hookDeliveries.hook_id }).from(hookDeliveries)).toEqual([{ hookId }]);
  });

  it('B’s hooks get none of A’s events, and B’s samples show none of A’s data', async () => {
    const bHook = await (
      await call(postHook, 'POST', '/hooks', bKey, {
        body: { event: 'order.status_changed', target_url: 'https://hooks.zapier.com/bob' },
      })
    ).json();
    await getDb().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    const queued = await getDb().select({ hookId: hookDeliveries.hook_id }).from(hookDeliveries);
    expect(queued).toEqual([{ hookId }]);
    expect(queued).not.toContainEqual({ hookId: bHook.id });
    const samples = await (
      await call(getSamples, 'GET', '/hooks/samples/order.status_changed', bKey, {
        params: { event: 'order.status_changed' },
      })
    ).json();
    expect(samples).toEqual([expect.objectContaining({ sample: true })]);
    expect(JSON.stringify(samples)).not.toContain(orderId);
  });

  it('row-level security: B’s scope sees none of A’s hooks or deliveries, and no hook secret at all', async () => {
    await getDb().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    const seen = await withUserScope(b.id, async (tx) => ({
      hooks: await tx.select({ id: apiHooks.id }).from(apiHooks),
      deliveries: await tx.select({ id: hookDeliveries.id }).from(hookDeliveries),
    }));
    expect(seen).toEqual({ hooks: [], deliveries: [] });
    // Not even A may read a secret through the user role: only the server signs with it.
    await expect(withUserScope(a.id, (tx) => tx.select({ secret: apiHooks.secret }).from(apiHooks))).rejects.toThrow();
    expect(await sqlStateAsUser(b.id, (tx) => tx.delete(apiHooks).where(eq(apiHooks.id, hookId)))).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect(await getDb().select({ id: apiHooks.id }).from(apiHooks).where(eq(apiHooks.id, hookId))).toEqual([
      { id: hookId },
    ]);
  });
});
