import { resolveAddress } from '@/lib/addresses/resolve-address';
import { withUserScope } from '@/lib/db/scoped';
import { orders, recipients } from '@/lib/db/schema';
import { priceSend } from '@/lib/pricing/price-send';
import { loadSendContext } from './load-send-context';

/**
 * Submit of the Add Recipient modal: the picked address is resolved again here (the browser's
 * copy is not trusted), then the recipient and one pending order, priced from the database,
 * are written in one transaction. The order pipeline takes it from there.
 */
export async function sendToRecipient(
  userId: string,
  input: {
    campaignId: string;
    recipientName: string;
    placeId: string;
    sessionToken: string;
    customValues: Record<string, string>;
  },
): Promise<{ orderId: string }> {
  const address = await resolveAddress(input.placeId, input.sessionToken);
  return withUserScope(userId, async (tx) => {
    const { campaign, template } = await loadSendContext(tx, userId, input.campaignId);
    const price = await priceSend(tx, {
      userId,
      size: template.size,
      type: campaign.type,
      neighborCount: campaign.neighbor_count,
    });
    const known = new Set(template.custom_values.map((v) => v.id));
    const [recipient] = await tx
      .insert(recipients)
      .values({
        campaign_id: campaign.id,
        user_id: userId,
        name: input.recipientName,
        address,
        custom_values: Object.fromEntries(Object.entries(input.customValues).filter(([id]) => known.has(id))),
        is_neighbor: false,
      })
      .returning({ id: recipients.id });
    const [order] = await tx
      .insert(orders)
      .values({
        campaign_id: campaign.id,
        recipient_id: recipient.id,
        user_id: userId,
        status: 'pending',
        cost: price.totalCents,
        cost_breakdown: { postcard_cost: price.postcardCents, lookup_cost: price.lookupCents },
      })
      .returning({ id: orders.id });
    return { orderId: order.id };
  });
}
