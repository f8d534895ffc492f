import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { trackingUrls } from '@/lib/db/schema';
import { MAX_TRACKING_NAME_LENGTH } from '@/lib/validation/tracking-url';
import { isTrackingId, newTrackingId } from './new-tracking-id';

export type LinkedCampaign = { id: string; name: string; type: 'single' | 'neighbor'; response_url: string | null };
export type LinkedOrder = {
  orderId: string;
  recipientId: string;
  recipientName: string;
  /** The id Confirm Order showed in its preview's QR code, when there was one. */
  preferredId?: string | null;
};

/** "Spring promo · Jane Doe": how a postcard's link reads in the QR table. */
function linkName(campaign: LinkedCampaign, recipientName: string): string {
  const who = campaign.type === 'neighbor' ? `neighbors of ${recipientName}` : recipientName;
  return `${campaign.name} · ${who}`.slice(0, MAX_TRACKING_NAME_LENGTH);
}

/**
 * Every order of a campaign with a response URL gets a short link of its own, leading to that
 * URL and printed as the QR code on its card (a neighbor order's cards share it: the provider
 * takes one QR URL per order). Its scans count for that order, recipient and campaign.
 * Idempotent: an order keeps the link it has. Returns order id → link id; empty without a
 * response URL. A drawn id that is taken (1 in 36^12) is drawn again.
 */
export async function createPostcardLinks(
  db: Queryable,
  userId: string,
  campaign: LinkedCampaign,
  orders: LinkedOrder[],
): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  if (!campaign.response_url || !orders.length) return links;
  let missing = orders;
  for (let attempt = 0; missing.length && attempt < 4; attempt++) {
    const inserted = await db
      .insert(trackingUrls)
      .values(
        missing.map((order) => ({
          id:
            attempt === 0 && order.preferredId && isTrackingId(order.preferredId) ? order.preferredId : newTrackingId(),
          name: linkName(campaign, order.recipientName),
          target_url: campaign.response_url!,
          user_id: userId,
          campaign_id: campaign.id,
          order_id: order.orderId,
          recipient_id: order.recipientId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: trackingUrls.id, orderId: trackingUrls.order_id });
    for (const row of inserted) links.set(row.orderId!, row.id);
    missing = missing.filter((order) => !links.has(order.orderId));
    if (!missing.length) break;
    // Either the order had its link already, or the drawn id was taken.
    const existing = await db
      .select({ id: trackingUrls.id, orderId: trackingUrls.order_id })
      .from(trackingUrls)
      .where(
        inArray(
          trackingUrls.order_id,
          missing.map((order) => order.orderId),
        ),
      );
    for (const row of existing) links.set(row.orderId!, row.id);
    missing = missing.filter((order) => !links.has(order.orderId));
  }
  if (missing.length) throw new Error(`No free tracking id for ${missing.length} postcard links`);
  return links;
}

/** A campaign's new response URL applies to the links of the cards it already has. */
export async function retargetPostcardLinks(db: Queryable, campaignId: string, responseUrl: string): Promise<void> {
  await db
    .update(trackingUrls)
    .set({ target_url: responseUrl })
    .where(sql`${trackingUrls.campaign_id} = ${campaignId} and ${trackingUrls.target_url} <> ${responseUrl}`);
}
