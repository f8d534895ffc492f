import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { orders, profiles, type ValidatedAddress } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { programCost } from '@/lib/follow-ups/program-cost';
import { loadSendContext } from '@/lib/orders/load-send-context';
import { placeOrder } from '@/lib/orders/place-order';
import { checkSendDate } from '@/lib/orders/send-date';
import { sendDateToday } from '@/lib/orders/send-date-today';
import { SEND_MESSAGES } from '@/lib/validation/send';
import { ApiError, validationError } from '../errors';
import { API_MESSAGES } from '../messages';
import { sendProgramJson } from '../follow-ups/program-json';
import type { ApiCreatedOrder, ApiOrder, CreateOrderInput } from '../schemas/orders';
import { orderJson } from './order-json';
import { validateApiAddress } from './validate-api-address';

/** The caller's campaign and template; someone else's campaign is as unknown as a missing one. */
async function campaignOf(tx: Tx, userId: string, campaignId: string) {
  try {
    return await loadSendContext(tx, userId, campaignId);
  } catch (error) {
    if (error instanceof UserFacingError && error.message === SEND_MESSAGES.campaignNotFound) {
      throw new ApiError(404, 'not_found', API_MESSAGES.campaignNotFound);
    }
    throw error;
  }
}

/** Every card prints the sender's return address: without one on the account nothing is placed. */
async function requireReturnAddress(tx: Tx, userId: string): Promise<void> {
  const [profile] = await tx
    .select({
      name: profiles.return_address_name,
      line1: profiles.return_address_line1,
      city: profiles.return_address_city,
      state: profiles.return_address_state,
      zip: profiles.return_address_zip,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (profile && Object.values(profile).every((value) => value?.trim())) return;
  throw new ApiError(422, 'return_address_required', API_MESSAGES.returnAddressRequired, {
    fields: { return_address: 'Add a return address in Profile → Account before sending' },
  });
}

async function insertOrder(
  tx: Tx,
  userId: string,
  input: CreateOrderInput,
  address: ValidatedAddress,
  sendDate: string | null,
): Promise<ApiOrder> {
  const { orderId } = await placeOrder(tx, userId, {
    campaignId: input.campaign_id,
    recipientName: input.recipient_name,
    address,
    address2: input.recipient_address_2,
    customValues: input.custom_values ?? {},
    sendDate,
    source: 'api',
  });
  const [created] = await tx.select({ order: orderJson }).from(orders).where(eq(orders.id, orderId));
  return created.order;
}

/**
 * POST /api/v1/orders as the app's Send does it: the recipient and one pending order priced from
 * the database, in one transaction; the order pipeline charges and mails it from there. The
 * campaign is checked before the address so a wrong campaign costs no lookup, and the lookups
 * run outside the transaction so no connection waits on the maps service. A send_date after
 * today (UTC, decision 037) makes a scheduled order: charged now, mailed on that day. The answer
 * says what the campaign's follow-up steps may still mail and charge after this card, priced as
 * Confirm Order prices it (programCost, decision 044).
 */
export async function createApiOrder(userId: string, input: CreateOrderInput): Promise<ApiCreatedOrder> {
  const today = await sendDateToday();
  const checked = checkSendDate(input.send_date, today);
  if (!checked.ok) throw validationError({ send_date: checked.message });
  const program = await withUserScope(userId, async (tx) => {
    const { campaign } = await campaignOf(tx, userId, input.campaign_id);
    await requireReturnAddress(tx, userId);
    return programCost(tx, userId, campaign);
  });
  const address = await validateApiAddress(input);
  const order = await getDb().transaction((tx) => insertOrder(tx, userId, input, address, checked.sendDate));
  return {
    ...order,
    follow_up_program: sendProgramJson(program, {
      cards: 1,
      startDay: checked.sendDate ?? today,
      today,
      sendCents: order.cost_cents,
    }),
  };
}
