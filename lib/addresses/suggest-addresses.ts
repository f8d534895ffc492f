import { UserFacingError, logError } from '@/lib/errors';
import { getMaps, type AddressSuggestion } from '@/lib/providers/maps';
import { ADDRESS_MESSAGES, MIN_QUERY_LENGTH } from './messages';

/** Autocomplete for a US address field; nothing is asked for under 3 typed characters. */
export async function suggestAddresses(query: string, sessionToken: string): Promise<AddressSuggestion[]> {
  const text = query.trim();
  if (text.length < MIN_QUERY_LENGTH) return [];
  try {
    return await getMaps().suggest({ query: text, sessionToken });
  } catch (error) {
    // The provider's own message (status, reason) goes to the log, never to the user.
    logError('address suggestions', error);
    throw new UserFacingError(ADDRESS_MESSAGES.failed);
  }
}
