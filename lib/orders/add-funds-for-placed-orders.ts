import 'server-only';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { addFundsCents } from '@/lib/billing/card-charge-amount';
import { startTopUp } from '@/lib/billing/start-top-up';
import { withUserScope } from '@/lib/db/scoped';
import { UserFacingError } from '@/lib/errors';
import { ADD_FUNDS_AND_SEND_RETURN, addAtLeastMessage } from './add-funds-and-send';
import { loadSendContext } from './load-send-context';
import { termsOfSend } from './order-terms';

/**
 * 'Add funds and send' for the many-card sends (Bulk Send and its follow-ups, Send to a list):
 * `place` writes the orders and calls the check it is given once it knows how many, before it
 * writes anything; the check refuses an amount smaller than what the balance lacks for them. The
 * placed orders wait for money, as any order does; the checkout then opens, its credit resumes
 * them (resumeWaitingOrders), and the browser comes back to Orders, All, where they are, with
 * the send's id beside `funds=added` so the toast can say what the money paid for.
 */
export async function addFundsForPlacedOrders(
  userId: string,
  input: { campaignId: string; amountCents: number },
  place: (checkAmount: (count: number) => Promise<void>) => Promise<{ created: number; sendId: string }>,
): Promise<{ url: string; created: number }> {
  const { created, sendId } = await place(async (count) => {
    const shortfallCents = await withUserScope(userId, async (tx) => {
      const { campaign, template } = await loadSendContext(tx, userId, input.campaignId);
      const { price } = await termsOfSend(tx, userId, campaign, template.size);
      return Math.max(0, count * price.totalCents - (await getBalanceCents(tx, userId)));
    });
    const minimumCents = addFundsCents(shortfallCents);
    if (input.amountCents < minimumCents) throw new UserFacingError(addAtLeastMessage(minimumCents, count));
  });
  const checkout = await startTopUp(userId, input.amountCents, ADD_FUNDS_AND_SEND_RETURN.path, {
    ...ADD_FUNDS_AND_SEND_RETURN.params,
    send: sendId,
  });
  return { url: checkout.url, created };
}
