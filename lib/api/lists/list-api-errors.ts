import { UserFacingError } from '@/lib/errors';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';
import { SEND_MESSAGES } from '@/lib/validation/send';
import { ApiError } from '../errors';
import { API_MESSAGES } from '../messages';

/**
 * The domain's words as the API's codes: another user's list or campaign is as unknown as a
 * missing one (404), a missing return address is return_address_required; the rest stay 422.
 */
export async function asApiErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error;
    if (error.message === CONTACT_MESSAGES.listNotFound) throw new ApiError(404, 'not_found', error.message);
    if (error.message === SEND_MESSAGES.campaignNotFound)
      throw new ApiError(404, 'not_found', API_MESSAGES.campaignNotFound);
    if (error.message === SEND_MESSAGES.returnAddressMissing)
      throw new ApiError(422, 'return_address_required', API_MESSAGES.returnAddressRequired, {
        fields: { return_address: 'Add a return address in Profile → Account before sending' },
      });
    throw error;
  }
}
