import 'server-only';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { addFundsCents } from '@/lib/billing/card-charge-amount';
import { startTopUp } from '@/lib/billing/start-top-up';
import { withUserScope } from '@/lib/db/scoped';
import { UserFacingError } from '@/lib/errors';
import { ADD_FUNDS_AND_SEND_RETURN, addAtLeastMessage } from '@/lib/orders/add-funds-and-send';
import { loadSendContext } from '@/lib/orders/load-send-context';
import { termsOfSend } from '@/lib/orders/order-terms';
import { sendToList, type ListSendInput } from './send-to-list';

/**
 * 'Add funds and send' for a list, as Bulk Send's: the amount is checked against what the
 * balance lacks for the contacts being sent before anything is written; then the orders are
 * placed (they wait for money, as any order does) and the checkout opens. Its credit resumes them.
 */
export async function sendToListAndAddFunds(
  userId: string,
  input: ListSendInput & { amountCents: number },
): Promise<{ url: string; created: number }> {
  const { created } = await sendToList(userId, input, async (count) => {
    const shortfallCents = await withUserScope(userId, async (tx) => {
      const { campaign, template } = await loadSendContext(tx, userId, input.campaignId);
      const { price } = await termsOfSend(tx, userId, campaign, template.size);
      return Math.max(0, count * price.totalCents - (await getBalanceCents(tx, userId)));
    });
    const minimumCents = addFundsCents(shortfallCents);
    if (input.amountCents < minimumCents) throw new UserFacingError(addAtLeastMessage(minimumCents, count));
  });
  const checkout = await startTopUp(
    userId,
    input.amountCents,
    ADD_FUNDS_AND_SEND_RETURN.path,
    ADD_FUNDS_AND_SEND_RETURN.params,
  );
  return { url: checkout.url, created };
}
