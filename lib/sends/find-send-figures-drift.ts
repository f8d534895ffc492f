import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';

/**
 * Sends whose kept figures (migration 0036: orders, postcards, cost, charged, refunded) differ
 * from their orders and ledger rows, the source of truth. Empty when the triggers did their job.
 * Reads every send's rows once: an operator's check (`npm run ledger:check`) and the tests', never a page's.
 */
export async function findSendFiguresDrift(db: Queryable): Promise<string[]> {
  const result = await db.execute(sql`
    with placed as (
      select send_id, count(*) as orders, sum(send_postcards(campaign_type, neighbor_count)) as postcards, sum(cost) as cost
      from orders_table group by send_id
    ), money as (
      select o.send_id, coalesce(-sum(t.amount) filter (where t.type = 'postcard_charge'), 0) as charged,
        coalesce(sum(t.amount) filter (where t.type = 'refund'), 0) as refunded
      from transactions t join orders_table o on o.id = t.order_id
      where t.status = 'completed' and t.type in ('postcard_charge', 'refund') group by o.send_id
    )
    select s.id from sends s left join placed p on p.send_id = s.id left join money m on m.send_id = s.id
    where s.order_count <> coalesce(p.orders, 0) or s.postcard_count <> coalesce(p.postcards, 0)
       or s.cost <> coalesce(p.cost, 0) or s.charged <> coalesce(m.charged, 0) or s.refunded <> coalesce(m.refunded, 0)
    order by 1`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}
