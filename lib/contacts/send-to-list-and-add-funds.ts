import 'server-only';
import { addFundsForPlacedOrders } from '@/lib/orders/add-funds-for-placed-orders';
import { sendToList, type ListSendInput } from './send-to-list';

/**
 * 'Add funds and send' for a list, as Bulk Send's: the amount is checked against what the
 * balance lacks for the contacts being sent before anything is written, then the orders are
 * placed and the checkout opens (lib/orders/add-funds-for-placed-orders.ts).
 */
export async function sendToListAndAddFunds(
  userId: string,
  input: ListSendInput & { amountCents: number },
): Promise<{ url: string; created: number }> {
  return addFundsForPlacedOrders(userId, input, (checkAmount) => sendToList(userId, input, checkAmount));
}
