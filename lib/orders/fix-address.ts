import 'server-only';
import { and, eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { orders, recipients } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import { failureRemedy } from './failure-kind';
import { quoteSend, type SendQuote } from './quote-send';
import { sendToRecipient } from './send-to-recipient';

export const FIX_ADDRESS_FAILED_MESSAGE = 'This order cannot be sent again to another address.';

/** The failed order whose address is the problem: its campaign, recipient name and values. */
async function addressFailure(userId: string, orderId: string) {
  if (!isUuid(orderId)) throw new UserFacingError(FIX_ADDRESS_FAILED_MESSAGE);
  const [order] = await withUserScope(userId, (tx) =>
    tx
      .select({
        status: orders.status,
        errorMessage: orders.error_message,
        campaignType: orders.campaign_type,
        campaignId: orders.campaign_id,
        recipientName: recipients.name,
        address2: recipients.address_2,
        customValues: recipients.custom_values,
      })
      .from(orders)
      .innerJoin(recipients, eq(recipients.id, orders.recipient_id))
      .where(and(eq(orders.id, orderId), eq(orders.user_id, userId))),
  );
  if (!order || failureRemedy(order.status, order.errorMessage, order.campaignType) !== 'address') {
    throw new UserFacingError(FIX_ADDRESS_FAILED_MESSAGE);
  }
  return order;
}

/** *Fix address*'s new quote: the card on its campaign as it is now, priced and paid like any send. */
export async function quoteFixAddress(userId: string, orderId: string): Promise<SendQuote> {
  const failed = await addressFailure(userId, orderId);
  return quoteSend(userId, {
    campaignId: failed.campaignId,
    recipientName: failed.recipientName,
    customValues: failed.customValues,
  });
}

/**
 * Sends the failed order's card again as a new order to the corrected address (resolved again on
 * the server), paid like any order; the failed order stays as it ended, refunded.
 */
export async function fixAddressAndSend(
  userId: string,
  input: {
    orderId: string;
    placeId: string;
    sessionToken: string;
    /** The unit as the dialog shows it: the failed order's, kept or edited (issue 35). */
    address2?: string | null;
    linkId?: string | null;
  },
): Promise<{ orderId: string }> {
  const failed = await addressFailure(userId, input.orderId);
  return sendToRecipient(userId, {
    campaignId: failed.campaignId,
    recipientName: failed.recipientName,
    placeId: input.placeId,
    sessionToken: input.sessionToken,
    address2: input.address2,
    customValues: failed.customValues,
    linkId: input.linkId,
  });
}
