import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Tx } from '@/lib/db/client';
import { orders, recipients, type ValidatedAddress } from '@/lib/db/schema';
import { createSend, type SendOrigin } from '@/lib/sends/create-send';
import { createPostcardLinks } from '@/lib/tracking/create-postcard-links';
import { loadSendContext } from './load-send-context';
import { termsOfSend } from './order-terms';
import { cleanAddress2 } from '@/lib/validation/address-line-2';

export type Addressee = {
  name: string;
  address: ValidatedAddress;
  /** Apartment, suite or unit, checked by the caller (lib/validation/address-line-2.ts); none: null. */
  address2?: string | null;
  customValues: Record<string, string>;
};

/** Rows written per statement: well under Postgres's bind-parameter limit. */
const BATCH = 500;

/**
 * Many sends of one campaign at once (Bulk Send, a list): each addressee becomes a recipient of
 * the campaign and a pending order priced as one send (the terms recorded as of now, decision
 * 025), dated `sendDate` if any (decision 037), with its postcard's own short link. Custom values
 * the template does not have are dropped. They are one send, made by `origin` (decision 043). Runs
 * in the caller's transaction; returns the send, the order ids in the addressees' order and the
 * price of one card.
 */
export async function placeRecipientOrders(
  tx: Tx,
  userId: string,
  campaignId: string,
  addressees: Addressee[],
  sendDate: string | null,
  origin: Extract<SendOrigin, { kind: 'bulk_send' | 'list_send' }>,
): Promise<{ sendId: string; orderIds: string[]; unitCents: number }> {
  const { campaign, template } = await loadSendContext(tx, userId, campaignId);
  const { terms, price } = await termsOfSend(tx, userId, campaign, template.size);
  const known = new Set(template.custom_values.map((v) => v.id));
  const sendId = await createSend(tx, userId, campaign.id, origin, sendDate);
  const orderIds: string[] = [];
  for (let start = 0; start < addressees.length; start += BATCH) {
    // Ids are made here so each order points at its recipient without relying on RETURNING order.
    const rows = addressees.slice(start, start + BATCH).map((person) => ({ ...person, id: randomUUID() }));
    await tx.insert(recipients).values(
      rows.map((row) => ({
        id: row.id,
        campaign_id: campaign.id,
        user_id: userId,
        name: row.name,
        address: row.address,
        address_2: cleanAddress2(row.address2),
        custom_values: Object.fromEntries(Object.entries(row.customValues).filter(([id]) => known.has(id))),
        is_neighbor: false,
      })),
    );
    const written = await tx
      .insert(orders)
      .values(
        rows.map((row) => ({
          campaign_id: campaign.id,
          recipient_id: row.id,
          user_id: userId,
          status: 'pending' as const,
          ...terms,
          send_date: sendDate,
          send_id: sendId,
        })),
      )
      .returning({ orderId: orders.id, recipientId: orders.recipient_id });
    const names = new Map<string, string>(rows.map((row) => [row.id, row.name]));
    await createPostcardLinks(
      tx,
      userId,
      campaign,
      written.map((order) => ({ ...order, recipientName: names.get(order.recipientId)! })),
    );
    const byRecipient = new Map(written.map((order) => [order.recipientId, order.orderId]));
    orderIds.push(...rows.map((row) => byRecipient.get(row.id)!));
  }
  return { sendId, orderIds, unitCents: price.totalCents };
}
