import { parseLocation } from 'parse-address';
import type { AddressProblem } from './port';
import { cities, cityKey, isStreet, usZip } from './sandbox';

/**
 * The sandbox's own reasons, replayed: the checks its `suggest` and `resolve` make, in their
 * order, on an address typed in parts (a CSV row). Deterministic like the sandbox: the same
 * address always gets the same reason, and a reason is only ever a rule the sandbox applies.
 *   "undeliverable" in the text      → the post office does not deliver there (resolve drops the number)
 *   no house number, or number 0     → no house number (suggest needs one; resolve drops 0)
 *   a number but no street name      → street not found
 *   a ZIP not in the ZIP table       → not a US ZIP
 *   a ZIP of another city or state   → ZIP not in the typed city
 *   no ZIP, city unknown in the state → city not found
 */
export async function explainSandboxAddress(address: {
  street: string;
  city: string;
  state: string;
  zip?: string | null;
}): Promise<AddressProblem | null> {
  const street = address.street.trim();
  const city = address.city.trim();
  const state = address.state.trim().toUpperCase();
  if (/\bundeliverable\b/i.test(`${street} ${city}`)) return { part: 'undeliverable' };
  const parsed = parseLocation(street);
  const number = street.split(/[\s,]+/)[0] ?? '';
  if (!/^\d+[a-z]?$/i.test(number) || /^0+[a-z]?$/i.test(number)) return { part: 'house_number', street };
  if (!isStreet(parsed)) return { part: 'street', street };
  if (address.zip) {
    const place = usZip(address.zip);
    if (!place) return { part: 'zip_unknown', zip: address.zip };
    if (place.state !== state || cityKey(place.city) !== cityKey(city))
      return { part: 'zip_not_in_city', zip: address.zip, city, state };
    return null;
  }
  return cities().byCityState.has(`${cityKey(city)}|${state}`) ? null : { part: 'city', city, state };
}
