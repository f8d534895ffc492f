import { eq } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { campaigns, profiles, recipients, templates } from '@/lib/db/schema';
import type { OrderRow } from './claim-order';

/** What the pipeline needs to price and mail an order: campaign, template, recipient, sender. */
export async function loadOrderContext(db: Queryable, order: OrderRow) {
  const [row] = await db
    .select({ campaign: campaigns, template: templates, recipient: recipients, profile: profiles })
    .from(campaigns)
    .innerJoin(templates, eq(templates.id, campaigns.template_id))
    .innerJoin(recipients, eq(recipients.id, order.recipient_id))
    .innerJoin(profiles, eq(profiles.id, order.user_id))
    .where(eq(campaigns.id, order.campaign_id));
  if (!row) throw new Error(`Order ${order.id} lost its campaign, recipient or profile`);
  return row;
}

export type OrderContext = Awaited<ReturnType<typeof loadOrderContext>>;

/** "Postcard: Spring promo to Jane Doe" — how the ledger names an order. */
export function describeOrder(order: { campaignName: string; type: 'single' | 'neighbor'; neighborCount: number; recipientName: string }): string {
  return order.type === 'neighbor'
    ? `Postcards: ${order.campaignName}, ${order.neighborCount} neighbors of ${order.recipientName}`
    : `Postcard: ${order.campaignName} to ${order.recipientName}`;
}
