import 'server-only';
import { getDb } from '@/lib/db/client';
import { lookupPricing, pricingChanges } from '@/lib/db/schema';
import { centsToNumeric } from '@/lib/money/cents';

/**
 * Sets the price of one address lookup in neighbor campaigns (spec section 7: upsert id, cost,
 * updated_by), records who changed it from what, and applies from the next price computed.
 * Saving the same price again writes nothing. Returns whether it changed.
 */
export async function updateLookupPrice(costCents: number, changedBy: string): Promise<{ changed: boolean }> {
  if (!Number.isSafeInteger(costCents) || costCents < 0) {
    throw new Error(`A lookup price is a whole number of cents >= 0, got ${costCents}`);
  }
  return getDb().transaction(async (tx) => {
    // The row may be missing (spec section 7 tolerates that); FOR UPDATE keeps the old value exact.
    const [current] = await tx.select({ cost: lookupPricing.cost }).from(lookupPricing).for('update');
    if (current?.cost === costCents) return { changed: false };
    const row = { cost: costCents, updated_by: changedBy, updated_at: new Date() };
    await tx
      .insert(lookupPricing)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: lookupPricing.id, set: row });
    await tx.insert(pricingChanges).values({
      changed_by: changedBy,
      subject: 'lookup',
      field: 'cost',
      old_value: current ? centsToNumeric(current.cost) : null,
      new_value: centsToNumeric(costCents),
    });
    return { changed: true };
  });
}
