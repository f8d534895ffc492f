import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import {
  campaigns,
  followUpSteps,
  orders,
  phoneNumbers,
  profiles,
  recipients,
  templates,
  trackingUrls,
} from '@/lib/db/schema';
import type { OrderRow } from './claim-order';

/**
 * What the pipeline needs to mail orders: campaign, template (a follow-up step's own), recipient, sender, the campaign's
 * tracking number and the order's own short link of each, in one query for the whole batch.
 * Keyed by order id.
 */
export async function loadOrderContexts(db: Queryable, batch: OrderRow[]) {
  const rows = await db
    .select({
      orderId: orders.id,
      campaign: campaigns,
      template: templates,
      recipient: recipients,
      profile: profiles,
      trackingPhone: phoneNumbers.phone_number,
      linkId: trackingUrls.id,
    })
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaign_id))
    // A follow-up step's order mails the step's template (decision 038), any other the campaign's.
    .leftJoin(followUpSteps, eq(followUpSteps.id, orders.follow_up_step_id))
    .innerJoin(templates, eq(templates.id, sql`coalesce(${followUpSteps.template_id}, ${campaigns.template_id})`))
    .innerJoin(recipients, eq(recipients.id, orders.recipient_id))
    .innerJoin(profiles, eq(profiles.id, orders.user_id))
    .leftJoin(phoneNumbers, eq(phoneNumbers.id, campaigns.tracking_phone_id))
    .leftJoin(trackingUrls, eq(trackingUrls.order_id, orders.id))
    .where(
      inArray(
        orders.id,
        batch.map((o) => o.id),
      ),
    );
  return new Map(rows.map(({ orderId, ...context }) => [orderId, context]));
}

export type OrderContext = NonNullable<ReturnType<Awaited<ReturnType<typeof loadOrderContexts>>['get']>>;

/** "Postcard: Spring promo to Jane Doe" — how the ledger names an order. */
export function describeOrder(order: {
  campaignName: string;
  type: 'single' | 'neighbor';
  neighborCount: number;
  recipientName: string;
}): string {
  return order.type === 'neighbor'
    ? `Postcards: ${order.campaignName}, ${order.neighborCount} neighbors of ${order.recipientName}`
    : `Postcard: ${order.campaignName} to ${order.recipientName}`;
}
