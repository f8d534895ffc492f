import { randomUUID } from 'node:crypto';
import { toValidatedAddress } from '@/lib/addresses/resolve-address';
import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import type { ValidatedAddress } from '@/lib/db/schema';
import { logError } from '@/lib/errors';
import { getMaps, type MapsPort } from '@/lib/providers/maps';
import { mapRow, normalizeZip, rowProblem, type BulkRow, type ColumnMapping } from './parse-recipients-csv';

export type ValidatedBulkRow = {
  /** Position among the CSV's data rows, from 0. */
  index: number;
  name: string;
  address?: ValidatedAddress;
  customValues: Record<string, string>;
  error?: string;
};

/** Lookups in flight at once: fast enough for 500 rows, gentle on the provider's rate limits. */
const CONCURRENCY = 5;

/**
 * A row's address as the maps service knows it. There is no pick here, so the first suggestion
 * stands in for it, and it must keep the row's ZIP: a suggestion that moved the address to
 * another ZIP is a different address, not a correction to send without asking.
 */
async function lookUp(maps: MapsPort, row: BulkRow): Promise<{ address: ValidatedAddress } | { error: string }> {
  // One session per row: a session is one suggest-then-resolve, as in the single-send form.
  const sessionToken = randomUUID();
  const zip = normalizeZip(row.zip);
  try {
    const [first] = await maps.suggest({ query: `${row.address_1}, ${row.city}, ${row.state} ${zip}`, sessionToken });
    if (!first) return { error: ADDRESS_MESSAGES.invalid };
    const address = toValidatedAddress(await maps.resolve({ placeId: first.placeId, sessionToken }));
    if (!address || address.postal_code !== zip) return { error: ADDRESS_MESSAGES.invalid };
    return { address };
  } catch (error) {
    logError('bulk address lookup', error);
    return { error: ADDRESS_MESSAGES.failed };
  }
}

async function validateRow(maps: MapsPort, cells: string[], index: number, mapping: ColumnMapping): Promise<ValidatedBulkRow> {
  const row = mapRow(cells, mapping);
  const base = { index, name: row.name, customValues: row.customValues };
  const problem = rowProblem(row);
  if (problem) return { ...base, error: problem };
  return { ...base, ...(await lookUp(maps, row)) };
}

/** Every row checked, in file order; a row's failure is its own and never stops the others. */
export async function validateBulkRows(rows: string[][], mapping: ColumnMapping): Promise<ValidatedBulkRow[]> {
  const maps = getMaps();
  const results: ValidatedBulkRow[] = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const index = next++;
      results[index] = await validateRow(maps, rows[index], index, mapping);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
  return results;
}
