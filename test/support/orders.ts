import { eq } from 'drizzle-orm';
import { creditCardCharge } from '@/lib/billing/credit-card-charge';
import { getDb } from '@/lib/db/client';
import {
  campaigns,
  orders,
  profiles,
  recipients,
  sandboxPaymentMethods,
  sends,
  templates,
  transactions,
  type OrderStatus,
  type ValidatedAddress,
} from '@/lib/db/schema';
import { chargeNextOrders } from '@/lib/orders/charge-orders';
import { termsOfSend } from '@/lib/orders/order-terms';
import { rechargeNextOrder } from '@/lib/orders/recharge-next-order';
import { recoverNextSubmission } from '@/lib/orders/recover-next-submission';
import { releaseScheduledOrders } from '@/lib/orders/release-scheduled-orders';
import { submitNextOrders } from '@/lib/orders/submit-orders';
import { trackNextOrder } from '@/lib/orders/track-next-order';
import { RECIPIENT_NAME } from '@/lib/templates/custom-values';
import type { TestUser } from './users';

/** A Springfield, IL address on `street` (the sandbox reacts to words such as Flaky or Invalid). */
export function springfield(street = 'Main St', number = '123'): ValidatedAddress {
  return {
    street_number: number,
    route: street,
    locality: 'Springfield',
    administrative_area_level_1: 'IL',
    postal_code: '62701',
    formatted_address: `${number} ${street}, Springfield, IL 62701`,
  };
}

/** A template and a campaign of `user`, written directly (the pipeline only reads them). */
export async function campaignFixture(
  user: TestUser,
  options: { type?: 'single' | 'neighbor'; neighborCount?: number; name?: string } = {},
) {
  const db = getDb();
  const [template] = await db
    .insert(templates)
    .values({
      user_id: user.id,
      name: 'Open house',
      size: '4x6',
      front_image_url: 'templates/front.png',
      back_image_url: 'templates/back.png',
      message: 'Hi {{recipient_name}}, come see the house!',
      custom_values: [RECIPIENT_NAME],
    })
    .returning();
  const [campaign] = await db
    .insert(campaigns)
    .values({
      user_id: user.id,
      name: options.name ?? 'Open house',
      template_id: template.id,
      type: options.type ?? 'single',
      neighbor_count: options.neighborCount ?? 10,
    })
    .returning();
  return campaign;
}

/** A pending order of `campaignId` to `name` at `address`, as the Send modal leaves it: priced and its terms recorded. */
export async function pendingOrder(
  user: TestUser,
  campaignId: string,
  address: ValidatedAddress = springfield(),
  name = 'Jane Doe',
) {
  const db = getDb();
  const [{ campaign, size }] = await db
    .select({ campaign: campaigns, size: templates.size })
    .from(campaigns)
    .innerJoin(templates, eq(templates.id, campaigns.template_id))
    .where(eq(campaigns.id, campaignId));
  const { terms } = await termsOfSend(db, user.id, campaign, size);
  const [recipient] = await db
    .insert(recipients)
    .values({ campaign_id: campaignId, user_id: user.id, name, address })
    .returning();
  // A send of its own, as the Send modal makes (decision 043).
  const [send] = await db
    .insert(sends)
    .values({ user_id: user.id, campaign_id: campaignId, kind: 'send', source: 'app' })
    .returning({ id: sends.id });
  const [order] = await db
    .insert(orders)
    .values({
      campaign_id: campaignId,
      recipient_id: recipient.id,
      user_id: user.id,
      send_id: send.id,
      status: 'pending',
      ...terms,
    })
    .returning();
  return order;
}

export async function fund(user: TestUser, cents: number, key = `test-funds:${user.id}:${cents}`) {
  await creditCardCharge({ userId: user.id, amountCents: cents, idempotencyKey: key });
}

export async function orderRow(id: string) {
  const [row] = await getDb().select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function ledgerOf(orderId: string) {
  return getDb()
    .select({ type: transactions.type, amount: transactions.amount, metadata: transactions.metadata })
    .from(transactions)
    .where(eq(transactions.order_id, orderId))
    .orderBy(transactions.created_at);
}

/**
 * Runs the pipeline steps until none has anything due, as if `aheadMs` had passed (backoffs and
 * tracking polls come due at once). Returns how many units of work ran.
 */
export async function runPipeline({ aheadMs = 60_000, maxUnits = 1000 } = {}): Promise<number> {
  const steps = [
    async (now: Date) => (await chargeNextOrders(now)) > 0,
    rechargeNextOrder,
    // Goes by currentTime() (setClockForTests), not by aheadMs: a send date is a day, not a backoff.
    async () => (await releaseScheduledOrders()) > 0,
    async (now: Date) => (await submitNextOrders(now)) > 0,
    recoverNextSubmission,
    trackNextOrder,
  ];
  let units = 0;
  for (;;) {
    let progressed = false;
    for (const step of steps) {
      while (await step(new Date(Date.now() + aheadMs))) {
        progressed = true;
        if (++units > maxUnits) throw new Error('the pipeline does not settle');
      }
    }
    if (!progressed) return units;
  }
}

/**
 * Orders of `user` in the given statuses, written directly (the pipeline is not under test);
 * one waiting at payment_required carries the message the pipeline would leave.
 */
export async function ordersIn(user: TestUser, statuses: OrderStatus[]): Promise<string[]> {
  const campaign = await campaignFixture(user);
  const ids: string[] = [];
  for (const status of statuses) {
    const order = await pendingOrder(user, campaign.id);
    await getDb()
      .update(orders)
      .set({ status, error_message: status === 'payment_required' ? 'Insufficient balance' : null })
      .where(eq(orders.id, order.id));
    ids.push(order.id);
  }
  return ids;
}

/** One order of `user` stopped at payment_required, as the pipeline leaves one without money or card. */
export const waitingOrder = async (user: TestUser) => (await ordersIn(user, ['payment_required']))[0];

/** Saves the default test card of `user`'s sandbox customer directly: 4242, or 0341 that declines every charge. */
export async function saveSandboxCard(user: TestUser, { declines = false } = {}) {
  const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, user.id));
  await getDb()
    .insert(sandboxPaymentMethods)
    .values({
      id: `pm_test_${declines ? 'declines' : 'ok'}_${user.id.slice(0, 8)}`,
      customer_id: profile.stripe_customer_id!,
      brand: 'visa',
      last4: declines ? '0341' : '4242',
      exp_month: 12,
      exp_year: 2034,
      is_default: true,
      declines_charges: declines,
    });
}
