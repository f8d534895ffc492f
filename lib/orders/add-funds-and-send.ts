import 'server-only';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { spendAddressLookups } from '@/lib/addresses/address-lookup-limit';
import { resolveAddress } from '@/lib/addresses/resolve-address';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { addFundsCents } from '@/lib/billing/card-charge-amount';
import { startTopUp } from '@/lib/billing/start-top-up';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { checkoutSends } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { loadSendContext } from './load-send-context';
import { termsOfSend } from './order-terms';
import { requireReturnAddress } from './require-return-address';
import { requireSendDate } from './send-date-today';
import { addAtLeastMessage } from './add-at-least-message';
import { refuseRecentUnlessChosen, type SendInput } from './send-to-recipient';
import { cleanAddress2 } from '@/lib/validation/address-line-2';

/** Where the browser comes back once the checkout is paid: Orders, on the tab that shows the new order whatever its status. */
export const ADD_FUNDS_AND_SEND_RETURN = { path: '/orders?filter=all', params: { funds: 'added' } };

export { addAtLeastMessage } from './add-at-least-message';

/**
 * 'Add funds and send' on Confirm Order: the send is checked exactly as Submit Order checks it
 * (address resolved again, campaign the user's own, price from the database), kept with what it
 * buys (order-terms.ts) and the checkout it waits for, and placed by the payment event that
 * credits that checkout (placeCheckoutSends). Nothing is placed if the checkout is never paid.
 */
export async function startAddFundsAndSend(
  userId: string,
  input: SendInput & { amountCents: number },
): Promise<{ url: string }> {
  await withUserScope(userId, (tx) => loadSendContext(tx, userId, input.campaignId));
  await requireReturnAddress(userId);
  const sendDate = await requireSendDate(input.sendDate);
  await spendAddressLookups(userId);
  const address = await resolveAddress(input.placeId, input.sessionToken);
  await refuseRecentUnlessChosen(userId, input, address);
  const { shortfallCents, terms } = await withUserScope(userId, async (tx) => {
    const { campaign, template } = await loadSendContext(tx, userId, input.campaignId);
    const { price, terms } = await termsOfSend(tx, userId, campaign, template.size);
    return { shortfallCents: Math.max(0, price.totalCents - (await getBalanceCents(tx, userId))), terms };
  });
  const minimumCents = addFundsCents(shortfallCents);
  if (input.amountCents < minimumCents) throw new UserFacingError(addAtLeastMessage(minimumCents));

  const checkout = await startTopUp(
    userId,
    input.amountCents,
    ADD_FUNDS_AND_SEND_RETURN.path,
    ADD_FUNDS_AND_SEND_RETURN.params,
  );
  // A checkout not paid within a day has expired (Stripe's default): its send is cleared as new ones come.
  await getDb()
    .delete(checkoutSends)
    .where(
      and(
        eq(checkoutSends.user_id, userId),
        isNull(checkoutSends.order_id),
        lt(checkoutSends.created_at, new Date(Date.now() - 86_400_000)),
      ),
    );
  await getDb()
    .insert(checkoutSends)
    .values({
      user_id: userId,
      checkout_id: checkout.id,
      campaign_id: input.campaignId,
      recipient_name: input.recipientName,
      address,
      address_2: cleanAddress2(input.address2),
      custom_values: input.customValues,
      link_id: input.linkId ?? null,
      terms,
      send_date: sendDate,
    });
  return { url: checkout.url };
}
