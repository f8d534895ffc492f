import 'server-only';
import { env } from '@/lib/env';
import type { MailingRecipient, PostcardSubmission, ReturnAddress } from '@/lib/providers/postcards';
import { absoluteFileUrl } from '@/lib/templates/template-files';
import { shortLink } from '@/lib/tracking/short-link';
import { cardMessage } from './card-message';
import type { OrderRow } from './claim-order';
import type { OrderContext } from './order-context';

/** The order cannot be mailed as it stands; trying again will not help. */
export class OrderNotMailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OrderNotMailableError';
  }
}

function returnAddressOf({ profile }: OrderContext): ReturnAddress | null {
  const { return_address_name: name, return_address_line1: line1, return_address_city: city } = profile;
  const { return_address_state: state, return_address_zip: zip } = profile;
  if (!name || !line1 || !city || !state || !zip) return null;
  return { name, line1, line2: profile.return_address_line2 || null, city, state, zip };
}

export const sizeChangedMessage = (bought: string, now: string) =>
  `This order was paid for as a ${bought} postcard, but its campaign's template is now ${now}, so it was not mailed.`;

/**
 * The provider request for an order: the size it bought, the template's images, style and colour, the profile's
 * return address, the message with this order's values filled in (card-message.ts) and the
 * order's own short link for the QR code. `linkId`: that link, when the campaign has a response URL.
 */
export function buildSubmission(
  order: OrderRow,
  context: OrderContext,
  mailTo: MailingRecipient[],
  linkId: string | null,
): PostcardSubmission {
  const { template, recipient } = context;
  // Built from the stored keys: the provider gets the very files the proof was rendered from.
  const frontImageUrl = absoluteFileUrl(template.front_image_url);
  if (!frontImageUrl) throw new OrderNotMailableError('The template has no front image.');
  // The images are made for the template's size: a card of another size than the one paid for is not mailed.
  if (template.size !== order.size) throw new OrderNotMailableError(sizeChangedMessage(order.size, template.size));
  return {
    reference: order.id,
    size: order.size,
    frontImageUrl,
    backImageUrl: absoluteFileUrl(template.back_image_url),
    message: cardMessage(template, order.campaign_type, recipient, context.trackingPhone),
    qrCodeUrl: linkId ? shortLink(env().APP_URL, linkId) : null,
    handwritingStyleId: template.handwriting_style_id,
    handwritingColor: template.handwriting_color,
    returnAddress: returnAddressOf(context),
    recipients: mailTo,
  };
}
