import 'server-only';
import { getReturnAddress } from '@/lib/accounts/get-return-address';
import type { campaigns, templates } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { returnAddressLines } from '@/lib/templates/address-lines';
import { loadSharp } from '@/lib/templates/load-sharp';
import { renderBack } from '@/lib/templates/render-back';
import { shortLink } from '@/lib/tracking/short-link';
import { cardMessage } from './card-message';

/** What a neighbor card's address block says in a preview: one back serves every neighbor. */
export const NEIGHBOR_PREVIEW_RECIPIENT = ['Current Resident', 'Each neighbor’s own address'];

/**
 * The back of one card as its recipient gets it — their message, their address block, the return
 * address and the QR code of `linkId` — as a JPEG data URL small enough for a dialog (Confirm
 * Order, Send to a list). `overflow`: the message does not fit the card.
 */
export async function renderBackPreview(
  userId: string,
  context: {
    campaign: Pick<typeof campaigns.$inferSelect, 'type'>;
    template: typeof templates.$inferSelect;
    trackingPhone: string | null;
  },
  recipient: { name: string; custom_values: Record<string, string>; addressLines: string[] },
  linkId: string | null,
): Promise<{ dataUrl: string; overflow: boolean }> {
  const { campaign, template, trackingPhone } = context;
  const message = cardMessage(template, campaign.type, recipient, trackingPhone);
  const back = await renderBack(template, message, {
    qrLink: linkId ? shortLink(env().APP_URL, linkId) : null,
    addressSide: {
      recipient:
        campaign.type === 'neighbor' ? NEIGHBOR_PREVIEW_RECIPIENT : [recipient.name, ...recipient.addressLines],
      returnAddress: returnAddressLines(await getReturnAddress(userId)),
    },
  });
  const sharp = await loadSharp();
  const preview = await sharp(back.image).resize(1050).jpeg({ quality: 80 }).toBuffer();
  return { dataUrl: `data:image/jpeg;base64,${preview.toString('base64')}`, overflow: back.overflow };
}
