import 'server-only';
import type { Tx } from '@/lib/db/client';
import { sends, type SendSource } from '@/lib/db/schema';

/** What is placing cards, as the send records it (decision 043). Follow-up steps use followUpDaySend. */
export type SendOrigin =
  | { kind: 'send'; source: Exclude<SendSource, 'worker'> }
  | { kind: 'bulk_send'; source: 'app' }
  | { kind: 'list_send'; source: Exclude<SendSource, 'worker'>; listId: string };

/**
 * A new send of the user's campaign, in the transaction that places its orders: every placement
 * writes exactly one, and its orders point at it. Its counts and cost are kept by the database
 * as the orders are written (migration 0036). Returns its id.
 */
export async function createSend(
  tx: Tx,
  userId: string,
  campaignId: string,
  origin: SendOrigin,
  sendDate: string | null,
): Promise<string> {
  const [send] = await tx
    .insert(sends)
    .values({
      user_id: userId,
      campaign_id: campaignId,
      kind: origin.kind,
      source: origin.source,
      list_id: origin.kind === 'list_send' ? origin.listId : null,
      send_date: sendDate,
    })
    .returning({ id: sends.id });
  return send.id;
}
