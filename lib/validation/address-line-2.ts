// Zod-free and client-safe: the one rule for an address's second line (apartment, suite, unit),
// shared by Send, Bulk Send, contacts, the API and the server's writes (issue 35).
import { hasUnprintableCharacters, unprintableMessage } from './printable-text';

/** What a mailing label's line holds; thanks.io and USPS CASS software cut longer lines. */
export const MAX_ADDRESS_2_LENGTH = 64;

export const ADDRESS_2_LABEL = 'Apartment, suite, unit (optional)';

export const ADDRESS_2_MESSAGES = {
  tooLong: `Apartment, suite or unit can have at most ${MAX_ADDRESS_2_LENGTH} characters`,
  unprintable: unprintableMessage('Apartment, suite or unit'),
} as const;

/**
 * Line 2 as it is stored: trimmed, inner runs of spaces made one (so "Apt  4B" and "Apt 4B" are
 * one unit to the duplicate checks), null when empty.
 */
export function cleanAddress2(text: string | null | undefined): string | null {
  const clean = (text ?? '').trim().replace(/\s+/g, ' ');
  return clean || null;
}

/** The first problem of a typed line 2, or null (empty is fine: the line is optional). */
export function address2Problem(text: string | null | undefined): string | null {
  const clean = cleanAddress2(text);
  if (!clean) return null;
  // Checked on the raw text: a tab or line break is refused, not quietly turned into a space.
  if (hasUnprintableCharacters(text!)) return ADDRESS_2_MESSAGES.unprintable;
  if (clean.length > MAX_ADDRESS_2_LENGTH) return ADDRESS_2_MESSAGES.tooLong;
  return null;
}
