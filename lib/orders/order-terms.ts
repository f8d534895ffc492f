import 'server-only';
import type { Queryable } from '@/lib/db/client';
import type { campaigns, orders, OrderTerms, PostcardSize } from '@/lib/db/schema';
import { computePrice, priceSend, type PriceBreakdown } from '@/lib/pricing/price-send';

export type { OrderTerms };

type Campaign = Pick<typeof campaigns.$inferSelect, 'type' | 'neighbor_count' | 'demographics' | 'include_condo'>;

/**
 * The terms of one send on this campaign as it is now, priced with the quote's own function
 * (priceSend: the user's plan, today's prices): what a new order records (decision 025). From
 * then on the order is charged, searched, mailed and refunded by these, whatever happens to the
 * campaign or the price list.
 */
export async function termsOfSend(
  db: Queryable,
  userId: string,
  campaign: Campaign,
  size: PostcardSize,
): Promise<{ terms: OrderTerms; price: PriceBreakdown }> {
  const neighbor = campaign.type === 'neighbor';
  const price = await priceSend(db, { userId, size, type: campaign.type, neighborCount: campaign.neighbor_count });
  return {
    price,
    terms: {
      campaign_type: campaign.type,
      neighbor_count: neighbor ? campaign.neighbor_count : 0,
      demographics: campaign.demographics,
      include_condo: campaign.include_condo,
      size,
      postcard_unit_cost: price.postcardUnitCents,
      lookup_unit_cost: price.lookupUnitCents,
      cost: price.totalCents,
      cost_breakdown: { postcard_cost: price.postcardCents, lookup_cost: price.lookupCents },
    },
  };
}

/** The price of an order from its own record: what the user confirmed, whatever prices are today. */
export function priceOfOrder(
  order: Pick<
    typeof orders.$inferSelect,
    'campaign_type' | 'neighbor_count' | 'postcard_unit_cost' | 'lookup_unit_cost'
  >,
): PriceBreakdown {
  return computePrice({
    postcardUnitCents: order.postcard_unit_cost,
    lookupUnitCents: order.lookup_unit_cost,
    type: order.campaign_type,
    neighborCount: order.neighbor_count,
  });
}
