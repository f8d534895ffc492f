'use server';

import { z } from 'zod';
import { userAction } from '@/lib/actions/safe-action';
import { cancelOrder, CANCEL_FAILED_MESSAGE } from '@/lib/orders/cancel-order';
import { fixAddressAndSend, quoteFixAddress } from '@/lib/orders/fix-address';
import { payOrderWithCard, PAY_FAILED_MESSAGE } from '@/lib/orders/pay-order-with-card';
import { retryOrder, RETRY_FAILED_MESSAGE } from '@/lib/orders/retry-order';
import { SEND_MESSAGES, SendToRecipientSchema } from '@/lib/validation/send';

export const retryOrderAction = userAction(
  z.object({ orderId: z.string() }),
  { name: 'retry-order', fallbackError: RETRY_FAILED_MESSAGE },
  async ({ orderId }, user) => {
    await retryOrder(user.id, orderId);
    return null;
  },
);

export const cancelOrderAction = userAction(
  z.object({ orderId: z.string() }),
  { name: 'cancel-order', fallbackError: CANCEL_FAILED_MESSAGE },
  async ({ orderId }, user) => ({ refundedCents: await cancelOrder(user.id, orderId) }),
);

export const payOrderWithCardAction = userAction(
  z.object({ orderId: z.string() }),
  { name: 'pay-order-with-card', fallbackError: PAY_FAILED_MESSAGE },
  async ({ orderId }, user) => {
    await payOrderWithCard(user.id, orderId);
    return null;
  },
);

/** *Fix address*: the new quote for sending a failed order's card again. */
export const quoteFixAddressAction = userAction(
  z.object({ orderId: z.string() }),
  { name: 'quote-fix-address', fallbackError: SEND_MESSAGES.pricingFailed },
  async ({ orderId }, user) => quoteFixAddress(user.id, orderId),
);

/** *Fix address*: the card sent again, as a new order, to the corrected address. */
export const fixAddressAction = userAction(
  SendToRecipientSchema.pick({ placeId: true, sessionToken: true, address2: true, linkId: true }).extend({
    orderId: z.string(),
  }),
  { name: 'fix-address', fallbackError: SEND_MESSAGES.submitFailed },
  async (input, user) => fixAddressAndSend(user.id, input),
);
