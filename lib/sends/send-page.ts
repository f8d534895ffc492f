import 'server-only';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { readKeysetPage, type PageRequest } from '@/lib/db/keyset-page';
import { withUserScope } from '@/lib/db/scoped';
import { campaigns, orders, sends, templates } from '@/lib/db/schema';
import { numericToCents } from '@/lib/money/cents';
import { orderRowsByIds } from '@/lib/orders/list-orders';
import { CANCELLABLE_STATUSES } from '@/lib/orders/order-machine';
import { fileUrl } from '@/lib/templates/template-files';
import { isUuid } from '@/lib/validation/uuid';
import { sendStateCounts } from './list-send-page';
import { selectSends } from './send-row';

/** Cards a page on the send page. */
export const SEND_CARDS_PAGE_SIZE = 25;

const CANCELLABLE_IN = sql.raw(`o.status in (${CANCELLABLE_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/** Whether the send is the user's: the send page's layout answers 404 otherwise (decision 042). */
export async function isOwnSend(userId: string, sendId: string): Promise<boolean> {
  if (!isUuid(sendId)) return false;
  const rows = await withUserScope(userId, (tx) =>
    tx
      .select({ id: sends.id })
      .from(sends)
      .where(and(eq(sends.id, sendId), eq(sends.user_id, userId)))
      .limit(1),
  );
  return rows.length > 0;
}

/** The send an order of the user's belongs to, and how many cards it holds (the order page's link). */
export async function sendOfOrder(userId: string, orderId: string) {
  if (!isUuid(orderId)) return null;
  const [row] = await withUserScope(userId, (tx) =>
    tx
      .select({ id: sends.id, orderCount: sends.order_count })
      .from(orders)
      .innerJoin(sends, eq(sends.id, orders.send_id))
      .where(and(eq(orders.id, orderId), eq(orders.user_id, userId))),
  );
  return row ?? null;
}

/**
 * What "Cancel the N scheduled cards" would cancel — the cards the send's Cancel takes
 * (lib/sends/cancel-send.ts: a cancellable status, no submission in flight) — how many of them are
 * scheduled, and what they paid net (charges less refunds), which goes back to the balance.
 * Reads the send's cards through orders_send_status_idx and their ledger rows by order.
 */
export async function sendCancelQuote(db: Queryable, sendId: string) {
  const result = await db.execute(sql`
    select count(*)::int as cards, (count(*) filter (where o.status = 'scheduled'))::int as scheduled,
      coalesce((select -sum(t.amount) from transactions t where t.order_id = any(array_agg(o.id))
        and t.status = 'completed' and t.type in ('postcard_charge', 'refund')), 0)::text as paid
    from orders_table o where o.send_id = ${sendId} and ${CANCELLABLE_IN} and o.submitting_at is null`);
  const [row] = (result as unknown as { rows: { cards: number; scheduled: number; paid: string }[] }).rows;
  return { cards: row.cards, scheduled: row.scheduled, paidCents: numericToCents(String(row.paid)) };
}

/**
 * One of the user's sends as its page shows it: the send and its campaign, the template's front,
 * its cards by state, what its Cancel would take back, its first card (whose back is the sample)
 * and one page of its cards in id order, by cursor through orders_send_idx (send_id, id).
 * Null for a missing send or anyone else's.
 */
export async function getSendPage(userId: string, sendId: string, request: PageRequest) {
  if (!isUuid(sendId)) return null;
  return withUserScope(userId, async (tx) => {
    const [found] = await selectSends(tx).where(and(eq(sends.id, sendId), eq(sends.user_id, userId)));
    if (!found) return null;
    const [[front], states, quote, [first]] = await Promise.all([
      tx
        .select({ frontImageUrl: templates.front_image_url, campaignType: campaigns.type })
        .from(campaigns)
        .innerJoin(templates, eq(templates.id, campaigns.template_id))
        .where(eq(campaigns.id, found.send.campaign_id)),
      sendStateCounts(tx, [sendId]),
      sendCancelQuote(tx, sendId),
      tx.select({ id: orders.id }).from(orders).where(eq(orders.send_id, sendId)).orderBy(asc(orders.id)).limit(1),
    ]);
    const list = {
      table: orders,
      id: orders.id,
      userColumn: orders.user_id,
      sort: orders.id,
      descending: false,
      where: and(eq(orders.send_id, sendId), eq(orders.user_id, userId)),
      size: SEND_CARDS_PAGE_SIZE,
      total: found.send.order_count,
    };
    const { ids, ...page } = await readKeysetPage<string>(tx, userId, list, request);
    return {
      send: { ...found.send, campaignName: found.campaignName },
      frontImageUrl: fileUrl(front?.frontImageUrl),
      states: states.get(sendId)!,
      quote,
      firstCardId: first?.id ?? null,
      cards: await orderRowsByIds(tx, ids, 'id'),
      page,
    };
  });
}

/** One batch of a send's cards for its CSV, after the card `after` (id order, orders_send_idx). */
export async function sendCardsBatch(userId: string, sendId: string, after: string | null, size: number) {
  return withUserScope(userId, async (tx) => {
    const ids = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.send_id, sendId), eq(orders.user_id, userId), after ? gt(orders.id, after) : undefined))
      .orderBy(asc(orders.id))
      .limit(size);
    return orderRowsByIds(
      tx,
      ids.map((r) => r.id),
      'id',
    );
  });
}
