import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { accountBalances, campaigns, orders, profiles, recipients, transactions } from '@/lib/db/schema';
import { formatCents } from '@/lib/money/cents';
import { currentTime } from '@/lib/time/clock';
import { claimOrders, isDue, type OrderRow } from './claim-order';
import { handToCardStep } from './hand-to-card-step';
import { describeOrder } from './order-context';
import { recordOrderEvents } from './order-events';
import { priceOfOrder } from './order-terms';
import { isScheduledFor, utcDay } from './send-date';

/** Orders one transaction charges at most: a few queries per batch instead of ten per order. */
export const CHARGE_BATCH = 25;
/** Another order of the same user waits on a card charge: look again after this long. */
const WAIT_FOR_RECHARGE_MS = 1000;

/** Says what is missing without quoting the balance, which moves on while the order waits. */
export function paymentRequiredMessage(costCents: number): string {
  return `Your balance does not cover this order (${formatCents(costCents)}). Add funds, or save a card in Profile → Billing.`;
}

type Decision = Partial<typeof orders.$inferInsert>;

/**
 * The charge step: takes up to `limit` due pending orders (FOR UPDATE SKIP LOCKED) and, holding
 * the locks on their users' profile rows — which serialise every money decision of a user across
 * workers — prices each from its own record of what was bought (the quote the user confirmed,
 * decision 025) and debits the balance only while it covers the price, oldest order first. An order the balance
 * does not cover waits for a charge of the saved card (processing), or for money
 * (payment_required) when the user has no card: the card step found none for an earlier order,
 * and a card saved or money credited since would have resumed that order.
 * A charged order with a send date after today (UTC of currentTime(), decision 037) waits as
 * `scheduled`, its money set aside, for the release step; any other goes on as `ready`.
 * Returns how many orders it took.
 */
export async function chargeNextOrders(now = new Date(), limit = CHARGE_BATCH): Promise<number> {
  const today = utcDay(await currentTime());
  return getDb().transaction(async (tx) => {
    const claimed = await claimOrders(tx, and(eq(orders.status, 'pending'), isDue(now)), limit);
    if (!claimed.length) return 0;

    const userIds = [...new Set(claimed.map((o) => o.user_id))];
    // Locked in id order, so two workers holding different users never wait on each other in a circle.
    const owners = await tx
      .select({ id: profiles.id, topOff: profiles.top_off_amount, customerId: profiles.stripe_customer_id })
      .from(profiles)
      .where(inArray(profiles.id, userIds))
      .orderBy(asc(profiles.id))
      .for('update');
    const balances = await balancesOf(tx, userIds);
    const { recharging, withoutCard } = await usersWaiting(tx, userIds);
    const names = await namesOf(tx, claimed);

    const charges: (typeof transactions.$inferInsert)[] = [];
    const decisions = new Map<string, Decision>();
    for (const order of claimed) {
      const owner = owners.find((p) => p.id === order.user_id);
      const name = names.get(order.id);
      if (!owner || !name) throw new Error(`Order ${order.id} lost its profile, campaign or recipient`);
      const price = priceOfOrder(order);
      const priced = {
        cost: price.totalCents,
        cost_breakdown: { postcard_cost: price.postcardCents, lookup_cost: price.lookupCents },
        updated_at: now,
      };
      const balance = balances.get(order.user_id) ?? 0;

      if (balance >= price.totalCents) {
        balances.set(order.user_id, balance - price.totalCents);
        const chargeCount = order.charge_count + 1;
        charges.push({
          user_id: order.user_id,
          order_id: order.id,
          status: 'completed',
          type: 'postcard_charge',
          amount: -price.totalCents,
          idempotency_key: `order:${order.id}:charge:${chargeCount}`,
          metadata: {
            cost_breakdown: priced.cost_breakdown,
            description: describeOrder({ ...name, type: order.campaign_type, neighborCount: order.neighbor_count }),
          },
        });
        decisions.set(order.id, {
          ...priced,
          status: isScheduledFor(order.send_date, today) ? 'scheduled' : 'ready',
          charge_count: chargeCount,
          error_message: null,
          next_attempt_at: null,
        });
      } else if (owner.customerId && recharging.has(order.user_id)) {
        // One card charge per user at a time; it usually covers the orders queued behind it.
        decisions.set(order.id, { next_attempt_at: new Date(now.getTime() + WAIT_FOR_RECHARGE_MS) });
      } else if (owner.customerId && !withoutCard.has(order.user_id)) {
        recharging.add(order.user_id);
        decisions.set(order.id, { ...priced, ...handToCardStep(order.id, price.totalCents - balance, owner.topOff) });
      } else {
        decisions.set(order.id, {
          ...priced,
          status: 'payment_required',
          error_message: paymentRequiredMessage(price.totalCents),
        });
      }
    }

    if (charges.length) {
      await tx.insert(transactions).values(charges);
      await recordOrderEvents(
        tx,
        charges.map((c) => ({
          order: { id: c.order_id!, user_id: c.user_id },
          kind: 'charged' as const,
          amountCents: -c.amount,
        })),
      );
    }
    for (const [id, decision] of decisions) await tx.update(orders).set(decision).where(eq(orders.id, id));
    return claimed.length;
  });
}

/** The kept balances of the users (one row each; see accountBalances). */
async function balancesOf(tx: Tx, userIds: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ userId: accountBalances.user_id, balance: accountBalances.balance })
    .from(accountBalances)
    .where(inArray(accountBalances.user_id, userIds));
  return new Map(rows.map((r) => [r.userId, r.balance]));
}

/** Users with an order waiting on a card charge (processing), and those with one waiting for money (payment_required). */
async function usersWaiting(tx: Tx, userIds: string[]) {
  const rows = await tx
    .selectDistinct({ userId: orders.user_id, status: orders.status })
    .from(orders)
    .where(and(inArray(orders.user_id, userIds), inArray(orders.status, ['processing', 'payment_required'])));
  const of = (status: string) => new Set(rows.filter((r) => r.status === status).map((r) => r.userId));
  return { recharging: of('processing'), withoutCard: of('payment_required') };
}

/** The names the ledger row describes each order by, in one query. */
async function namesOf(tx: Tx, claimed: OrderRow[]) {
  const rows = await tx
    .select({ orderId: orders.id, campaignName: campaigns.name, recipientName: recipients.name })
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaign_id))
    .innerJoin(recipients, eq(recipients.id, orders.recipient_id))
    .where(
      inArray(
        orders.id,
        claimed.map((o) => o.id),
      ),
    );
  return new Map(rows.map(({ orderId, ...name }) => [orderId, name]));
}
