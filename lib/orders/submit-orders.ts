import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { logError } from '@/lib/errors';
import { getPostcards, isTransient, PostcardProviderError, type MailingRecipient } from '@/lib/providers/postcards';
import { createPostcardLinks } from '@/lib/tracking/create-postcard-links';
import { buildSubmission, OrderNotMailableError } from './build-submission';
import { claimOrders, isDue, type OrderRow } from './claim-order';
import { failOrder } from './fail-order';
import { allNeighborsRecentMessage, neighborsFor, NO_NEIGHBORS_MESSAGE, refundUnmailedNeighbors } from './neighbors';
import { loadOrderContexts, type OrderContext } from './order-context';
import { recordOrderEvent } from './order-events';
import { MAX_SUBMIT_ATTEMPTS, retryDelayMs } from './order-machine';
import { resolveUncertainSubmission } from './resolve-uncertain-submission';
import { trackingPollMs } from './track-next-order';

/** Orders one worker takes per claim; they are sent one after another. */
export const SUBMIT_BATCH = 10;
const UNREACHABLE_MESSAGE = 'The postcard provider could not be reached.';

/**
 * The submit step: takes up to `limit` charged (ready) orders that are due, records their
 * attempt (attempts, last_attempt_at, submitting_at) and commits that BEFORE calling the
 * provider, which has no idempotency key: a worker that dies mid-call leaves a trace that
 * recover-next-submission resolves, never a silent second postcard. Then each is sent (a
 * neighbor order finds its neighbors first). Transient failures retry with backoff; permanent
 * ones, or the last attempt, fail the order and refund it; a call that may have gone through is
 * settled by asking the provider. Returns how many orders it took.
 */
export async function submitNextOrders(now = new Date(), limit = SUBMIT_BATCH): Promise<number> {
  const db = getDb();
  const recorded = await db.transaction(async (tx) => {
    const due = await claimOrders(tx, and(eq(orders.status, 'ready'), isNull(orders.submitting_at), isDue(now)), limit);
    if (!due.length) return [];
    return tx
      .update(orders)
      .set({ attempts: sql`${orders.attempts} + 1`, last_attempt_at: now, submitting_at: now, updated_at: now })
      .where(
        inArray(
          orders.id,
          due.map((o) => o.id),
        ),
      )
      .returning();
  });
  if (!recorded.length) return 0;

  const contexts = await loadOrderContexts(db, recorded);
  for (const order of recorded) {
    const context = contexts.get(order.id);
    if (!context) throw new Error(`Order ${order.id} lost its campaign, recipient or profile`);
    await submitOne(order, context);
  }
  return recorded.length;
}

async function submitOne(order: OrderRow, context: OrderContext): Promise<void> {
  const db = getDb();
  try {
    let mailTo: MailingRecipient[] = [
      { name: context.recipient.name, address: context.recipient.address, address2: context.recipient.address_2 },
    ];
    // What was bought decides what is mailed: the order's own record, not the campaign as it is now.
    if (order.campaign_type === 'neighbor') {
      mailTo = await neighborsFor(order, context);
      if (!mailTo.length) {
        const skipped = order.neighbors_skipped ?? 0;
        await failOrder(order, skipped ? allNeighborsRecentMessage(skipped) : NO_NEIGHBORS_MESSAGE);
        return;
      }
      await refundUnmailedNeighbors(db, order, mailTo.length);
    }
    // Orders placed before the campaign had a response URL get their link now.
    const linkId =
      context.linkId ??
      (
        await createPostcardLinks(db, order.user_id, { ...context.campaign, type: order.campaign_type }, [
          { orderId: order.id, recipientId: context.recipient.id, recipientName: context.recipient.name },
        ])
      ).get(order.id) ??
      null;
    const placed = await getPostcards().sendPostcards(buildSubmission(order, context, mailTo, linkId));
    await db.transaction(async (tx) => {
      const [submitted] = await tx
        .update(orders)
        .set({
          status: 'submitted',
          provider_order_id: placed.providerOrderId,
          provider_status: placed.providerStatus,
          submitted_at: new Date(),
          submitting_at: null,
          error_message: null,
          next_attempt_at: new Date(Date.now() + trackingPollMs()),
          updated_at: new Date(),
        })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'ready')))
        .returning();
      if (!submitted) return;
      await recordOrderEvent(tx, { order: submitted, kind: 'submitted' });
      await recordOrderEvent(tx, { order: submitted, kind: 'provider', providerStatus: placed.providerStatus });
    });
  } catch (error) {
    await handleSubmitFailure(order, error);
  }
}

function readable(error: unknown): string {
  return error instanceof PostcardProviderError || error instanceof OrderNotMailableError
    ? error.message
    : UNREACHABLE_MESSAGE;
}

async function handleSubmitFailure(order: OrderRow, error: unknown): Promise<void> {
  // The request may have gone through: sending again could mail twice, so settle it first.
  if (error instanceof PostcardProviderError && error.outcomeUnknown) {
    await resolveUncertainSubmission(order, order.submitting_at!);
    return;
  }
  const message = readable(error);
  const retryable = !(error instanceof OrderNotMailableError) && isTransient(error);
  if (!(error instanceof PostcardProviderError) && !(error instanceof OrderNotMailableError)) {
    logError(`Submitting order ${order.id} failed`, error);
  }
  if (retryable && order.attempts < MAX_SUBMIT_ATTEMPTS) {
    await getDb()
      .update(orders)
      .set({
        submitting_at: null,
        next_attempt_at: new Date(Date.now() + retryDelayMs(order.attempts)),
        error_message: `${message} Trying again automatically (attempt ${order.attempts} of ${MAX_SUBMIT_ATTEMPTS}).`,
        updated_at: new Date(),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'ready')));
    return;
  }
  await failOrder(order, retryable ? `${message} Gave up after ${order.attempts} attempts.` : message);
}
