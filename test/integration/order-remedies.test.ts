import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cancelOrderAction, fixAddressAction, quoteFixAddressAction, retryOrderAction } from '@/actions/orders';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { getDb } from '@/lib/db/client';
import { setEnvForTests } from '@/lib/env';
import { chargeNextOrders } from '@/lib/orders/charge-orders';
import { cancelMoneyNote, eventLabel } from '@/lib/orders/event-label';
import { failureRemedy } from '@/lib/orders/failure-kind';
import { FIX_ADDRESS_FAILED_MESSAGE } from '@/lib/orders/fix-address';
import { listOrders } from '@/lib/orders/list-orders';
import { getOrderJourney } from '@/lib/orders/order-journey';
import { RETRY_FAILED_MESSAGE } from '@/lib/orders/retry-order';
import { sandboxMaps } from '@/lib/providers/maps/sandbox';
import { ledgerViolations } from '../support/ledger';
import { useTempStorage } from '../support/storage';
import { campaignFixture, fund, orderRow, pendingOrder, runPipeline, springfield } from '../support/orders';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';

const DEFAULT_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };
let ada: TestUser;
let storage: ReturnType<typeof useTempStorage>;

beforeEach(async () => {
  storage = useTempStorage();
  setEnvForTests({ ...DEFAULT_ENV, INKPOST_DATA_DIR: storage.dir, SANDBOX_POSTCARD_DELAY_MS: '0' });
  // The fixture template's images, so a quote can draw the card.
  const folder = path.join(storage.dir, 'storage', 'templates');
  fs.mkdirSync(folder, { recursive: true });
  const png = await sharp({ create: { width: 1875, height: 1275, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  for (const name of ['front.png', 'back.png']) fs.writeFileSync(path.join(folder, name), png);
  ada = await signUpUser('ada@example.com');
  // Fix address sends a new card: it needs the return address every card prints.
  await giveReturnAddress(ada);
});
afterEach(async () => {
  expect(await ledgerViolations()).toEqual([]);
  storage.cleanup();
});

async function orderTo(street = 'Main St') {
  return pendingOrder(ada, (await campaignFixture(ada)).id, springfield(street));
}

const rowOf = async (id: string) =>
  (await listOrders(ada.id, { filter: 'all', size: 50, page: 1 })).rows.find((r) => r.id === id)!;

describe('what Cancel says about money', () => {
  it('"Nothing was charged." before a charge, "$1.25 goes back to your balance." after it', async () => {
    const unpaid = await orderTo();
    let row = await rowOf(unpaid.id);
    expect(cancelMoneyNote(row.money.chargedCents - row.money.refundedCents)).toBe('Nothing was charged.');

    await fund(ada, 125);
    await chargeNextOrders();
    row = await rowOf(unpaid.id);
    expect(row.status).toBe('ready');
    expect(cancelMoneyNote(row.money.chargedCents - row.money.refundedCents)).toBe('$1.25 goes back to your balance.');
    actAs(ada, '/orders');
    expect(await cancelOrderAction({ orderId: unpaid.id })).toEqual({ ok: true, data: { refundedCents: 125 } });
    expect(await getBalanceCents(getDb(), ada.id)).toBe(125);
  });
});

describe('Retry only where retrying can help; Fix address where the address is the problem', () => {
  it('classifies failures', () => {
    expect(
      failureRemedy('failed', "USPS lists address as 'no-stat' - address is unlikely to receive mail.", 'single'),
    ).toBe('address');
    expect(failureRemedy('failed', 'The recipient address could not be verified for mailing.', 'single')).toBe(
      'address',
    );
    expect(
      failureRemedy('failed', 'The postcard provider is unavailable (503). Gave up after 5 attempts.', 'single'),
    ).toBe('retry');
    expect(failureRemedy('failed', 'No neighbors could be found around this address.', 'neighbor')).toBe('none');
    expect(failureRemedy('payment_failed', 'Card payment failed: Your card was declined.', 'single')).toBe('retry');
    expect(failureRemedy('completed', null, 'single')).toBeNull();
  });

  it('refuses to retry an address failure, and Fix address sends the card again as a new, paid order', async () => {
    const failed = await orderTo('Nostat St');
    await fund(ada, 500);
    await runPipeline();
    expect(await orderRow(failed.id)).toMatchObject({ status: 'failed' });
    expect(eventLabel((await rowOf(failed.id)).latestEvent!)).toBe('Refunded $1.25 to your balance');

    actAs(ada, '/orders');
    expect(await retryOrderAction({ orderId: failed.id })).toEqual({ ok: false, error: RETRY_FAILED_MESSAGE });

    const quote = await quoteFixAddressAction({ orderId: failed.id });
    expect(quote.ok && quote.data.price.totalCents).toBe(125);
    expect(quote.ok && quote.data.payment.shortfallCents).toBe(0);

    const [pick] = await sandboxMaps.suggest({ query: '125 Main St, Springfield, IL 62701', sessionToken: 't1' });
    const sent = await fixAddressAction({ orderId: failed.id, placeId: pick.placeId, sessionToken: 't1' });
    expect(sent.ok).toBe(true);
    const newId = sent.ok ? sent.data.orderId : '';
    await runPipeline();

    expect(await orderRow(newId)).toMatchObject({ status: 'completed' });
    expect(await orderRow(failed.id)).toMatchObject({ status: 'failed' });
    const journey = await getOrderJourney(ada.id, newId);
    expect(journey?.recipientName).toBe('Jane Doe');
    expect(journey?.recipientAddress.street_number).toBe('125');
    expect(journey?.events.map(eventLabel)).toContain('Charged $1.25');
    expect(await getBalanceCents(getDb(), ada.id)).toBe(375);

    // An order that did not fail on its address has no Fix address.
    expect(await fixAddressAction({ orderId: newId, placeId: pick.placeId, sessionToken: 't2' })).toEqual({
      ok: false,
      error: FIX_ADDRESS_FAILED_MESSAGE,
    });
  });
});
