import 'server-only';
import { addFundsForPlacedOrders } from '@/lib/orders/add-funds-for-placed-orders';
import { confirmBulkSend, type BulkSendInput, type RecentChoice } from './bulk-send';

/**
 * 'Add funds and send' in Bulk Send and a follow-up: the amount is checked against what the
 * balance lacks for the valid rows before anything is written, then the orders are placed and
 * the checkout opens (lib/orders/add-funds-for-placed-orders.ts).
 */
export async function confirmBulkSendAndAddFunds(
  userId: string,
  input: BulkSendInput & { previewId?: string; recent?: RecentChoice; amountCents: number },
): Promise<{ url: string; created: number }> {
  return addFundsForPlacedOrders(userId, input, (checkAmount) => confirmBulkSend(userId, input, checkAmount));
}
