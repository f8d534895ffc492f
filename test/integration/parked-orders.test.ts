import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { MISSING_PROVIDER_ORDER_MESSAGE, PARKED_UNTIL, trackNextOrder } from '@/lib/orders/track-next-order';
import { orderRow, ordersIn } from '../support/orders';
import { signUpUser } from '../support/users';

/** Rows the pipeline cannot work on are parked with a reason and logged once, not polled forever. */

afterEach(() => vi.restoreAllMocks());

it('parks a submitted order without a provider order id: one log line, a readable reason, never claimed again', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = await signUpUser('ada@example.com');
  const [orderId] = await ordersIn(user, ['submitted']);
  await getDb().update(orders).set({ provider_order_id: null, next_attempt_at: null }).where(eq(orders.id, orderId));

  // A day of polls, one every 15 minutes.
  const start = Date.now();
  const claimed: boolean[] = [];
  for (let poll = 0; poll < 96; poll++) claimed.push(await trackNextOrder(new Date(start + poll * 15 * 60_000)));

  expect(claimed.filter(Boolean)).toHaveLength(1);
  const parkedLines = errors.mock.calls.map((args) => String(args[0])).filter((line) => line.includes(orderId));
  expect(parkedLines).toHaveLength(1);
  expect(parkedLines[0]).toContain(`Order ${orderId} parked`);
  const row = await orderRow(orderId);
  expect(row.status).toBe('submitted');
  expect(row.error_message).toBe(MISSING_PROVIDER_ORDER_MESSAGE);
  expect(row.next_attempt_at).toEqual(PARKED_UNTIL);
});
