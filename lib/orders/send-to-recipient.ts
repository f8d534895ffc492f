import 'server-only';
import { spendAddressLookups } from '@/lib/addresses/address-lookup-limit';
import { resolveAddress } from '@/lib/addresses/resolve-address';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { loadSendContext } from './load-send-context';
import type { ValidatedAddress } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { DUPLICATE_MESSAGES } from './duplicate-messages';
import { recentlyMailedOnCampaign } from './recently-mailed-on-campaign';
import { placeOrder } from './place-order';
import type { PlacementPlan } from './placement-notice';
import { placementPlan } from './placement-plan';
import { requireReturnAddress } from './require-return-address';
import { requireSendDate } from './send-date-today';
import { cleanAddress2 } from '@/lib/validation/address-line-2';

/**
 * Submit of the Add Recipient modal: the picked address is resolved again here (the browser's
 * copy is not trusted), then the recipient and one pending order, priced from the database,
 * are written in one transaction (placeOrder). The order pipeline takes it from there.
 */
export type SendInput = {
  campaignId: string;
  recipientName: string;
  /** The address suggestion the user picked, resolved again on the server. */
  placeId: string;
  sessionToken: string;
  /** Apartment, suite or unit as typed (checked by the action's schema); the picked address has none. */
  address2?: string | null;
  customValues: Record<string, string>;
  /** The short link id of Confirm Order's preview, so the printed QR code is the one shown. */
  linkId?: string | null;
  /** The user chose to mail an address this campaign mailed recently. */
  sendAnyway?: boolean;
  /** The day to mail it, as typed (decision 037); empty or missing: as soon as it is paid. */
  sendDate?: string | null;
};

/** Refuses an address this campaign mailed in the last 90 days, unless the user chose to send anyway. */
export async function refuseRecentUnlessChosen(
  userId: string,
  input: Pick<SendInput, 'campaignId' | 'sendAnyway' | 'address2'>,
  address: ValidatedAddress,
): Promise<void> {
  if (input.sendAnyway) return;
  // Another unit of a building this campaign mailed is another address (issue 35).
  const place = { address, address2: cleanAddress2(input.address2) };
  const recent = await withUserScope(userId, (tx) => recentlyMailedOnCampaign(tx, userId, input.campaignId, [place]));
  if (recent.size) throw new UserFacingError(DUPLICATE_MESSAGES.refused);
}

export async function sendToRecipient(
  userId: string,
  input: SendInput,
): Promise<{ orderId: string; sendId: string; sendDate: string | null; plan: PlacementPlan }> {
  // The caller's own campaign first (else "Campaign not found"), then a return address to print.
  await withUserScope(userId, (tx) => loadSendContext(tx, userId, input.campaignId));
  await requireReturnAddress(userId);
  const sendDate = await requireSendDate(input.sendDate);
  await spendAddressLookups(userId);
  const address = await resolveAddress(input.placeId, input.sessionToken);
  await refuseRecentUnlessChosen(userId, input, address);
  const placed = await getDb().transaction((tx) =>
    placeOrder(tx, userId, {
      campaignId: input.campaignId,
      recipientName: input.recipientName,
      address,
      address2: input.address2,
      customValues: input.customValues,
      linkId: input.linkId,
      sendDate,
      source: 'app',
    }),
  );
  // Said as the notice: paid from the balance, by the saved card, or waiting for money.
  return {
    orderId: placed.orderId,
    sendId: placed.sendId,
    sendDate,
    plan: await placementPlan(userId, 1, placed.costCents),
  };
}
