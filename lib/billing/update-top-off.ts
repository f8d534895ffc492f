import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { profiles } from '@/lib/db/schema';
import { resumeWaitingOrders } from '@/lib/orders/resume-waiting-orders';

/** The user's auto-recharge amount in cents; 0 when it is off (stored as NULL). */
export async function currentTopOffCents(userId: string): Promise<number> {
  const [row] = await withUserScope(userId, (tx) =>
    tx.select({ amount: profiles.top_off_amount }).from(profiles).where(eq(profiles.id, userId)),
  );
  return row?.amount ?? 0;
}

/**
 * Sets the least amount auto-recharge charges to the default card when an order needs more than
 * the balance. 0 switches it off and is stored as NULL (spec section 7). Switching it on gives
 * the orders stopped at payment_required another chance, in the same transaction, so the
 * setting and the retry are never half done. Returns how many orders were resumed.
 */
export async function updateTopOff(
  userId: string,
  amountCents: number,
): Promise<{ amountCents: number; resumedOrders: number }> {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new Error(`A top-off amount is a whole number of cents >= 0, got ${amountCents}`);
  }
  return getDb().transaction(async (tx) => {
    const updated = await tx
      .update(profiles)
      .set({ top_off_amount: amountCents === 0 ? null : amountCents, updated_at: new Date() })
      .where(eq(profiles.id, userId))
      .returning({ id: profiles.id });
    if (updated.length === 0) throw new Error(`No profile for user ${userId}`);
    const resumedOrders = amountCents > 0 ? await resumeWaitingOrders(userId, tx) : 0;
    return { amountCents, resumedOrders };
  });
}
