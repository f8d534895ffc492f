import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { orders, recipients } from '@/lib/db/schema';
import { addressKey, type AddressAtUnit } from './address-key';
import { recipientKeySql } from './recipient-key-sql';
import { RECENTLY_MAILED_DAYS } from './recently-mailed-days';

/**
 * Of these addresses, the keys (addressKey) this campaign already has an order for, placed in the
 * last RECENTLY_MAILED_DAYS days and not failed or cancelled: the recipient of a single send or
 * the target of a neighbor send, and the neighbors a neighbor order mailed. Read through
 * recipients_user_address_idx (the user's recipients by address key), then each recipient's order
 * (orders_recipient_idx, or recipients.order_id for a neighbor).
 */
export async function recentlyMailedOnCampaign(
  db: Queryable,
  userId: string,
  campaignId: string,
  /** Each with its unit: another unit of the same building is another address (issue 35). */
  places: AddressAtUnit[],
  /** Orders an address needs to count: 2 for a follow-up on the followed campaign (its first mailing is why it is on the list). */
  minOrders = 1,
): Promise<Set<string>> {
  const keys = [...new Set(places.map((p) => addressKey(p.address, p.address2)))];
  if (!keys.length) return new Set();
  const key = recipientKeySql();
  const rows = await db
    .select({ key: sql<string>`${key}` })
    .from(recipients)
    .innerJoin(
      orders,
      sql`(not ${recipients.is_neighbor} and ${orders.recipient_id} = ${recipients.id})
        or (${recipients.is_neighbor} and ${orders.id} = ${recipients.order_id})`,
    )
    .where(
      and(
        eq(recipients.user_id, userId),
        sql`${key} in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
        eq(recipients.campaign_id, campaignId),
        sql`${orders.status} not in ('failed', 'cancelled')`,
        sql`${orders.created_at} > now() - make_interval(days => ${RECENTLY_MAILED_DAYS})`,
      ),
    )
    .groupBy(key)
    .having(sql`count(distinct ${orders.id}) >= ${minOrders}`);
  return new Set(rows.map((r) => r.key));
}
