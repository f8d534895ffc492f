import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { phoneNumbers } from '@/lib/db/schema';
import { UserFacingError, logError } from '@/lib/errors';
import { getTelephony } from '@/lib/providers/telephony';
import { PHONE_MESSAGES } from '@/lib/validation/phone-number';

/**
 * Releases the user's number at the provider, then deletes its row (its calls go with it).
 * Release first: a row without a rented number can be deleted again, while a rented number
 * without a row would be billed forever with nothing to release it from. Releasing twice is
 * harmless (the port treats an unknown number as released), so a failed delete can be retried.
 */
export async function deletePhoneNumber(userId: string, id: string): Promise<void> {
  const [row] = await withUserScope(userId, (tx) =>
    tx
      .select({ sid: phoneNumbers.phone_sid })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.id, id), eq(phoneNumbers.user_id, userId))),
  );
  if (!row) throw new UserFacingError(PHONE_MESSAGES.deleteFailed);

  const telephony = getTelephony();
  try {
    await telephony.releaseNumber(row.sid);
  } catch (error) {
    logError(`releasing number ${row.sid}`, error);
    throw new UserFacingError(PHONE_MESSAGES.releaseFailed(telephony.providerName));
  }

  try {
    await getDb()
      .delete(phoneNumbers)
      .where(and(eq(phoneNumbers.id, id), eq(phoneNumbers.user_id, userId)));
  } catch (error) {
    logError(`deleting phone number ${id} after its release`, error);
    throw new UserFacingError(PHONE_MESSAGES.deleteFromDatabaseFailed);
  }
}
