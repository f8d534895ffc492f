import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count } from 'drizzle-orm';
import { addressBlock } from '@/lib/addresses/format-address';
import { paymentOutlook, type PaymentOutlook } from '@/lib/billing/payment-outlook';
import { withUserScope } from '@/lib/db/scoped';
import { contacts } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import type { FollowUpProgram } from '@/lib/follow-ups/follow-up-program';
import { programCost } from '@/lib/follow-ups/program-cost';
import { loadSendContext } from '@/lib/orders/load-send-context';
import { termsOfSend } from '@/lib/orders/order-terms';
import { missingReturnAddress } from '@/lib/orders/require-return-address';
import { renderBackPreview } from '@/lib/orders/render-back-preview';
import { fileUrl } from '@/lib/templates/template-files';
import { newTrackingId } from '@/lib/tracking/new-tracking-id';
import type { PriceBreakdown } from '@/lib/pricing/price-send';
import { CONTACT_MESSAGES, LIST_SEND_MESSAGES, MAX_LIST_SEND } from '@/lib/validation/contacts-messages';
import type { ReturnAddress } from '@/lib/validation/return-address';
import { sendDateToday } from '@/lib/orders/send-date-today';
import { getList } from './get-list';
import { listContactsWhere, mailedRecently } from './list-send-audience';
import { unfilledPlaceholders, type UnfilledPlaceholder } from './unfilled-placeholders';

export type ListSendQuote = {
  /** Names this confirmation: confirming twice with it places the list once. */
  token: string;
  list: { id: string; name: string };
  campaign: { id: string; name: string };
  /** Contacts in the list. */
  count: number;
  /** The price of one send on this campaign and the user's plan. */
  price: PriceBreakdown;
  totalCents: number;
  /** Contacts this campaign mailed in the last 90 days (skipped unless the user sends anyway). */
  recentCount: number;
  /** How the total would be paid with the recent contacts skipped: the same block as Bulk Send's. */
  payment: PaymentOutlook;
  /** The same with the recent contacts sent anyway; null when there are none. */
  paymentAll: PaymentOutlook | null;
  /** The saved return address while it is incomplete (the dialog asks for it); null once complete. */
  returnAddress: ReturnAddress | null;
  /** Today as send dates count it (UTC, the sandbox clock included): the date field's first day. */
  today: string;
  /** What the campaign's follow-up steps may mail after each card, priced per card (no steps: none). */
  program: FollowUpProgram;
  /** The template's front, as Confirm Order shows it. */
  frontImageUrl: string | null;
  /** The back as the list's first contact (the first the send places) gets it, as a JPEG data URL. */
  backPreview: string;
  /** Whose back that is. */
  sampleName: string;
  /** Placeholders of the message no contact fills: every card prints their default (issue 35). */
  unfilled: UnfilledPlaceholder[];
};

/**
 * What sending the user's list on the user's campaign would place, priced on the server from
 * the stored contacts (count × the price of one send), with the duplicate count and the payment
 * outlook of both choices: the browser receives figures, never the list's rows.
 */
export async function quoteListSend(userId: string, listId: string, campaignId: string): Promise<ListSendQuote> {
  const { list, context, price, recentCount, program, sample } = await withUserScope(userId, async (tx) => {
    const list = await getList(tx, userId, listId);
    const context = await loadSendContext(tx, userId, campaignId);
    const { campaign, template } = context;
    const { price } = await termsOfSend(tx, userId, campaign, template.size);
    // Nothing to count for an empty list, or one too long to send (refused below).
    const [{ recent }] =
      list.contactCount && list.contactCount <= MAX_LIST_SEND
        ? await tx
            .select({ recent: count() })
            .from(contacts)
            .where(and(listContactsWhere(userId, list.id), mailedRecently(userId, campaign.id)))
        : [{ recent: 0 }];
    // The send places contacts oldest first (send-to-list.ts): the first of them is the sample.
    const [sample] = await tx
      .select({
        name: contacts.name,
        address: contacts.address,
        address_2: contacts.address_2,
        custom_values: contacts.custom_values,
      })
      .from(contacts)
      .where(listContactsWhere(userId, list.id))
      .orderBy(asc(contacts.created_at), asc(contacts.id))
      .limit(1);
    const program = await programCost(tx, userId, campaign);
    return { list, context, price, recentCount: recent, program, sample };
  });
  const { campaign, template } = context;
  if (!list.contactCount || !sample) throw new UserFacingError(CONTACT_MESSAGES.emptyList);
  if (list.contactCount > MAX_LIST_SEND) throw new UserFacingError(LIST_SEND_MESSAGES.tooLarge);
  const [payment, paymentAll, returnAddress, today, back, unfilled] = await Promise.all([
    paymentOutlook(userId, (list.contactCount - recentCount) * price.totalCents),
    recentCount ? paymentOutlook(userId, list.contactCount * price.totalCents) : null,
    missingReturnAddress(userId),
    sendDateToday(),
    // Each card gets a link of its own when placed; the sample shows where its QR code prints.
    renderBackPreview(
      userId,
      context,
      { ...sample, addressLines: addressBlock(sample.address, sample.address_2) },
      campaign.response_url ? newTrackingId() : null,
    ),
    unfilledPlaceholders(userId, list.id, template),
  ]);
  return {
    token: randomUUID(),
    list: { id: list.id, name: list.name },
    campaign: { id: campaign.id, name: campaign.name },
    count: list.contactCount,
    price,
    totalCents: list.contactCount * price.totalCents,
    recentCount,
    payment,
    paymentAll,
    returnAddress,
    today,
    program,
    frontImageUrl: fileUrl(template.front_image_url),
    backPreview: back.dataUrl,
    sampleName: sample.name,
    unfilled,
  };
}
