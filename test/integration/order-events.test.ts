import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cancelOrderAction } from '@/actions/orders';
import { getApiOrder } from '@/lib/api/orders/get-api-order';
import { getDb } from '@/lib/db/client';
import { orderEvents } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { applyProviderOrderState } from '@/lib/orders/apply-provider-state';
import { chargeNextOrders } from '@/lib/orders/charge-orders';
import { eventLabel, moneyLine } from '@/lib/orders/event-label';
import { listOrders } from '@/lib/orders/list-orders';
import { getOrderJourney } from '@/lib/orders/order-journey';
import { trackNextOrder } from '@/lib/orders/track-next-order';
import { SANDBOX_NO_STAT_FAILURE } from '@/lib/providers/postcards/sandbox';
import { ledgerViolations } from '../support/ledger';
import { campaignFixture, fund, orderRow, pendingOrder, runPipeline, springfield } from '../support/orders';
import { actAs, signUpUser, type TestUser } from '../support/users';

const DEFAULT_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };
let ada: TestUser;

beforeEach(async () => {
  setEnvForTests({ ...DEFAULT_ENV, SANDBOX_POSTCARD_DELAY_MS: '0' });
  ada = await signUpUser('ada@example.com');
});
afterEach(async () => {
  expect(await ledgerViolations()).toEqual([]);
  setEnvForTests(DEFAULT_ENV);
});

async function orderTo(street = 'Main St') {
  return pendingOrder(ada, (await campaignFixture(ada)).id, springfield(street));
}

/** The journey as the order page shows it, one label per step. */
async function timeline(orderId: string, user = ada) {
  const journey = await getOrderJourney(user.id, orderId);
  return journey?.events.map(eventLabel);
}

describe("an order's journey (order_events)", () => {
  it('records placed, charged, submitted and the sandbox provider events up to Delivered, then stops following', async () => {
    const order = await orderTo();
    await fund(ada, 500);
    await runPipeline();

    expect(await timeline(order.id)).toEqual([
      'Placed',
      'Charged $1.25',
      'Submitted to the printer',
      'Reviewing',
      'Printed',
      'In Transit',
      'Delivered',
    ]);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'completed',
      provider_status: 'Delivered',
      next_attempt_at: null,
    });
    // Nothing more is asked of the provider, and nothing is recorded twice.
    expect(await trackNextOrder(new Date(Date.now() + 3_600_000))).toBe(false);
    expect(await getDb().select().from(orderEvents).where(eq(orderEvents.order_id, order.id))).toHaveLength(6);
  });

  it('follows a mailed postcard after Completed: later provider events go on the timeline, status and money stay', async () => {
    setEnvForTests({ ...DEFAULT_ENV, SANDBOX_POSTCARD_DELAY_MS: '600000' });
    const order = await orderTo();
    await fund(ada, 500);
    await runPipeline({ aheadMs: 0 });
    const { provider_order_id: providerOrderId } = await orderRow(order.id);
    expect(await timeline(order.id)).toEqual(['Placed', 'Charged $1.25', 'Submitted to the printer', 'Reviewing']);

    const later = new Date(Date.now() + 60_000);
    await applyProviderOrderState(
      providerOrderId!,
      { state: 'mailed', providerStatus: 'Printed', events: [{ status: 'Printed' }] },
      later,
    );
    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', next_attempt_at: later });
    // A failure report after mailing is told, but the postcard was mailed: no refund, no status change.
    await applyProviderOrderState(providerOrderId!, {
      state: 'failed',
      providerStatus: 'Returned to Sender',
      final: true,
    });
    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', next_attempt_at: null });
    expect((await timeline(order.id))?.slice(-2)).toEqual(['Printed', 'Returned to Sender']);
    expect((await getOrderJourney(ada.id, order.id))?.money).toEqual({ chargedCents: 125, refundedCents: 0 });
  });

  it("records the provider's failure with its reason and the refund with its amount", async () => {
    const order = await orderTo('Nostat St');
    await fund(ada, 500);
    await runPipeline();

    expect(await timeline(order.id)).toEqual([
      'Placed',
      'Charged $1.25',
      'Submitted to the printer',
      'Reviewing',
      'Error',
      `Failed: ${SANDBOX_NO_STAT_FAILURE}`,
      'Refunded $1.25 to your balance',
    ]);
  });

  it('a Return address comes back to the sender', async () => {
    const order = await orderTo('Return St');
    await fund(ada, 500);
    await runPipeline();
    expect((await timeline(order.id))?.slice(-2)).toEqual(['In Transit', 'Returned to Sender']);
  });

  it('records cancelled, and refunded only when money was taken', async () => {
    const paid = await orderTo();
    await fund(ada, 125);
    await chargeNextOrders();
    const unpaid = await orderTo('Elm St');
    actAs(ada, '/orders');
    expect(await cancelOrderAction({ orderId: paid.id })).toEqual({ ok: true, data: { refundedCents: 125 } });
    expect(await cancelOrderAction({ orderId: unpaid.id })).toEqual({ ok: true, data: { refundedCents: 0 } });

    expect(await timeline(paid.id)).toEqual(['Placed', 'Charged $1.25', 'Cancelled', 'Refunded $1.25 to your balance']);
    expect(await timeline(unpaid.id)).toEqual(['Placed', 'Cancelled']);
  });

  it('the Orders list gives each row its latest event and a money line true to what happened', async () => {
    const failed = await orderTo('Invalid St');
    await fund(ada, 125);
    await runPipeline();
    const cancelled = await orderTo('Elm St');
    actAs(ada, '/orders');
    await cancelOrderAction({ orderId: cancelled.id });

    const { rows } = await listOrders(ada.id, { filter: 'all', size: 10, page: 1 });
    const row = (id: string) => rows.find((r) => r.id === id)!;
    expect(eventLabel(row(failed.id).latestEvent!)).toBe('Refunded $1.25 to your balance');
    expect(moneyLine(row(failed.id).status, row(failed.id).cost, row(failed.id).money)).toBe('Refunded $1.25');
    expect(eventLabel(row(cancelled.id).latestEvent!)).toBe('Cancelled');
    expect(moneyLine(row(cancelled.id).status, row(cancelled.id).cost, row(cancelled.id).money)).toBe(
      'Nothing was charged',
    );
  });

  it("another user's order has no page (null → 404)", async () => {
    const order = await orderTo();
    const eve = await signUpUser('eve@example.com');
    expect(await getOrderJourney(eve.id, order.id)).toBeNull();
    expect(await getOrderJourney(eve.id, 'not-an-id')).toBeNull();
  });

  it("the API's order carries its events, placed first", async () => {
    const order = await orderTo();
    await fund(ada, 500);
    await runPipeline();
    const json = await getApiOrder(ada.id, order.id);
    expect(json.events.map((e) => [e.type, e.provider_status, e.amount])).toEqual([
      ['placed', null, null],
      ['charged', null, '1.25'],
      ['submitted', null, null],
      ['provider', 'Reviewing', null],
      ['provider', 'Printed', null],
      ['provider', 'In Transit', null],
      ['provider', 'Delivered', null],
    ]);
    expect(json.events[1].amount_cents).toBe(125);
  });
});
