import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';

export type HistoryDrift = { userId: string; rule: string };

/**
 * Where the kept Transaction History (migration 0039: history_lines, history_line_entries,
 * history_heads) differs from the ledger, the source of truth. Empty when the triggers did their
 * job. Checks that every completed transaction is on exactly one line (and nothing else is); each
 * line's amount, charges, cards and first/last time equal its rows'; a grouped line holds only its
 * send's rows of its kind; balance_after runs line by line (in seq order) from 0 to the user's
 * balance; each head counts its lines and names the last one. Reads every row once: an operator's
 * check (`npm run ledger:check`) and the tests', never a page's.
 */
export async function findHistoryDrift(db: Queryable): Promise<HistoryDrift[]> {
  const result = await db.execute(sql`
    with entries as (
      select e.*, t.id as t_id, t.status, t.type as t_type, t.amount, t.created_at as t_created_at, t.user_id as t_user,
        o.send_id as order_send, send_postcards(o.campaign_type, o.neighbor_count) as order_cards
      from history_line_entries e
      left join transactions t on t.id = e.transaction_id
      left join orders_table o on o.id = t.order_id and t.type in ('postcard_charge', 'refund')
    ), per_line as (
      select line_id, sum(amount) as amount, count(*)::int as charges, sum(cards)::int as cards,
        min(created_at) as first_at, max(created_at) as last_at
      from entries group by line_id
    ), running as (
      select l.user_id, l.id, l.balance_after, sum(l.amount) over (partition by l.user_id order by l.seq, l.id) as expected,
        row_number() over (partition by l.user_id order by l.seq desc, l.id desc) as from_end
      from history_lines l
    )
    select t.user_id, 'a completed transaction is on no line' as rule from transactions t
      where t.status = 'completed' and not exists (select 1 from history_line_entries e where e.transaction_id = t.id)
    union all
    select e.user_id, 'a line holds a transaction that is not completed, or not the user''s' from entries e
      where e.t_id is null or e.status <> 'completed' or e.t_user <> e.user_id or e.t_created_at <> e.created_at
    union all
    select l.user_id, 'a line holds no transaction' from history_lines l where not exists (select 1 from history_line_entries e where e.line_id = l.id)
    union all
    select e.user_id, 'a row is on a line of another user, send or kind' from entries e join history_lines l on l.id = e.line_id
      where l.user_id <> e.user_id or history_kind(e.t_type, e.order_send) <> l.kind or l.send_id is distinct from e.order_send
        or (l.kind = 'single' and l.id <> e.transaction_id) or e.t_type <> l.type
        or e.cards <> case when l.kind = 'single' then 0 else coalesce(e.order_cards, e.cards) end
    union all
    select l.user_id, 'a line''s figures differ from its rows' from history_lines l join per_line p on p.line_id = l.id
      where l.amount <> p.amount or l.charge_count <> p.charges or l.card_count <> p.cards or l.first_at <> p.first_at or l.last_at <> p.last_at
    union all
    select r.user_id, 'a balance after differs from the lines before it' from running r where r.balance_after <> r.expected
    union all
    select r.user_id, 'the last line''s balance differs from the balance' from running r
      left join account_balances b on b.user_id = r.user_id where r.from_end = 1 and r.balance_after <> coalesce(b.balance, 0)
    union all
    select coalesce(h.user_id, c.user_id), 'the head differs from the lines' from history_heads h
      full join (select user_id, count(*)::int as n, max(seq) as last_seq,
        (array_agg(id order by seq desc, id desc))[1] as last_id from history_lines group by user_id) c on c.user_id = h.user_id
      where coalesce(h.line_count, 0) <> coalesce(c.n, 0) or h.last_line_id is distinct from c.last_id
        or coalesce(h.last_seq, 0) < coalesce(c.last_seq, 0)
    order by 1, 2`);
  return (result as unknown as { rows: { user_id: string; rule: string }[] }).rows.map((row) => ({
    userId: row.user_id,
    rule: row.rule,
  }));
}
