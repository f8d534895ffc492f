import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cancelOrderAction } from '@/actions/orders';
import { GET as readInbox } from '@/app/api/sandbox/hooks/[name]/route';
import { POST as postHook } from '@/app/api/v1/hooks/route';
import { generateApiKey } from '@/lib/accounts/api-key';
import { OrderStatusChangedEventSchema } from '@/lib/api/schemas/hooks';
import { getDb } from '@/lib/db/client';
import { hookDeliveries, profiles } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { deliverNextHook } from '@/lib/hooks/deliver-next-hook';
import { ordersIn } from '../support/orders';
import { switchToPro } from '../support/plans';
import { actAs, signUpUser, type TestUser } from '../support/users';

// The sandbox hook inbox: while every provider is a sandbox, hooks aimed at
// <APP_URL>/api/sandbox/hooks/<name> are delivered into the database (no connection: MSW fails
// the test on any unhandled request) and read back with the subscriber's key. With a provider
// for real the same URL is an ordinary target, refused as local.

const SANDBOX_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };
const INBOX = 'http://localhost:3000/api/sandbox/hooks/zap-1';

async function proWithKey(email: string): Promise<{ user: TestUser; key: string }> {
  const user = await signUpUser(email);
  await switchToPro(user.id);
  const generated = generateApiKey();
  await getDb()
    .update(profiles)
    .set({ api_key: generated.hash, api_key_hint: generated.hint })
    .where(eq(profiles.id, user.id));
  return { user, key: generated.key };
}

const subscribe = (key: string, target_url: string) =>
  postHook(
    new Request('http://localhost:3000/api/v1/hooks', {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'order.status_changed', target_url }),
    }),
  );

const inbox = (key: string, name = 'zap-1') =>
  readInbox(new Request(`http://localhost:3000/api/sandbox/hooks/${name}`, { headers: { 'x-api-key': key } }), {
    params: Promise.resolve({ name }),
  });

let ada: { user: TestUser; key: string };

beforeEach(async () => {
  setEnvForTests(SANDBOX_ENV);
  ada = await proWithKey('ada@example.com');
});

afterEach(() => setEnvForTests(SANDBOX_ENV));

describe('the sandbox hook inbox', () => {
  it('takes a delivery without a connection and gives it back to the key that subscribed, to no other', async () => {
    expect((await subscribe(ada.key, INBOX)).status).toBe(201);
    const [orderId] = await ordersIn(ada.user, ['pending']);
    actAs(ada.user, '/orders');
    expect(await cancelOrderAction({ orderId })).toEqual({ ok: true, data: { refundedCents: 0 } });

    expect(await deliverNextHook()).toBe('delivered');
    const [row] = await getDb().select().from(hookDeliveries);
    expect(row).toMatchObject({ status: 'delivered', last_status: 200, attempts: 1 });

    const answer = await inbox(ada.key);
    expect(answer.status).toBe(200);
    const { data } = await answer.json();
    expect(data).toHaveLength(1);
    expect(OrderStatusChangedEventSchema.parse(data[0].payload)).toMatchObject({
      previous_status: 'pending',
      order: { id: orderId, status: 'cancelled' },
    });

    // Another account reads the same inbox name and finds nothing of Ada's.
    const bob = await proWithKey('bob@example.com');
    expect((await (await inbox(bob.key)).json()).data).toEqual([]);
    expect((await (await inbox(ada.key, 'zap-2')).json()).data).toEqual([]);
    expect((await inbox(ada.key, 'no such name!')).status).toBe(404);
  });

  it('is only this server’s exact inbox path: other local URLs stay refused', async () => {
    for (const url of [
      'http://localhost:3000/api/sandbox/hooks/zap-1?x=1',
      'http://localhost:3000/api/sandbox/hooks/a/b',
      'http://localhost:3000/api/v1/me',
      'http://localhost:3001/api/sandbox/hooks/zap-1',
      'http://127.0.0.1:3000/api/sandbox/hooks/zap-1',
    ]) {
      const refused = await subscribe(ada.key, url);
      expect(refused.status, url).toBe(422);
    }
  });

  it('does not exist once a provider runs for real: the URL is refused like any local target', async () => {
    setEnvForTests({ ...SANDBOX_ENV, TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'token' });
    const refused = await subscribe(ada.key, INBOX);
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toMatch(/target_url/);
    expect((await inbox(ada.key)).status).toBe(404);
  });
});
