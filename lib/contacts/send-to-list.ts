import 'server-only';
import { and, asc, count, eq, not } from 'drizzle-orm';
import type { RecentChoice } from '@/lib/bulk/bulk-send';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { contacts, listSends } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { loadSendContext } from '@/lib/orders/load-send-context';
import type { PlacementPlan } from '@/lib/orders/placement-notice';
import { placementPlan } from '@/lib/orders/placement-plan';
import { placeRecipientOrders } from '@/lib/orders/place-recipient-orders';
import { requireSendDate } from '@/lib/orders/send-date-today';
import { requireReturnAddress } from '@/lib/orders/require-return-address';
import { CONTACT_MESSAGES, LIST_SEND_MESSAGES, MAX_LIST_SEND } from '@/lib/validation/contacts-messages';
import { isUuid } from '@/lib/validation/uuid';
import { getList } from './get-list';
import { listContactsWhere, mailedRecently } from './list-send-audience';

export type ListSendInput = {
  listId: string;
  campaignId: string;
  /** The quote's token: a second confirmation with it places nothing and answers what the first placed. */
  token: string;
  /** Contacts this campaign mailed in the last 90 days: skipped (the default) or sent anyway. */
  recent?: RecentChoice;
  /** The day to mail every card, as typed (decision 037); empty or missing: as soon as paid. */
  sendDate?: string | null;
  /** Who confirmed it: the app (the default), or POST /api/v1/lists/{id}/send. */
  source?: 'app' | 'api';
};

export type ListSendResult = {
  /** The one send holding its orders (decision 043); a replay answers the same. */
  sendId: string;
  created: number;
  skippedRecent: number;
  orderIds: string[];
  unitCents: number;
  /** The day the cards go to print (UTC); null: as soon as each is paid. */
  sendDate: string | null;
  plan: PlacementPlan;
};

/**
 * Confirm a send to a list: every contact of the list (less those this campaign mailed recently,
 * unless sent anyway) becomes a recipient of the campaign and a pending order, written on the
 * server from the stored, already validated contacts in one transaction with the confirmation's
 * token — so a failure part-way leaves nothing, and a double-click or a retried request with the
 * same token places the list once. The orders are then charged one by one by the pipeline, as
 * Bulk Send's are (decision 017).
 */
export async function sendToList(
  userId: string,
  input: ListSendInput,
  /** Runs once the count is known, before anything is written; may refuse (throw). */
  beforeWrite?: (count: number) => Promise<void>,
): Promise<ListSendResult> {
  if (!isUuid(input.token)) throw new UserFacingError(LIST_SEND_MESSAGES.invalidToken);
  const done = await earlier(userId, input);
  if (done) return done;
  const recentSql = mailedRecently(userId, input.campaignId);
  const audience = (listId: string) =>
    input.recent === 'send'
      ? listContactsWhere(userId, listId)
      : and(listContactsWhere(userId, listId), not(recentSql));
  const { list, sending } = await withUserScope(userId, async (tx) => {
    const list = await getList(tx, userId, input.listId);
    await loadSendContext(tx, userId, input.campaignId);
    const [{ sending }] = await tx.select({ sending: count() }).from(contacts).where(audience(list.id));
    return { list, sending };
  });
  if (!list.contactCount) throw new UserFacingError(CONTACT_MESSAGES.emptyList);
  if (list.contactCount > MAX_LIST_SEND) throw new UserFacingError(LIST_SEND_MESSAGES.tooLarge);
  if (!sending) throw new UserFacingError(CONTACT_MESSAGES.allRecent);
  await requireReturnAddress(userId);
  const sendDate = await requireSendDate(input.sendDate);
  await beforeWrite?.(sending);

  const placed = await getDb().transaction(async (tx) => {
    // The token first: a second confirmation running at once waits here for this one, then finds it.
    const claimed = await tx
      .insert(listSends)
      .values({
        token: input.token,
        user_id: userId,
        list_id: list.id,
        campaign_id: input.campaignId,
        result: { created: 0, skippedRecent: 0, orderIds: [], unitCents: 0, sendDate: null },
      })
      .onConflictDoNothing()
      .returning({ token: listSends.token });
    if (!claimed.length) return null;
    const people = await tx
      .select({
        name: contacts.name,
        address: contacts.address,
        // The contact's unit rides into every send (issue 35).
        address2: contacts.address_2,
        customValues: contacts.custom_values,
      })
      .from(contacts)
      .where(audience(list.id))
      .orderBy(asc(contacts.created_at), asc(contacts.id));
    if (!people.length) throw new UserFacingError(CONTACT_MESSAGES.allRecent);
    const { sendId, orderIds, unitCents } = await placeRecipientOrders(tx, userId, input.campaignId, people, sendDate, {
      kind: 'list_send',
      source: input.source ?? 'app',
      listId: list.id,
    });
    const result = {
      sendId,
      created: orderIds.length,
      skippedRecent: list.contactCount - orderIds.length,
      orderIds,
      unitCents,
      sendDate,
    };
    await tx.update(listSends).set({ result }).where(eq(listSends.token, input.token));
    return result;
  });
  if (!placed) {
    // Another confirmation with this token won the race: its result, if it is this user's send.
    const first = await earlier(userId, input);
    if (!first) throw new UserFacingError(LIST_SEND_MESSAGES.invalidToken);
    return first;
  }
  return { ...placed, plan: await placementPlan(userId, placed.created, placed.unitCents) };
}

/**
 * What the confirmation with this token placed, if it was confirmed already. A token used for
 * another list or campaign is not this send's: refused rather than answered with that one.
 */
async function earlier(userId: string, input: ListSendInput): Promise<ListSendResult | null> {
  const [row] = await getDb()
    .select({ result: listSends.result, listId: listSends.list_id, campaignId: listSends.campaign_id })
    .from(listSends)
    .where(and(eq(listSends.token, input.token), eq(listSends.user_id, userId)));
  if (!row) return null;
  if (row.listId !== input.listId || row.campaignId !== input.campaignId)
    throw new UserFacingError(LIST_SEND_MESSAGES.invalidToken);
  // Written in the transaction of its orders, so a row that is found has its send.
  if (!row.result.sendId) throw new UserFacingError(LIST_SEND_MESSAGES.invalidToken);
  return {
    ...row.result,
    sendId: row.result.sendId,
    sendDate: row.result.sendDate ?? null,
    plan: await placementPlan(userId, row.result.created, row.result.unitCents),
  };
}
