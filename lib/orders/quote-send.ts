import 'server-only';
import sharp from 'sharp';
import { getReturnAddress } from '@/lib/accounts/get-return-address';
import { formatAddressLines } from '@/lib/addresses/format-address';
import { paymentOutlook, type PaymentOutlook } from '@/lib/billing/payment-outlook';
import type { ValidatedAddress } from '@/lib/db/schema';
import { returnAddressLines } from '@/lib/templates/address-lines';
import { withUserScope } from '@/lib/db/scoped';
import { priceSend, type PriceBreakdown } from '@/lib/pricing/price-send';
import { env } from '@/lib/env';
import { renderBack } from '@/lib/templates/render-back';
import { fileUrl } from '@/lib/templates/template-files';
import { newTrackingId } from '@/lib/tracking/new-tracking-id';
import { shortLink } from '@/lib/tracking/short-link';
import { PLACEHOLDER, TRACKING_PHONE } from '@/lib/validation/handwriting';
import { cardMessage } from './card-message';
import { loadSendContext } from './load-send-context';

export type SendQuote = {
  price: PriceBreakdown;
  campaignType: 'single' | 'neighbor';
  frontImageUrl: string | null;
  /** The back as this recipient gets it, as a JPEG data URL. */
  backPreview: string;
  /** What would print wrong, said before anything is charged. */
  warnings: string[];
  /** What the balance covers, and how the rest would be paid. */
  payment: PaymentOutlook;
  /**
   * The card's own short link, drawn now so the preview's QR code is the one printed: Submit
   * sends it back and the order gets it (a taken one is replaced). Null: no response URL.
   */
  linkId: string | null;
};

/**
 * The Confirm Order step: the card as this recipient will get it, and the exact price, computed
 * here from the database and the user's plan (the same function charges later).
 */
export async function quoteSend(
  userId: string,
  input: {
    campaignId: string;
    recipientName: string;
    customValues: Record<string, string>;
    /** The picked address, when the caller has it: printed in the recipient block of the preview. */
    address?: ValidatedAddress | null;
  },
): Promise<SendQuote> {
  const { campaign, template, trackingPhone, price } = await withUserScope(userId, async (tx) => {
    const context = await loadSendContext(tx, userId, input.campaignId);
    const price = await priceSend(tx, {
      userId,
      size: context.template.size,
      type: context.campaign.type,
      neighborCount: context.campaign.neighbor_count,
    });
    return { ...context, price };
  });

  const values: Record<string, string> = { ...input.customValues, recipient_name: input.recipientName };
  const message = cardMessage(
    template,
    campaign.type,
    { name: input.recipientName, custom_values: input.customValues },
    trackingPhone,
  );
  const linkId = campaign.response_url ? newTrackingId() : null;
  const recipientAddress = input.address ? formatAddressLines(input.address) : [];
  const back = await renderBack(template, message, {
    qrLink: linkId ? shortLink(env().APP_URL, linkId) : null,
    addressSide: {
      recipient:
        campaign.type === 'neighbor'
          ? ['Current Resident', 'Each neighbor’s own address']
          : [input.recipientName, ...recipientAddress],
      returnAddress: returnAddressLines(await getReturnAddress(userId)),
    },
  });
  const preview = await sharp(back.image).resize(1050).jpeg({ quality: 80 }).toBuffer();

  const warnings: string[] = [];
  const used = new Set([...template.message.matchAll(PLACEHOLDER)].map((m) => m[1]));
  for (const custom of template.custom_values) {
    if (used.has(custom.id) && !(values[custom.id]?.trim() || custom.defaultValue)) {
      warnings.push(`"${custom.name}" is empty: the card would print nothing in its place.`);
    }
  }
  if (used.has(TRACKING_PHONE) && !trackingPhone) {
    warnings.push(
      'The message prints {{tracking_phone}}, but this campaign has no tracking phone number: the card would print nothing in its place.',
    );
  }
  if (back.overflow) warnings.push(`The message is too long for a ${template.size} card: its end would be cut off.`);
  const payment = await paymentOutlook(userId, price.totalCents);

  return {
    price,
    campaignType: campaign.type,
    frontImageUrl: fileUrl(template.front_image_url),
    backPreview: `data:image/jpeg;base64,${preview.toString('base64')}`,
    warnings,
    payment,
    linkId,
  };
}
