import type { AddressProblem, ResolvedPlace } from '@/lib/providers/maps/port';
import type { SentAddress } from './address-mismatch';

/**
 * Which part of a typed address the maps service could not use (issue 35): what a refused CSV
 * row says instead of the one spec message for every case. A problem is only ever what the
 * validator itself found — the sandbox's own rules (lib/providers/maps/sandbox-explain.ts) or the
 * parts a provider's answer lacks (addressProblemOfPlace) — never a guess. Client-safe: the
 * message texts are shared with the import report.
 */
export type { AddressProblem };

export function addressProblemMessage(problem: AddressProblem): string {
  switch (problem.part) {
    case 'house_number':
      return `No house number in "${problem.street}"`;
    case 'street':
      return `Street not found: "${problem.street}"`;
    case 'city':
      return `City not found: ${problem.city}, ${problem.state}`;
    case 'state':
      return `State not found: ${problem.state}`;
    case 'zip_not_in_city':
      return `ZIP ${problem.zip} is not in ${problem.city}, ${problem.state}`;
    case 'zip_unknown':
      return `ZIP ${problem.zip} is not a US ZIP code`;
    case 'undeliverable':
      return 'The post office does not deliver to this address';
  }
}

/**
 * The first part a resolved place lacks, said in terms of what was sent: a provider that answers
 * without a house number, street, city, state or ZIP has not found that part of the address.
 */
export function addressProblemOfPlace(place: ResolvedPlace, sent: SentAddress): AddressProblem | null {
  if (!place.street_number?.trim()) return { part: 'house_number', street: sent.street };
  if (!place.route?.trim()) return { part: 'street', street: sent.street };
  if (!place.locality?.trim()) return { part: 'city', city: sent.city, state: sent.state };
  if (!/^[A-Za-z]{2}$/.test(place.administrative_area_level_1?.trim() ?? ''))
    return { part: 'state', state: sent.state };
  if (!/^\d{5}/.test(place.postal_code?.trim() ?? ''))
    return sent.zip
      ? { part: 'zip_not_in_city', zip: sent.zip, city: sent.city, state: sent.state }
      : { part: 'city', city: sent.city, state: sent.state };
  return null;
}
