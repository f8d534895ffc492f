import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '@/lib/db/client';
import { orders, recipients } from '@/lib/db/schema';
import { getPostcards, type MailingRecipient } from '@/lib/providers/postcards';
import { addressKey } from './address-key';
import { recipientKeySql } from './recipient-key-sql';
import type { OrderRow } from './claim-order';
import type { OrderContext } from './order-context';
import { insertRefund } from './refund-order';
import { RECENTLY_MAILED_DAYS } from './recently-mailed-days';

/** Neighbors are addressed, and greeted, as the mail trade does it. */
export const NEIGHBOR_NAME = 'Current Resident';

export const NO_NEIGHBORS_MESSAGE = 'No neighbors could be found around this address.';
export const allNeighborsRecentMessage = (skipped: number) =>
  `All ${skipped} neighbors found were mailed by you in the last ${RECENTLY_MAILED_DAYS} days, so none were mailed again.`;

/** Of these address keys, the ones this user had mailed (submitted or completed) recently. */
async function recentlyMailed(db: Queryable, userId: string, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const key = recipientKeySql();
  const rows = await db
    .selectDistinct({ key: sql<string>`${key}` })
    .from(recipients)
    .innerJoin(
      orders,
      // A neighbor rides on the order that found it; a single send's recipient is the order's own.
      // The target of a neighbor order (neighbors_found set) gets no postcard, so it does not count.
      sql`(${recipients.is_neighbor} and ${orders.id} = ${recipients.order_id})
        or (not ${recipients.is_neighbor} and ${orders.recipient_id} = ${recipients.id} and ${orders.neighbors_found} is null)`,
    )
    .where(
      and(
        eq(recipients.user_id, userId),
        sql`${orders.status} in ('submitted', 'completed')`,
        sql`${orders.submitted_at} > now() - make_interval(days => ${RECENTLY_MAILED_DAYS})`,
        sql`${key} in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      ),
    );
  return new Set(rows.map((r) => r.key));
}

/**
 * The neighbors a neighbor order mails to. The first time, the provider's radius search finds
 * as many as the order bought, of the record type and condo choice it bought (its own record,
 * not the campaign as it is now; it charges per record, so it runs once per order): the target itself, repeats and
 * addresses this user mailed recently are left out, and the rest are stored as recipients
 * with is_neighbor. Later attempts (and a user retry) reuse the stored ones.
 */
export async function neighborsFor(order: OrderRow, context: OrderContext): Promise<MailingRecipient[]> {
  const db = getDb();
  if (order.neighbors_found !== null) {
    const stored = await db
      .select({ name: recipients.name, address: recipients.address })
      .from(recipients)
      .where(and(eq(recipients.order_id, order.id), eq(recipients.is_neighbor, true)));
    return stored;
  }
  const { campaign, recipient } = context;
  const found = await getPostcards().searchNeighbors({
    address: recipient.address,
    count: order.neighbor_count,
    recordType: order.demographics,
    includeCondos: order.include_condo,
  });
  const seen = new Set([addressKey(recipient.address)]);
  const unique: MailingRecipient[] = [];
  for (const neighbor of found) {
    const key = addressKey(neighbor.address);
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(neighbor);
  }
  const recent = await recentlyMailed(
    db,
    order.user_id,
    unique.map((n) => addressKey(n.address)),
  );
  const kept = unique.filter((n) => !recent.has(addressKey(n.address)));

  await db.transaction(async (tx) => {
    if (kept.length) {
      await tx.insert(recipients).values(
        kept.map((n) => ({
          campaign_id: campaign.id,
          user_id: order.user_id,
          name: NEIGHBOR_NAME,
          address: n.address,
          is_neighbor: true,
          order_id: order.id,
        })),
      );
    }
    await tx
      .update(orders)
      .set({ neighbors_found: found.length, neighbors_skipped: unique.length - kept.length })
      .where(eq(orders.id, order.id));
  });
  order.neighbors_found = found.length;
  order.neighbors_skipped = unique.length - kept.length;
  return kept.map((n) => ({ name: NEIGHBOR_NAME, address: n.address }));
}

/**
 * Gives back, once per charge, what a neighbor order paid for neighbors it will not mail:
 * postcards for those not found or left out, lookups for those not found — at the unit prices
 * the order was charged (its own record), for the count it bought.
 */
export async function refundUnmailedNeighbors(db: Queryable, order: OrderRow, mailed: number): Promise<number> {
  const ordered = order.neighbor_count;
  const found = order.neighbors_found ?? ordered;
  if (ordered <= 0 || mailed >= ordered) return 0;
  const postcardUnit = order.postcard_unit_cost;
  const lookupUnit = order.lookup_unit_cost;
  const skipped = order.neighbors_skipped ?? 0;
  const notFound = Math.max(0, ordered - found);
  const amount = postcardUnit * (ordered - mailed) + lookupUnit * notFound;
  if (amount <= 0) return 0;
  const parts = [
    skipped ? `${skipped} mailed by you in the last ${RECENTLY_MAILED_DAYS} days` : '',
    notFound ? `${notFound} not found` : '',
  ].filter(Boolean);
  return insertRefund(db, order, {
    amountCents: amount,
    key: `order:${order.id}:unmailed:${order.charge_count}`,
    description: `Refund: ${ordered - mailed} of ${ordered} neighbors not mailed (${parts.join(', ')})`,
  });
}
