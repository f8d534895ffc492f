import 'server-only';
import type { Tx } from '@/lib/db/client';
import { orders, recipients, type ValidatedAddress } from '@/lib/db/schema';
import { createSend } from '@/lib/sends/create-send';
import { createPostcardLinks } from '@/lib/tracking/create-postcard-links';
import { loadSendContext } from './load-send-context';
import { termsOfSend, type OrderTerms } from './order-terms';
import { cleanAddress2 } from '@/lib/validation/address-line-2';

/**
 * The recipient and one pending order on the user's campaign, priced from the database with the
 * same function Confirm Order quotes with; the order records what it bought (order-terms.ts). Shared by the app's Send and POST /api/v1/orders; the
 * order pipeline charges and mails it from there. Custom values the template does not have are
 * dropped. On a campaign with a response URL the order gets its postcard's own short link. With a
 * send date after today the charge step sets its money aside and it waits as `scheduled`. The order
 * is a send of its own (decision 043): one card, or one neighbor order's cards.
 */
export async function placeOrder(
  tx: Tx,
  userId: string,
  input: {
    campaignId: string;
    recipientName: string;
    address: ValidatedAddress;
    /** Apartment, suite or unit, checked by the caller (lib/validation/address-line-2.ts). */
    address2?: string | null;
    customValues: Record<string, string>;
    /** The link id Confirm Order printed in its preview (lib/orders/quote-send.ts). */
    linkId?: string | null;
    /** What the send bought when it was confirmed earlier (Add funds and send); else as of now. */
    terms?: OrderTerms | null;
    /** The day it goes to print (checked by the caller, lib/orders/send-date-today.ts); null: once paid. */
    sendDate?: string | null;
    /** Who places it: the app's Send (and its paid checkouts), or POST /api/v1/orders. */
    source: 'app' | 'api';
  },
): Promise<{ orderId: string; sendId: string; costCents: number }> {
  const { campaign, template } = await loadSendContext(tx, userId, input.campaignId);
  const terms = input.terms ?? (await termsOfSend(tx, userId, campaign, template.size)).terms;
  const known = new Set(template.custom_values.map((v) => v.id));
  const sendId = await createSend(
    tx,
    userId,
    campaign.id,
    { kind: 'send', source: input.source },
    input.sendDate ?? null,
  );
  const [recipient] = await tx
    .insert(recipients)
    .values({
      campaign_id: campaign.id,
      user_id: userId,
      name: input.recipientName,
      address: input.address,
      address_2: cleanAddress2(input.address2),
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
      ...terms,
      send_date: input.sendDate ?? null,
      send_id: sendId,
    })
    .returning({ id: orders.id });
  await createPostcardLinks(tx, userId, campaign, [
    { orderId: order.id, recipientId: recipient.id, recipientName: input.recipientName, preferredId: input.linkId },
  ]);
  return { orderId: order.id, sendId, costCents: terms.cost ?? 0 };
}
