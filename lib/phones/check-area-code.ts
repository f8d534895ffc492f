import { UserFacingError, logError } from '@/lib/errors';
import { getTelephony } from '@/lib/providers/telephony';
import { PHONE_MESSAGES } from '@/lib/validation/phone-number';

/** Whether the provider has a local number in the area code right now (the form's live check). */
export async function checkAreaCode(areaCode: string): Promise<{ available: boolean }> {
  try {
    return { available: (await getTelephony().findAvailableNumber(areaCode)) !== null };
  } catch (error) {
    logError(`number search in area code ${areaCode}`, error);
    throw new UserFacingError(PHONE_MESSAGES.searchFailed);
  }
}
