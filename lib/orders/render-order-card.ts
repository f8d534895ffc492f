import 'server-only';
import { and, eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { orders } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { addressBlock } from '@/lib/addresses/format-address';
import { returnAddressLines } from '@/lib/templates/address-lines';
import { renderBack } from '@/lib/templates/render-back';
import { shortLink } from '@/lib/tracking/short-link';
import { isUuid } from '@/lib/validation/uuid';
import { cardMessage } from './card-message';
import { loadOrderContexts } from './order-context';

/**
 * The back of one of the user's orders at print size, as the provider is asked to print it: the
 * message with this recipient's values and the campaign's tracking number, the QR code of the
 * order's own link, and the address side (return address, postage area, recipient). Null when
 * the order is not the user's.
 */
export async function renderOrderCard(userId: string, orderId: string): Promise<Buffer | null> {
  if (!isUuid(orderId)) return null;
  const found = await withUserScope(userId, async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.user_id, userId)));
    const context = order ? (await loadOrderContexts(tx, [order])).get(order.id) : undefined;
    return order && context ? { order, context } : undefined;
  });
  if (!found) return null;
  const { order, context } = found;
  const { template, recipient } = context;
  const message = cardMessage(template, order.campaign_type, recipient, context.trackingPhone);
  const back = await renderBack(template, message, {
    qrLink: context.linkId ? shortLink(env().APP_URL, context.linkId) : null,
    addressSide: {
      // A neighbor order prints one message for every neighbor, each at their own address.
      recipient:
        order.campaign_type === 'neighbor'
          ? ['Current Resident', 'Each neighbor’s own address']
          : [recipient.name, ...addressBlock(recipient.address, recipient.address_2)],
      returnAddress: returnAddressLines({
        name: context.profile.return_address_name,
        line1: context.profile.return_address_line1,
        line2: context.profile.return_address_line2,
        city: context.profile.return_address_city,
        state: context.profile.return_address_state,
        zip: context.profile.return_address_zip,
      }),
    },
  });
  return back.image;
}
