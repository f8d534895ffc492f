'use server';

import { z } from 'zod';
import { userAction } from '@/lib/actions/safe-action';
import { cancelOrder, CANCEL_FAILED_MESSAGE } from '@/lib/orders/cancel-order';
import { payOrderWithCard, PAY_FAILED_MESSAGE } from '@/lib/orders/pay-order-with-card';
import { retryOrder, RETRY_FAILED_MESSAGE } from '@/lib/orders/retry-order';

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
  async ({ orderId }, user) => {
    await cancelOrder(user.id, orderId);
    return null;
  },
);

export const payOrderWithCardAction = userAction(
  z.object({ orderId: z.string() }),
  { name: 'pay-order-with-card', fallbackError: PAY_FAILED_MESSAGE },
  async ({ orderId }, user) => {
    await payOrderWithCard(user.id, orderId);
    return null;
  },
);
