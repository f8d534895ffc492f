import 'server-only';
import type { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { phoneNumbers } from '@/lib/db/schema';
import { UserFacingError, logError } from '@/lib/errors';
import { isProUser } from '@/lib/plans/is-pro';
import { getTelephony, type ProvisionedNumber, type TelephonyPort } from '@/lib/providers/telephony';
import { PHONE_MESSAGES, type CreatePhoneNumberSchema } from '@/lib/validation/phone-number';
import { voiceWebhookUrl } from './webhook-urls';

export type NewPhoneNumber = z.output<typeof CreatePhoneNumberSchema>;

/**
 * Rents a local number in the area code for a Pro user and stores it. Each step fails with its
 * own message (spec section 8); a number rented but not stored is released again at once, so
 * nobody pays for a number no row points at.
 */
export async function createPhoneNumber(
  userId: string,
  input: NewPhoneNumber,
): Promise<{ id: string; phoneNumber: string }> {
  // Checked on the server: the browser's upgrade prompt is a convenience, not the rule.
  if (!(await withUserScope(userId, (tx) => isProUser(tx, userId)))) {
    throw new UserFacingError(PHONE_MESSAGES.proRequired);
  }
  const telephony = getTelephony();
  const rented = await rent(telephony, input);
  try {
    const [row] = await getDb()
      .insert(phoneNumbers)
      .values({
        phone_sid: rented.sid,
        name: input.name,
        phone_number: rented.phoneNumber,
        area_code: input.areaCode,
        user_id: userId,
        forwarding_number: input.forwardingNumber,
        whisper_message: input.whisperMessage,
      })
      .returning({ id: phoneNumbers.id });
    return { id: row.id, phoneNumber: rented.phoneNumber };
  } catch (error) {
    logError(`saving rented number ${rented.sid}`, error);
    await releaseOrphan(telephony, rented.sid);
    throw new UserFacingError(PHONE_MESSAGES.saveFailed);
  }
}

async function rent(telephony: TelephonyPort, input: NewPhoneNumber): Promise<ProvisionedNumber> {
  let found;
  try {
    found = await telephony.findAvailableNumber(input.areaCode);
  } catch (error) {
    logError(`number search in area code ${input.areaCode}`, error);
    throw new UserFacingError(PHONE_MESSAGES.searchFailed);
  }
  if (!found) throw new UserFacingError(PHONE_MESSAGES.noneAvailable);
  try {
    return await telephony.provisionNumber({
      phoneNumber: found.phoneNumber,
      friendlyName: input.name,
      voiceUrl: voiceWebhookUrl(),
    });
  } catch (error) {
    logError(`renting ${found.phoneNumber}`, error);
    throw new UserFacingError(PHONE_MESSAGES.provisionFailed);
  }
}

async function releaseOrphan(telephony: TelephonyPort, sid: string): Promise<void> {
  try {
    await telephony.releaseNumber(sid);
  } catch (error) {
    // The user still sees 'Failed to save phone number'; the log names the sid to release by hand.
    logError(`releasing orphaned number ${sid} (release it in the ${telephony.providerName} console)`, error);
  }
}
