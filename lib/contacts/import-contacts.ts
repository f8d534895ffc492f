import 'server-only';
import { spendAddressLookups } from '@/lib/addresses/address-lookup-limit';
import type { ColumnMapping } from '@/lib/bulk/parse-recipients-csv';
import { validateBulkRows } from '@/lib/bulk/validate-bulk-rows';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { contacts } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { CONTACT_MESSAGES, MAX_IMPORT_CONTACTS, type ImportReport } from '@/lib/validation/contacts-messages';
import { address2Problem } from '@/lib/validation/address-line-2';
import { contactRow } from './contact-rows';
import { getList } from './get-list';

export type ImportInput = {
  /** The rows as Bulk Send reads them: cells, and the column of each field (the mapper's). */
  rows: string[][];
  mapping: ColumnMapping;
  /** Line 2 of each row's address, by row index (the API's address_2, a CSV's mapped column). */
  address2?: (string | undefined)[];
  /** Each row's place in its file, when the rows are some of a file's (a report's rows retried). */
  indexes?: number[];
};

/** What became of each row, by its place in the file: the report and a retry both read it. */
export type ImportOutcome = ImportReport & { addedIndexes: number[]; inListIndexes: number[] };

/**
 * Adds rows to the user's list, each checked the way Bulk Send checks a CSV row (the lookups
 * bounded in number by the per-user limit and in concurrency by validateBulkRows), and stored at
 * the validated address. A refused row says which part of its address failed when the validator
 * can say (lib/addresses/address-problems.ts), else Bulk Send's message. Within a list a contact
 * is unique by its address key: a row whose address an earlier row of the same file has is
 * `repeated` (it names that row), one the list already has is a duplicate; neither changes
 * anything. One insert, so the kept count moves once and exactly.
 */
export async function importContacts(userId: string, listId: string, input: ImportInput): Promise<ImportOutcome> {
  if (input.rows.length === 0) throw new UserFacingError(CONTACT_MESSAGES.noContacts);
  if (input.rows.length > MAX_IMPORT_CONTACTS) throw new UserFacingError(CONTACT_MESSAGES.tooManyContacts);
  const list = await withUserScope(userId, (tx) => getList(tx, userId, listId));
  const at = (i: number) => input.indexes?.[i] ?? i;
  // The API's line 2 is not a column of the row checks: the one line 2 rule, said on its own row.
  const refused = new Map(
    (input.address2 ?? []).flatMap((line2, index) => {
      const problem = address2Problem(line2);
      return problem ? [[index, problem] as const] : [];
    }),
  );
  const { rows } = await validateBulkRows(input.rows, input.mapping, {
    beforeLookups: (n) => spendAddressLookups(userId, n),
    refused,
  });
  const invalid = rows.flatMap((row) =>
    row.error || !row.address ? [{ index: at(row.index), message: row.reason ?? row.error! }] : [],
  );
  const firstOf = new Map<string, number>();
  const repeated: ImportReport['repeated'] = [];
  const values = rows.flatMap((row) => {
    if (!row.address) return [];
    const value = contactRow(userId, list.id, {
      name: row.name,
      address: row.address,
      // The API's address_2, else the CSV's line 2 column (checked with the row).
      address_2: input.address2?.[row.index] ?? row.address2,
      customValues: row.customValues,
    });
    const first = firstOf.get(value.address_key);
    if (first !== undefined) {
      repeated.push({ index: at(row.index), firstIndex: at(first), name: row.name });
      return [];
    }
    firstOf.set(value.address_key, row.index);
    return [{ ...value, index: row.index }];
  });
  const added = values.length
    ? await getDb()
        .insert(contacts)
        .values(values.map(({ index: _, ...value }) => value))
        .onConflictDoNothing({ target: [contacts.list_id, contacts.address_key] })
        .returning({ key: contacts.address_key })
    : [];
  const addedKeys = new Set(added.map((row) => row.key));
  const addedIndexes = values.filter((v) => addedKeys.has(v.address_key)).map((v) => at(v.index));
  const inListIndexes = values.filter((v) => !addedKeys.has(v.address_key)).map((v) => at(v.index));
  return {
    added: added.length,
    duplicates: inListIndexes.length,
    invalid,
    repeated,
    addedIndexes,
    inListIndexes,
  };
}
