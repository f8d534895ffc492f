import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import { unprintableMessage } from './printable-text';

/** The return address texts of spec sections 2, 5 and 8; client-safe, without zod. */
export const RETURN_ADDRESS_MESSAGES = {
  required: 'Please fill in all required fields',
  state: 'State must be a 2-letter US state code, such as IL',
  zip: 'ZIP code must be 5 digits, such as 62701',
  /** A control character or a lone surrogate in the name. */
  nameUnprintable: unprintableMessage('Name'),
  /** The same in line 1, line 2 or the city: the spec's message for an address that is not one. */
  addressUnprintable: ADDRESS_MESSAGES.invalid,
  saved: 'Return address saved',
  saveFailed: 'Failed to update return address',
  /** A pick that does not resolve to all five parts, or a lookup that fails (spec section 5). */
  validateFailed: ADDRESS_MESSAGES.failed,
  /** The suggestion service cannot be reached. */
  lookupUnavailable: ADDRESS_MESSAGES.initFailed,
  validated: ADDRESS_MESSAGES.validated,
} as const;

/**
 * Column sizes: state and ZIP are the varchar(2) and varchar(5) of the profiles table; the text
 * limits keep a line printable on a postcard's return address block.
 */
export const RETURN_ADDRESS_LIMITS = { name: 100, line1: 100, line2: 100, city: 60, state: 2, zip: 5 } as const;
