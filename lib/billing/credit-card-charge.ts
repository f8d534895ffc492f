import type { Queryable } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { transactions, type TransactionMetadata } from '@/lib/db/schema';

/**
 * Credits money the provider confirmed as a completed card_charge. The idempotency key (the
 * provider's payment or checkout id) makes a replayed confirmation a no-op; returns whether
 * this call credited.
 */
export async function creditCardCharge(
  input: { userId: string; amountCents: number; idempotencyKey: string; metadata?: TransactionMetadata },
  db: Queryable = getDb(),
): Promise<boolean> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new Error(`A card charge credits a positive amount of cents, got ${input.amountCents}`);
  }
  const inserted = await db
    .insert(transactions)
    .values({
      user_id: input.userId,
      status: 'completed',
      type: 'card_charge',
      amount: input.amountCents,
      idempotency_key: input.idempotencyKey,
      metadata: input.metadata ?? {},
    })
    .onConflictDoNothing({ target: transactions.idempotency_key })
    .returning({ id: transactions.id });
  return inserted.length > 0;
}
