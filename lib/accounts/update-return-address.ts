import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import type { ReturnAddress } from '@/lib/validation/return-address';

/**
 * Saves the return address printed on every postcard (lib/orders/build-submission.ts reads these
 * columns). The address comes parsed by ReturnAddressSchema; an empty line 2 is stored as NULL,
 * as the order builder treats it.
 */
export async function updateReturnAddress(userId: string, address: ReturnAddress): Promise<ReturnAddress> {
  const updated = await getDb()
    .update(profiles)
    .set({
      return_address_name: address.name,
      return_address_line1: address.line1,
      return_address_line2: address.line2 || null,
      return_address_city: address.city,
      return_address_state: address.state,
      return_address_zip: address.zip,
      updated_at: new Date(),
    })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  if (updated.length === 0) throw new Error(`No profile for user ${userId}`);
  return address;
}
