import { createHash, randomUUID } from 'node:crypto';
import { addressMismatch } from '@/lib/addresses/address-mismatch';
import { toValidatedAddress } from '@/lib/addresses/resolve-address';
import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import type { ValidatedAddress } from '@/lib/db/schema';
import { logError } from '@/lib/errors';
import { getMaps, type MapsPort, type ResolvedPlace } from '@/lib/providers/maps';
import { cleanAddress2 } from '@/lib/validation/address-line-2';
import { addressProblemMessage, addressProblemOfPlace } from '@/lib/addresses/address-problems';
import { mapRow, normalizeZip, rowProblem, type BulkRow, type ColumnMapping } from './parse-recipients-csv';

export type ValidatedBulkRow = {
  /** Position among the CSV's data rows, from 0. */
  index: number;
  name: string;
  address?: ValidatedAddress;
  /** Apartment, suite or unit as the row has it (cleaned); null when none. */
  address2: string | null;
  customValues: Record<string, string>;
  error?: string;
  /** Which part of the address failed, when the validator could say (issue 35; the import shows it). */
  reason?: string;
};

/** Lookups in flight at once: fast enough for 500 rows, gentle on the provider's rate limits. */
const CONCURRENCY = 5;

/**
 * A row's address as the maps service knows it. There is no pick here, so the first suggestion
 * stands in for it, and it must agree with the row (lib/addresses/address-mismatch.ts): a
 * suggestion with another street number or another ZIP is a different address, not a
 * correction to send without asking.
 */
export type Lookup = { address: ValidatedAddress } | { error: string; reason?: string };

/**
 * What identifies a row's lookup: its address fields as looked up (name, unit and custom values
 * play no part: the maps service finds the building, so two units of it share one lookup).
 */
export function lookupKey(row: BulkRow): string {
  return createHash('sha256')
    .update(JSON.stringify([row.address_1, row.city, row.state, normalizeZip(row.zip)]))
    .digest('hex');
}

/** A lookup worth keeping for the confirm: an address, or a definite refusal (not a provider failure, which is asked again). */
export const isReusable = (lookup: Lookup) => 'address' in lookup || lookup.error !== ADDRESS_MESSAGES.failed;

async function lookUp(maps: MapsPort, row: BulkRow): Promise<Lookup> {
  // One session per row: a session is one suggest-then-resolve, as in the single-send form.
  const sessionToken = randomUUID();
  const zip = normalizeZip(row.zip);
  try {
    const sent = { street: row.address_1, city: row.city, state: row.state, zip };
    // Bulk Send keeps the spec's one message; the reason (which part failed) rides beside it.
    const refused = async (place?: ResolvedPlace) => {
      const problem = (await maps.explain?.(sent)) ?? (place ? addressProblemOfPlace(place, sent) : null);
      return { error: ADDRESS_MESSAGES.invalid, ...(problem && { reason: addressProblemMessage(problem) }) };
    };
    const [first] = await maps.suggest({ query: `${row.address_1}, ${row.city}, ${row.state} ${zip}`, sessionToken });
    if (!first) return refused();
    const place = await maps.resolve({ placeId: first.placeId, sessionToken });
    const address = toValidatedAddress(place);
    if (!address) return refused(place);
    const mismatch = addressMismatch(sent, address);
    return mismatch ? { error: mismatch } : { address };
  } catch (error) {
    logError('bulk address lookup', error);
    return { error: ADDRESS_MESSAGES.failed };
  }
}

/**
 * The rows mapped, each with what it still needs: a problem found without the maps service, or a
 * lookup. `refused` holds problems the caller found in what a row does not carry (the API's line
 * 2), by row index: such a row is not looked up either.
 */
export function planBulkRows(rows: string[][], mapping: ColumnMapping, refused?: ReadonlyMap<number, string>) {
  return rows.map((cells, index) => {
    const row = mapRow(cells, mapping);
    const problem = rowProblem(row) ?? refused?.get(index) ?? null;
    return { index, row, problem, key: problem ? null : lookupKey(row) };
  });
}

/**
 * Every row checked, in file order; a row's failure is its own and never stops the others.
 * `known` holds lookups already made (the preview's): a row with the same address fields reuses
 * its result instead of asking the maps service again, and so does a repeated address within the
 * file. `beforeLookups` hears how many lookups are about to be made (the per-user limit).
 * `refused`: see planBulkRows.
 */
export async function validateBulkRows(
  rows: string[][],
  mapping: ColumnMapping,
  {
    known = {},
    beforeLookups,
    refused,
  }: {
    known?: Record<string, Lookup>;
    beforeLookups?: (count: number) => Promise<void>;
    refused?: ReadonlyMap<number, string>;
  } = {},
): Promise<{ rows: ValidatedBulkRow[]; lookups: Record<string, Lookup> }> {
  const maps = getMaps();
  const planned = planBulkRows(rows, mapping, refused);
  const lookups: Record<string, Lookup> = {};
  const toLookUp = [...new Map(planned.filter((p) => p.key && !known[p.key]).map((p) => [p.key, p])).values()];
  await beforeLookups?.(toLookUp.length);
  let next = 0;
  const worker = async () => {
    while (next < toLookUp.length) {
      const { key, row } = toLookUp[next++];
      lookups[key!] = await lookUp(maps, row);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, toLookUp.length) }, worker));
  const results = planned.map(({ index, row, problem, key }) => {
    const base = { index, name: row.name, address2: cleanAddress2(row.address_2), customValues: row.customValues };
    if (problem) return { ...base, error: problem };
    return { ...base, ...(known[key!] ?? lookups[key!]) };
  });
  return { rows: results, lookups };
}
