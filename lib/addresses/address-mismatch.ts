import type { ValidatedAddress } from '@/lib/db/schema';
import { formatAddressLines } from './format-address';

/**
 * An address as someone typed it (an API order, a CSV row, a contact to import), before the
 * lookup: the street with its number, and the ZIP, or else the city and state.
 */
export type SentAddress = { street: string; city: string; state: string; zip?: string | null };

/** The house number a typed street starts with ("123", "123A", "37-12" in Queens), or null. */
export function streetNumberOf(street: string): string | null {
  const first = street.trim().split(/[\s,]+/)[0] ?? '';
  return /^\d[\dA-Za-z/-]*$/.test(first) ? first : null;
}

// Case and spaces are how people type, not a different place.
const loose = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * Why the address the lookup `found` is not the one `sent`, or null when it agrees. With no pick
 * by a person, the lookup's first suggestion is only a guess, and a guess may land anywhere near
 * the words typed ("2 Tf, Rising Sun, IN" for a street of symbols): it is used only when its
 * street number is the one sent and its ZIP is the one sent (or, with no ZIP sent, its city and
 * state are). The message names the address found and what did not match.
 */
export function addressMismatch(sent: SentAddress, found: ValidatedAddress): string | null {
  const foundText = formatAddressLines(found).join(', ');
  const doesNotMatch = (what: string) => `The address found (${foundText}) does not match the ${what}`;
  const number = streetNumberOf(sent.street);
  if (!number) return doesNotMatch('street sent, which has no street number');
  if (loose(number) !== loose(found.street_number)) return doesNotMatch(`street number sent (${number})`);
  if (sent.zip) return sent.zip === found.postal_code ? null : doesNotMatch(`ZIP sent (${sent.zip})`);
  const sameCity = loose(sent.city) === loose(found.locality);
  const sameState = loose(sent.state) === loose(found.administrative_area_level_1);
  return sameCity && sameState ? null : doesNotMatch(`city and state sent (${sent.city.trim()}, ${sent.state.trim()})`);
}
