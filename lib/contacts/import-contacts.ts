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
  /** Line 2 of each row's address, by row index (the API's address_2). */
  address2?: (string | undefined)[];
};

/**
 * Adds rows to the user's list, each checked the way Bulk Send checks a CSV row (the same
 * messages; the lookups bounded in number by the per-user limit and in concurrency by
 * validateBulkRows), and stored at the validated address. Within a list a contact is unique by
 * its address key: a row whose address the list (or an earlier row) already has is a duplicate
 * and changes nothing. One insert, so the kept count moves once and exactly.
 */
export async function importContacts(userId: string, listId: string, input: ImportInput): Promise<ImportReport> {
  if (input.rows.length === 0) throw new UserFacingError(CONTACT_MESSAGES.noContacts);
  if (input.rows.length > MAX_IMPORT_CONTACTS) throw new UserFacingError(CONTACT_MESSAGES.tooManyContacts);
  const list = await withUserScope(userId, (tx) => getList(tx, userId, listId));
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
  const invalid = rows.flatMap((row) => (row.error || !row.address ? [{ index: row.index, message: row.error! }] : []));
  const seen = new Set<string>();
  const values = rows.flatMap((row) => {
    if (!row.address) return [];
    const value = contactRow(userId, list.id, {
      name: row.name,
      address: row.address,
      // The API's address_2, else the CSV's line 2 column (checked with the row).
      address_2: input.address2?.[row.index] ?? row.address2,
      customValues: row.customValues,
    });
    if (seen.has(value.address_key)) return [];
    seen.add(value.address_key);
    return [value];
  });
  const valid = rows.length - invalid.length;
  if (!values.length) return { added: 0, duplicates: valid, invalid };
  const added = await getDb()
    .insert(contacts)
    .values(values)
    .onConflictDoNothing({ target: [contacts.list_id, contacts.address_key] })
    .returning({ id: contacts.id });
  return { added: added.length, duplicates: valid - added.length, invalid };
}
