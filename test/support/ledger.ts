import { sql } from 'drizzle-orm';
import { findBalanceDrift } from '@/lib/accounts/find-balance-drift';
import { findHistoryDrift } from '@/lib/billing/find-history-drift';
import { findCampaignResultsDrift } from '@/lib/campaigns/find-campaign-results-drift';
import { getDb } from '@/lib/db/client';
import { findSendFiguresDrift } from '@/lib/sends/find-send-figures-drift';

type Violation = { rule: string; detail: string };

/**
 * The money invariants, checked after every integration test:
 *  - no balance (sum of a user's completed transactions) is negative;
 *  - every row's sign fits its type (charges negative, credits and refunds positive);
 *  - an order that holds money (scheduled, ready, submitted, completed) has paid more than 0 and at most its
 *    cost; any other order has paid exactly 0 — failed and cancelled ones were refunded in full;
 *  - every kept balance (account_balances) equals the sum of the user's completed transactions;
 *  - every kept recipient count (campaign_recipient_counts) equals the campaign's recipients;
 *  - every list's kept contact_count equals its contacts;
 *  - every user's kept totals (account_totals) equal what they count;
 *  - every campaign's kept results (campaign_totals, campaign_days) equal what they count;
 *  - every send's kept figures (orders, postcards, cost, charged, refunded) equal what they count;
 *  - the kept Transaction History (history lines, their rows, running balance, heads) matches the ledger.
 */
export async function ledgerViolations(): Promise<Violation[]> {
  const db = getDb();
  const rows = (r: unknown) => (r as { rows: Record<string, string>[] }).rows;
  const violations: Violation[] = [];
  for (const row of rows(
    await db.execute(sql`select user_id, sum(amount)::text as balance from transactions
      where status = 'completed' group by user_id having sum(amount) < 0`),
  )) {
    violations.push({ rule: 'negative balance', detail: `${row.user_id}: ${row.balance}` });
  }
  for (const row of rows(
    await db.execute(sql`select id, type, amount::text as amount from transactions
      where (type = 'postcard_charge' and amount >= 0) or (type in ('card_charge', 'refund') and amount <= 0)`),
  )) {
    violations.push({ rule: 'sign does not fit type', detail: `${row.type} ${row.amount} (${row.id})` });
  }
  for (const row of rows(
    await db.execute(sql`select o.id, o.status, o.cost::text as cost, (-coalesce(sum(t.amount), 0))::text as paid
      from orders_table o left join transactions t on t.order_id = o.id and t.status = 'completed'
      group by o.id
      having case when o.status in ('scheduled', 'ready', 'submitted', 'completed') and o.charge_count > 0
        then -coalesce(sum(t.amount), 0) <= 0 or -coalesce(sum(t.amount), 0) > o.cost
        else coalesce(sum(t.amount), 0) <> 0 end`),
  )) {
    violations.push({
      rule: 'order paid the wrong amount',
      detail: `${row.id} ${row.status}: paid ${row.paid} of ${row.cost}`,
    });
  }
  for (const row of rows(
    await db.execute(sql`select c.id, coalesce(k.recipients, 0) as kept, count(r.id)::int as actual,
        coalesce(k.neighbors, 0) as kept_neighbors, (count(r.id) filter (where r.is_neighbor))::int as neighbors
      from campaigns c left join campaign_recipient_counts k on k.campaign_id = c.id left join recipients r on r.campaign_id = c.id
      group by c.id, k.recipients, k.neighbors
      having coalesce(k.recipients, 0) <> count(r.id) or coalesce(k.neighbors, 0) <> count(r.id) filter (where r.is_neighbor)`),
  )) {
    violations.push({
      rule: 'kept recipient count differs',
      detail: `campaign ${row.id}: kept ${row.kept}/${row.kept_neighbors}, actual ${row.actual}/${row.neighbors}`,
    });
  }
  for (const row of rows(
    await db.execute(sql`with actual as (
        select user_id, sum(t) as t, sum(all_orders) as all_orders, sum(o) as o, sum(u) as u, sum(s) as s from (
          select user_id, count(*) as t, 0 as all_orders, 0 as o, 0 as u, 0 as s from transactions where status = 'completed' group by user_id
          union all select user_id, 0, count(*), count(*) filter (where status = 'completed'), 0, 0 from orders_table group by user_id
          union all select user_id, 0, 0, 0, count(*), 0 from tracking_urls group by user_id
          union all select t.user_id, 0, 0, 0, 0, sum(n.access_count) from tracking_urls t join tracking_url_counts n on n.tracking_url_id = t.id group by t.user_id) x group by user_id),
      postcard_links as (select user_id, count(*) as n from tracking_urls where campaign_id is not null group by user_id)
      select coalesce(a.user_id, k.user_id) as user_id from actual a full join account_totals k on k.user_id = a.user_id
        left join postcard_links p on p.user_id = coalesce(a.user_id, k.user_id)
      where coalesce(p.n, 0) <> coalesce(k.postcard_links, 0) or coalesce(a.t, 0) <> coalesce(k.completed_transactions, 0) or coalesce(a.o, 0) <> coalesce(k.postcards_sent, 0)
        or coalesce(a.all_orders, 0) <> coalesce(k.orders, 0)
        or coalesce(a.u, 0) <> coalesce(k.tracking_urls, 0) or coalesce(a.s, 0) <> coalesce(k.qr_scans, 0)`),
  )) {
    violations.push({ rule: 'kept account totals differ', detail: `user ${row.user_id}` });
  }
  for (const row of rows(
    await db.execute(sql`select l.id, l.contact_count as kept, count(c.id)::int as actual
      from contact_lists l left join contacts c on c.list_id = l.id
      group by l.id, l.contact_count having l.contact_count <> count(c.id)`),
  )) {
    violations.push({
      rule: 'kept contact count differs',
      detail: `list ${row.id}: kept ${row.kept}, actual ${row.actual}`,
    });
  }
  for (const drift of await findCampaignResultsDrift(db)) {
    violations.push({
      rule: 'kept campaign results differ',
      detail: `campaign ${drift.campaignId}${drift.day ? ` on ${drift.day}` : ''}`,
    });
  }
  for (const sendId of await findSendFiguresDrift(db)) {
    violations.push({ rule: 'kept send figures differ', detail: `send ${sendId}` });
  }
  for (const drift of await findHistoryDrift(db)) {
    violations.push({ rule: 'kept transaction history differs', detail: `user ${drift.userId}: ${drift.rule}` });
  }
  for (const drift of await findBalanceDrift(db)) {
    violations.push({
      rule: 'kept balance differs from the ledger',
      detail: `${drift.userId}: kept ${drift.keptCents}, ledger ${drift.ledgerCents}`,
    });
  }
  return violations;
}
