import { asc, eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCampaignAction } from '@/actions/campaigns';
import { cancelOrderAction } from '@/actions/orders';
import { POST as postHook } from '@/app/api/v1/hooks/route';
import { POST as postOrder } from '@/app/api/v1/orders/route';
import { generateApiKey } from '@/lib/accounts/api-key';
import {
  CreatedHookSchema,
  OrderStatusChangedEventSchema,
  TrackingCallEventSchema,
  TrackingScanEventSchema,
} from '@/lib/api/schemas/hooks';
import { getDb } from '@/lib/db/client';
import { apiHooks, hookDeliveries, orders, phoneNumbers, profiles, trackingUrls } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { deliverNextHook, startNextHookDelivery } from '@/lib/hooks/deliver-next-hook';
import { verifyHookSignature } from '@/lib/hooks/sign-hook';
import { JOBS } from '@/lib/jobs/background-jobs';
import { recordCall } from '@/lib/phones/record-call';
import { switchToPro } from '../support/plans';
import { foldScans } from '@/lib/tracking/fold-scans';
import { fund, ordersIn, runPipeline } from '../support/orders';
import { mswServer } from '../support/msw';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { actAs, signUpUser, type TestUser, giveReturnAddress } from '../support/users';
import { queueScans } from '../support/queue-scans';

// REST hooks: database triggers queue an event for every change of an order's status, every
// fold of scans and every counted call; the delivery job signs and sends it, retries with
// backoff, and deletes the hook when the receiver answers 410.

const DEFAULT_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };
const TARGET = 'https://hooks.zapier.com/hooks/catch/1/abc/';

let ada: TestUser;
let key: string;

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  await switchToPro(ada.id);
  const generated = generateApiKey();
  await getDb()
    .update(profiles)
    .set({ api_key: generated.hash, api_key_hint: generated.hint })
    .where(eq(profiles.id, ada.id));
  key = generated.key;
});

async function subscribe(event: string, targetUrl = TARGET) {
  const response = await postHook(
    new Request('http://localhost:3000/api/v1/hooks', {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ event, target_url: targetUrl }),
    }),
  );
  if (response.status !== 201) throw new Error(await response.text());
  return CreatedHookSchema.parse(await response.json());
}

const deliveries = () => getDb().select().from(hookDeliveries).orderBy(asc(hookDeliveries.id));

async function trackingUrl(user: TestUser, id = 'mailer000001') {
  await getDb()
    .insert(trackingUrls)
    .values({ id, name: 'Spring mailer', target_url: 'https://example.com/open-house', user_id: user.id });
  return id;
}

async function phoneNumber(user: TestUser, number = '+15555550100') {
  const [row] = await getDb()
    .insert(phoneNumbers)
    .values({
      phone_sid: `PN${number}`,
      name: 'Yard sign',
      phone_number: number,
      area_code: '555',
      user_id: user.id,
      forwarding_number: '+15550001111',
      whisper_message: 'Inkpost call',
    })
    .returning();
  return row;
}

/** Receives deliveries at TARGET, answering `status`; records what came. */
function receiver(answer: (n: number) => number = () => 200) {
  const received: { headers: Headers; body: string }[] = [];
  mswServer.use(
    http.post(TARGET, async ({ request }) => {
      received.push({ headers: request.headers, body: await request.text() });
      return new HttpResponse(null, { status: answer(received.length) });
    }),
  );
  return received;
}

