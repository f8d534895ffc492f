import 'server-only';
import type { Queryable } from '@/lib/db/client';
import { orderEvents, type OrderEventKind } from '@/lib/db/schema';

export type OrderEventInput = {
  order: { id: string; user_id: string };
  kind: OrderEventKind;
  providerStatus?: string | null;
  amountCents?: number | null;
  message?: string | null;
  at?: Date;
};

/**
 * Writes one step of an order's journey (decision 035). Call it with the transaction of the
 * status or money change it describes, so the timeline never tells what did not happen.
 * A provider event already recorded for the order (same words) is left as it was.
 */
export async function recordOrderEvent(db: Queryable, event: OrderEventInput): Promise<void> {
  await recordOrderEvents(db, [event]);
}

export async function recordOrderEvents(db: Queryable, events: OrderEventInput[]): Promise<void> {
  if (!events.length) return;
  await db
    .insert(orderEvents)
    .values(
      events.map((e) => ({
        order_id: e.order.id,
        user_id: e.order.user_id,
        kind: e.kind,
        provider_status: e.providerStatus ?? null,
        amount: e.amountCents ?? null,
        message: e.message ?? null,
        ...(e.at ? { occurred_at: e.at } : {}),
      })),
    )
    .onConflictDoNothing();
}
