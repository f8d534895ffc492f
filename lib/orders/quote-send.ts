import 'server-only';
import { addressBlock } from '@/lib/addresses/format-address';
import { paymentOutlook, type PaymentOutlook } from '@/lib/billing/payment-outlook';
import { withUserScope } from '@/lib/db/scoped';
import { priceSend, type PriceBreakdown } from '@/lib/pricing/price-send';
import { env } from '@/lib/env';
import type { FollowUpProgram } from '@/lib/follow-ups/follow-up-program';
import { programCost } from '@/lib/follow-ups/program-cost';
import { fileUrl } from '@/lib/templates/template-files';
import { isLocalAppUrl } from '@/lib/urls/is-local-app-url';
import { newTrackingId } from '@/lib/tracking/new-tracking-id';
import { PLACEHOLDER, TRACKING_PHONE } from '@/lib/validation/handwriting';
import type { ReturnAddress } from '@/lib/validation/return-address';
import type { QuoteAddress } from '@/lib/validation/send';
import { cleanAddress2 } from '@/lib/validation/address-line-2';
import { recentlyMailedOnCampaign } from './recently-mailed-on-campaign';
import { missingReturnAddress } from './require-return-address';
import { renderBackPreview } from './render-back-preview';
import { loadSendContext } from './load-send-context';
import { sendDateToday } from './send-date-today';

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
  /** The saved return address while it is incomplete (Confirm Order asks for it); null once complete. */
  returnAddress: ReturnAddress | null;
  /** This campaign mailed the recipient's address in the last 90 days (Submit then needs "send anyway"). */
  recentlyMailed: boolean;
  /** Set when APP_URL is a local address: the printed QR code would open nothing on a phone. */
  localQrNote: string | null;
  /** Today as scheduled sends count it (UTC of currentTime(), decision 037): the send date field's first day. */
  today: string;
  /** What the campaign's follow-up steps may mail after this card, priced per card (no steps: none). */
  program: FollowUpProgram;
};

/** Confirm Order's warning when the printed QR code would point at this machine. */
export const localQrWarning = (appUrl: string) =>
  `APP_URL is a local address (${new URL(appUrl).origin}): the printed QR code will not open on a phone. Set APP_URL to the site's public address.`;

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
    /** The picked address as the browser shows it: warns of a recent mailing and is printed in the preview's recipient block (Submit resolves it again). */
    address?: QuoteAddress;
    /** Apartment, suite or unit as typed: part of the recent-mailing check and of the preview's address. */
    address2?: string | null;
  },
): Promise<SendQuote> {
  const { campaign, template, trackingPhone, price, recentlyMailed, program } = await withUserScope(
    userId,
    async (tx) => {
      const context = await loadSendContext(tx, userId, input.campaignId);
      const price = await priceSend(tx, {
        userId,
        size: context.template.size,
        type: context.campaign.type,
        neighborCount: context.campaign.neighbor_count,
      });
      const recent = input.address
        ? await recentlyMailedOnCampaign(tx, userId, context.campaign.id, [
            { address: input.address, address2: cleanAddress2(input.address2) },
          ])
        : new Set();
      const program = await programCost(tx, userId, context.campaign);
      return { ...context, price, recentlyMailed: recent.size > 0, program };
    },
  );

  const values: Record<string, string> = { ...input.customValues, recipient_name: input.recipientName };
  const linkId = campaign.response_url ? newTrackingId() : null;
  const back = await renderBackPreview(
    userId,
    { campaign, template, trackingPhone },
    {
      name: input.recipientName,
      custom_values: input.customValues,
      addressLines: input.address ? addressBlock(input.address, cleanAddress2(input.address2)) : [],
    },
    linkId,
  );

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
  const [payment, returnAddress] = await Promise.all([
    paymentOutlook(userId, price.totalCents),
    missingReturnAddress(userId),
  ]);

  return {
    price,
    campaignType: campaign.type,
    frontImageUrl: fileUrl(template.front_image_url),
    backPreview: back.dataUrl,
    warnings,
    payment,
    linkId,
    returnAddress,
    recentlyMailed,
    localQrNote: linkId && isLocalAppUrl(env().APP_URL) ? localQrWarning(env().APP_URL) : null,
    today: await sendDateToday(),
    program,
  };
}
