import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, count } from 'drizzle-orm';
import { paymentOutlook, type PaymentOutlook } from '@/lib/billing/payment-outlook';
import { withUserScope } from '@/lib/db/scoped';
import { contacts } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { loadSendContext } from '@/lib/orders/load-send-context';
import { termsOfSend } from '@/lib/orders/order-terms';
import { missingReturnAddress } from '@/lib/orders/require-return-address';
import type { PriceBreakdown } from '@/lib/pricing/price-send';
import { CONTACT_MESSAGES, LIST_SEND_MESSAGES, MAX_LIST_SEND } from '@/lib/validation/contacts-messages';
import type { ReturnAddress } from '@/lib/validation/return-address';
import { sendDateToday } from '@/lib/orders/send-date-today';
import { getList } from './get-list';
import { listContactsWhere, mailedRecently } from './list-send-audience';

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
};

/**
 * What sending the user's list on the user's campaign would place, priced on the server from
 * the stored contacts (count × the price of one send), with the duplicate count and the payment
 * outlook of both choices: the browser receives figures, never the list's rows.
 */
export async function quoteListSend(userId: string, listId: string, campaignId: string): Promise<ListSendQuote> {
  const { list, campaign, price, recentCount } = await withUserScope(userId, async (tx) => {
    const list = await getList(tx, userId, listId);
    const { campaign, template } = await loadSendContext(tx, userId, campaignId);
    const { price } = await termsOfSend(tx, userId, campaign, template.size);
    // Nothing to count for an empty list, or one too long to send (refused below).
    const [{ recent }] =
      list.contactCount && list.contactCount <= MAX_LIST_SEND
        ? await tx
            .select({ recent: count() })
            .from(contacts)
            .where(and(listContactsWhere(userId, list.id), mailedRecently(userId, campaign.id)))
        : [{ recent: 0 }];
    return { list, campaign, price, recentCount: recent };
  });
  if (!list.contactCount) throw new UserFacingError(CONTACT_MESSAGES.emptyList);
  if (list.contactCount > MAX_LIST_SEND) throw new UserFacingError(LIST_SEND_MESSAGES.tooLarge);
  const [payment, paymentAll, returnAddress, today] = await Promise.all([
    paymentOutlook(userId, (list.contactCount - recentCount) * price.totalCents),
    recentCount ? paymentOutlook(userId, list.contactCount * price.totalCents) : null,
    missingReturnAddress(userId),
    sendDateToday(),
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
  };
}
