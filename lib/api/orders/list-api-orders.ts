import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { orders, type OrderStatus } from '@/lib/db/schema';
import { countOrders } from '@/lib/orders/count-orders';
import { statusInSql } from '@/lib/orders/status-in-sql';
import { ORDER_FILTERS, statusesFor, type OrderFilter } from '@/lib/orders/order-status';
import type { z } from 'zod';
import type { ListOrdersQuerySchema, OrderListSchema } from '../schemas/orders';
import { orderJson } from './order-json';

type Query = z.output<typeof ListOrdersQuerySchema>;

/** The statuses a filter stands for: a group of the Orders page (active, completed, all) or one status. */
function statusesOf(filter: Query['status']): OrderStatus[] | null {
  return (ORDER_FILTERS as readonly string[]).includes(filter)
    ? statusesFor(filter as OrderFilter)
    : [filter as OrderStatus];
}

/** One page of the caller's orders, newest first (the Orders page's indexes), and the filter's total without counting the account. */
export async function listApiOrders(userId: string, query: Query): Promise<z.output<typeof OrderListSchema>> {
  const statuses = statusesOf(query.status);
  const where = and(eq(orders.user_id, userId), statuses ? statusInSql(statuses) : undefined);
  return withUserScope(userId, async (tx) => {
    const total = await countOrders(tx, userId, query.status);
    const rows = await tx
      .select({ order: orderJson })
      .from(orders)
      .where(where)
      // id breaks ties: orders of one bulk send share created_at, and pages must not overlap.
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size);
    return {
      data: rows.map((row) => row.order),
      page: query.page,
      page_size: query.page_size,
      total,
      has_more: query.page * query.page_size < total,
    };
  });
}