describe('events are queued in the transaction that changes the row', () => {
  it('an order status change queues one delivery per hook of that event, with the order as the API shows it', async () => {
    const hook = await subscribe('order.status_changed');
    const second = await subscribe('order.status_changed', 'https://example.com/second');
    await subscribe('tracking.scan');
    const [orderId] = await ordersIn(ada, ['pending']);
    expect(await deliveries()).toHaveLength(0); // created, not changed

    actAs(ada, '/orders');
    expect(await cancelOrderAction({ orderId })).toEqual({ ok: true, data: { refundedCents: 0 } });
    const queued = await deliveries();
    expect(queued.map((d) => d.hook_id).sort()).toEqual([hook.id, second.id].sort());
    const event = OrderStatusChangedEventSchema.parse(queued[0].payload);
    expect(event).toMatchObject({
      event: 'order.status_changed',
      previous_status: 'pending',
      order: { id: orderId, status: 'cancelled', cost: '1.00', cost_cents: 100 },
    });
    // One event, two deliveries: the same id, so a receiver can deduplicate.
    expect(queued[1].payload).toEqual(queued[0].payload);
    expect(queued.every((d) => d.status === 'pending' && d.attempts === 0 && d.user_id === ada.id)).toBe(true);
  });

  it('a change queues its event in the same transaction: a rolled-back one queues nothing', async () => {
    const [orderId] = await ordersIn(ada, ['failed']);
    await subscribe('order.status_changed');
    await getDb().update(orders).set({ status: 'pending' }).where(eq(orders.id, orderId));
    expect((await deliveries()).map((d) => (d.payload as { previous_status: string }).previous_status)).toEqual([
      'failed',
    ]);

    await expect(
      getDb().transaction(async (tx) => {
        await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await deliveries()).toHaveLength(1);
    // Writing the same status again is no change.
    await getDb().update(orders).set({ status: 'pending' }).where(eq(orders.id, orderId));
    expect(await deliveries()).toHaveLength(1);
  });

  it('the pipeline’s moves queue one event each, in order, for an order sent through the API', async () => {
    const storage = useTempStorage();
    try {
      setEnvForTests({ ...DEFAULT_ENV, INKPOST_DATA_DIR: storage.dir, SANDBOX_POSTCARD_DELAY_MS: '0' });
      const templateId = await createTemplate(ada);
      actAs(ada, '/campaigns');
      const campaign = await createCampaignAction({
        name: 'Open house',
        templateId,
        type: 'single',
        demographics: 'all',
        neighbor_count: 10,
        include_condo: false,
      });
      if (!campaign.ok) throw new Error(campaign.error);
      await subscribe('order.status_changed');
      await giveReturnAddress(ada);
      const created = await postOrder(
        new Request('http://localhost:3000/api/v1/orders', {
          method: 'POST',
          headers: { 'x-api-key': key, 'content-type': 'application/json' },
          body: JSON.stringify({
            campaign_id: campaign.data.id,
            recipient_name: 'Jane Doe',
            recipient_address_1: '123 Main St',
            recipient_city: 'Springfield',
            recipient_state: 'IL',
            recipient_zip: '62701',
          }),
        }),
      );
      expect(created.status).toBe(201);
      await fund(ada, 1_000);
      await runPipeline();

      const moves = (await deliveries()).map((d) => OrderStatusChangedEventSchema.parse(d.payload));
      expect(moves.at(-1)?.order.status).toBe('completed');
      expect(moves[0].previous_status).toBe('pending');
      for (let i = 1; i < moves.length; i++) expect(moves[i].previous_status).toBe(moves[i - 1].order.status);
    } finally {
      storage.cleanup();
      setEnvForTests(DEFAULT_ENV);
    }
  });

  it('a fold of scans queues one tracking.scan saying how many scans it covers', async () => {
    await subscribe('tracking.scan');
    const id = await trackingUrl(ada);
    await queueScans([
      { tracking_url_id: id, user_id: ada.id, scans: 3 },
      { tracking_url_id: id, user_id: ada.id, scans: 2 },
    ]);
    expect(await foldScans()).toBe(true);
    const [delivery] = await deliveries();
    const event = TrackingScanEventSchema.parse(delivery.payload);
    expect(event).toMatchObject({
      event: 'tracking.scan',
      scans: 5,
      tracking_url: { id, name: 'Spring mailer', access_count: 5 },
    });
    expect(event.tracking_url.last_accessed).not.toBeNull();

    await queueScans({ tracking_url_id: id, user_id: ada.id });
    await foldScans();
    expect(
      (await deliveries())
        .map((d) => TrackingScanEventSchema.parse(d.payload))
        .map((e) => [e.scans, e.tracking_url.access_count]),
    ).toEqual([
      [5, 5],
      [1, 6],
    ]);
  });

  it('a fold of many links queues one tracking.scan per grown link of an account with the hook, shared by its hooks', async () => {
    await subscribe('tracking.scan');
    await subscribe('tracking.scan', 'https://hooks.zapier.com/hooks/catch/1/second/');
    const bob = await signUpUser('bob@example.com');
    const first = await trackingUrl(ada, 'mailer000001');
    const second = await trackingUrl(ada, 'mailer000002');
    await trackingUrl(ada, 'mailer000003');
    const bobs = await trackingUrl(bob, 'bobmailer001');
    // One statement folds all of them (the hook trigger runs once for it).
    await queueScans([
      { tracking_url_id: first, user_id: ada.id, scans: 2 },
      { tracking_url_id: second, user_id: ada.id },
      { tracking_url_id: bobs, user_id: bob.id, scans: 4 },
    ]);
    expect(await foldScans()).toBe(true);
    const events = (await deliveries()).map((d) => ({ hook: d.hook_id, ...TrackingScanEventSchema.parse(d.payload) }));
    expect(events).toHaveLength(4);
    expect(events.every((e) => e.event === 'tracking.scan')).toBe(true);
    const byLink = new Map<string, typeof events>();
    for (const e of events) byLink.set(e.tracking_url.id, [...(byLink.get(e.tracking_url.id) ?? []), e]);
    expect([...byLink.keys()].sort()).toEqual([first, second]);
    for (const [link, [a, b]] of byLink) {
      // Both hooks get the event, with one id; each link its own.
      expect(a.hook).not.toBe(b.hook);
      expect(a.id).toBe(b.id);
      expect(a).toMatchObject({
        scans: link === first ? 2 : 1,
        tracking_url: { access_count: link === first ? 2 : 1 },
      });
    }
    expect(byLink.get(first)![0].id).not.toBe(byLink.get(second)![0].id);
  });

  it('a counted call queues one tracking.call; a retried webhook of the same call queues nothing', async () => {
    await subscribe('tracking.call');
    const phone = await phoneNumber(ada);
    expect(await recordCall({ to: phone.phone_number, from: '+15555550123', callSid: 'CA1' })).toMatchObject({
      isNew: true,
    });
    expect(await recordCall({ to: phone.phone_number, from: '+15555550123', callSid: 'CA1' })).toMatchObject({
      isNew: false,
    });
    const queued = await deliveries();
    expect(queued).toHaveLength(1);
    expect(TrackingCallEventSchema.parse(queued[0].payload)).toMatchObject({
      event: 'tracking.call',
      phone_number: {
        id: phone.id,
        name: 'Yard sign',
        phone_number: '+15555550100',
        call_count: 1,
        last_caller: '+15555550123',
      },
    });
  });

  it('without a hook for the event, or for another user’s changes, nothing is queued', async () => {
    await subscribe('tracking.call');
    const bob = await signUpUser('bob@example.com');
    await ordersIn(ada, ['pending']).then(([id]) =>
      getDb().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id)),
    );
    const bobsPhone = await phoneNumber(bob, '+15555550200');
    await recordCall({ to: bobsPhone.phone_number, from: null, callSid: 'CA2' });
    expect(await deliveries()).toEqual([]);
  });
});

