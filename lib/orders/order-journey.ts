import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { campaigns, followUpSteps, orderEvents, orders, recipients, templates, transactions } from '@/lib/db/schema';
import { numericToCents } from '@/lib/money/cents';
import { fileUrl } from '@/lib/templates/template-files';
import { isUuid } from '@/lib/validation/uuid';
import type { OrderJourneyEvent, OrderMoney } from './event-label';

const eventColumns = {
  orderId: orderEvents.order_id,
  kind: orderEvents.kind,
  at: orderEvents.occurred_at,
  providerStatus: orderEvents.provider_status,
  amountCents: orderEvents.amount,
  message: orderEvents.message,
};

type EventRow = { kind: OrderJourneyEvent['kind']; at: Date } & Omit<OrderJourneyEvent, 'kind' | 'at'>;
const asJourney = (e: EventRow): OrderJourneyEvent => ({
  kind: e.kind,
  at: e.at.toISOString(),
  providerStatus: e.providerStatus,
  amountCents: e.amountCents,
  message: e.message,
});

/** The latest event of each order of a page (one index read per order), by order id. */
export async function latestEventsOf(tx: Tx, orderIds: string[]): Promise<Map<string, OrderJourneyEvent>> {
  if (!orderIds.length) return new Map();
  const rows = await tx
    .selectDistinctOn([orderEvents.order_id], eventColumns)
    .from(orderEvents)
    .where(inArray(orderEvents.order_id, orderIds))
    .orderBy(orderEvents.order_id, desc(orderEvents.seq));
  return new Map(rows.map(({ orderId, ...e }) => [orderId, asJourney(e)]));
}

/** One of the user's orders with its whole journey, oldest first; null when it is not theirs. */
export async function getOrderJourney(userId: string, orderId: string) {
  if (!isUuid(orderId)) return null;
  return withUserScope(userId, async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        // The day a scheduled send goes to print (decision 037), else null.
        sendDate: orders.send_date,
        cost: orders.cost,
        errorMessage: orders.error_message,
        providerStatus: orders.provider_status,
        createdAt: orders.created_at,
        campaignId: campaigns.id,
        campaignName: campaigns.name,
        campaignType: orders.campaign_type,
        neighborCount: orders.neighbor_count,
        size: orders.size,
        recipientName: recipients.name,
        recipientAddress: recipients.address,
        // Apartment, suite or unit; null when none (issue 35).
        recipientAddress2: recipients.address_2,
        submitting: sql<boolean>`${orders.submitting_at} is not null`,
        // The design printed: the campaign's (or its follow-up step's) template as it is now (decision 025 reads it at submission).
        frontImageUrl: templates.front_image_url,
      })
      .from(orders)
      .innerJoin(campaigns, eq(campaigns.id, orders.campaign_id))
      .innerJoin(recipients, eq(recipients.id, orders.recipient_id))
      .leftJoin(followUpSteps, eq(followUpSteps.id, orders.follow_up_step_id))
      .leftJoin(templates, eq(templates.id, sql`coalesce(${followUpSteps.template_id}, ${campaigns.template_id})`))
      .where(and(eq(orders.id, orderId), eq(orders.user_id, userId)));
    if (!order) return null;
    const rows = await tx
      .select(eventColumns)
      .from(orderEvents)
      .where(eq(orderEvents.order_id, orderId))
      .orderBy(asc(orderEvents.seq));
    const placed: OrderJourneyEvent = {
      kind: 'placed',
      at: order.createdAt.toISOString(),
      providerStatus: null,
      amountCents: null,
      message: null,
    };
    const events = [placed, ...rows.map(({ orderId: _, ...e }) => asJourney(e))];
    const money = (await moneyOf(tx, [orderId])).get(orderId) ?? { chargedCents: 0, refundedCents: 0 };
    return { ...order, frontImageUrl: fileUrl(order.frontImageUrl), events, money };
  });
}

/**
 * What each order of a page was charged and given back, by order id, from its completed ledger
 * rows (one read of transactions_order_idx): the truth the row's money line tells.
 */
export async function moneyOf(tx: Tx, orderIds: string[]): Promise<Map<string, OrderMoney>> {
  if (!orderIds.length) return new Map();
  const rows = await tx
    .select({
      orderId: transactions.order_id,
      charged: sql<string>`coalesce(-sum(${transactions.amount}) filter (where ${transactions.type} = 'postcard_charge'), 0)`,
      refunded: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'refund'), 0)`,
    })
    .from(transactions)
    .where(and(inArray(transactions.order_id, orderIds), eq(transactions.status, 'completed')))
    .groupBy(transactions.order_id);
  return new Map(
    rows.map((r) => [
      r.orderId!,
      { chargedCents: numericToCents(String(r.charged)), refundedCents: numericToCents(String(r.refunded)) },
    ]),
  );
}
