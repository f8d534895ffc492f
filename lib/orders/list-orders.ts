import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { campaigns, orders, recipients } from '@/lib/db/schema';
import { statusesFor, type OrderFilter } from './order-status';

/** One page of the user's orders, newest first, with campaign and recipient (spec section 7). */
export async function listOrders(userId: string, filter: OrderFilter, page: number, pageSize: number) {
  const statuses = statusesFor(filter);
  const where = and(eq(orders.user_id, userId), statuses ? inArray(orders.status, statuses) : undefined);
  return withUserScope(userId, async (tx) => {
    const [{ total }] = await tx.select({ total: count() }).from(orders).where(where);
    const rows = await tx
      .select({
        id: orders.id,
        status: orders.status,
        cost: orders.cost,
        errorMessage: orders.error_message,
        providerStatus: orders.provider_status,
        submitting: sql<boolean>`${orders.submitting_at} is not null`,
        neighborsFound: orders.neighbors_found,
        neighborsSkipped: orders.neighbors_skipped,
        createdAt: orders.created_at,
        campaignName: campaigns.name,
        campaignType: campaigns.type,
        neighborCount: campaigns.neighbor_count,
        recipientName: recipients.name,
        recipientAddress: recipients.address,
      })
      .from(orders)
      .innerJoin(campaigns, eq(campaigns.id, orders.campaign_id))
      .innerJoin(recipients, eq(recipients.id, orders.recipient_id))
      .where(where)
      .orderBy(desc(orders.created_at))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { rows, total };
  });
}