describe('deliveries', () => {
  async function queueOneScan() {
    const hook = await subscribe('tracking.scan');
    const id = await trackingUrl(ada);
    await queueScans({ tracking_url_id: id, user_id: ada.id });
    await foldScans();
    return hook;
  }

  it('are POSTed as JSON, signed with the hook’s secret over the timestamp and the exact body', async () => {
    const hook = await queueOneScan();
    const received = receiver();
    expect(await deliverNextHook()).toBe('delivered');
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received;
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-inkpost-event')).toBe('tracking.scan');
    const timestamp = Number(headers.get('x-inkpost-timestamp'));
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
    const signature = headers.get('x-inkpost-signature')!;
    expect(signature).toMatch(new RegExp(`^t=${timestamp},v1=[0-9a-f]{64}$`));
    expect(verifyHookSignature(hook.secret, signature, body)).toBe(true);
    expect(verifyHookSignature('whsec_wrong', signature, body)).toBe(false);
    expect(TrackingScanEventSchema.parse(JSON.parse(body))).toMatchObject({ scans: 1 });

    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, last_status: 200, last_error: null });
    expect(delivery.delivered_at).not.toBeNull();
    expect(await deliverNextHook()).toBeNull();
  });

  it('are retried after 30 s doubling on a failure, then marked failed after the 8th attempt', async () => {
    await queueOneScan();
    const received = receiver(() => 500);
    let now = Date.now();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect(await deliverNextHook(new Date(now))).toBe(attempt < 8 ? 'retrying' : 'failed');
      const [delivery] = await deliveries();
      expect(delivery).toMatchObject({ attempts: attempt, last_status: 500, last_error: 'HTTP 500' });
      if (attempt < 8) {
        waits.push(delivery.next_attempt_at.getTime() - now);
        // Not due a moment before its time…
        expect(await deliverNextHook(new Date(delivery.next_attempt_at.getTime() - 1000))).toBeNull();
        now = delivery.next_attempt_at.getTime();
      }
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000]);
    expect(received).toHaveLength(8);
    expect((await deliveries())[0].status).toBe('failed');
    expect(await deliverNextHook(new Date(now + 24 * 3600_000))).toBeNull();
  });

  it('a network failure or a redirect counts as a failed attempt (redirects are not followed)', async () => {
    await queueOneScan();
    mswServer.use(http.post(TARGET, () => HttpResponse.error()));
    expect(await deliverNextHook()).toBe('retrying');
    expect((await deliveries())[0]).toMatchObject({ attempts: 1, last_status: null, last_error: expect.any(String) });

    mswServer.use(
      http.post(
        TARGET,
        () => new HttpResponse(null, { status: 302, headers: { Location: 'https://169.254.169.254/' } }),
      ),
    );
    expect(await deliverNextHook(new Date(Date.now() + 31_000))).toBe('retrying');
    expect((await deliveries())[0]).toMatchObject({ attempts: 2, last_status: 302 });
  });

  it('a 410 Gone deletes the hook and everything still queued for it', async () => {
    const hook = await queueOneScan();
    const id = (await getDb().select({ id: trackingUrls.id }).from(trackingUrls))[0].id;
    await queueScans({ tracking_url_id: id, user_id: ada.id });
    await foldScans();
    expect(await deliveries()).toHaveLength(2);
    const received = receiver(() => 410);
    expect(await deliverNextHook()).toBe('unsubscribed');
    expect(received).toHaveLength(1);
    expect(await getDb().select().from(apiHooks).where(eq(apiHooks.id, hook.id))).toEqual([]);
    expect(await deliveries()).toEqual([]);
    // Later scans find no hook: nothing more is queued or sent.
    await queueScans({ tracking_url_id: id, user_id: ada.id });
    await foldScans();
    expect(await deliveries()).toEqual([]);
  });

  it('the background job sends without holding back the other jobs', async () => {
    expect(JOBS.map((j) => j.name)).toContain('hook deliveries');
    await queueOneScan();
    const received = receiver();
    expect(await startNextHookDelivery()).toBe(true);
    await vi.waitFor(async () => expect((await deliveries())[0].status).toBe('delivered'), { timeout: 5000 });
    expect(received).toHaveLength(1);
    expect(await startNextHookDelivery()).toBe(false);
  });
});
