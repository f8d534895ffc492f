import { REQUIRED_BULK_FIELDS, type ColumnMapping } from '@/lib/bulk/parse-recipients-csv';
import type { ImportMapping } from '@/lib/db/schema';
import { customValueId } from '@/lib/templates/custom-values';
import { CONTACT_VALUE_MESSAGES, CUSTOM_VALUE_KEY, MAX_CONTACT_VALUES } from '@/lib/validation/contacts-messages';

/**
 * The import's columns beyond the mapper's fields (issue 35): each one skipped or kept as a
 * custom value under a key — the id a template's placeholder names ("First name" → first_name
 * fills {{first_name}}). Line 2 is the mapper's own "Apartment, suite, unit" field. Client-safe.
 */
export type ExtraColumn = { kind: 'skip' | 'custom'; key: string };

/** Every column the mapper's fields do not use, skipped, with a key ready. */
export function guessExtraColumns(headers: string[], mapping: ColumnMapping): Record<number, ExtraColumn> {
  const used = new Set(Object.values(mapping.fields));
  const taken: string[] = ['recipient_name', 'address_2'];
  const extras: Record<number, ExtraColumn> = {};
  headers.forEach((header, index) => {
    if (used.has(index)) return;
    const key = customValueId(header, taken);
    taken.push(key);
    extras[index] = { kind: 'skip', key };
  });
  return extras;
}

/** The first problem with the custom value keys chosen, by column, or none. */
export function extraColumnProblems(extras: Record<number, ExtraColumn>): Record<number, string> {
  const problems: Record<number, string> = {};
  const custom = Object.entries(extras).filter(([, extra]) => extra.kind === 'custom');
  const seen = new Set<string>();
  custom.forEach(([column, { key }], n) => {
    if (n >= MAX_CONTACT_VALUES) problems[Number(column)] = CONTACT_VALUE_MESSAGES.tooMany;
    else if (key === 'recipient_name' || key === 'address_2')
      problems[Number(column)] = CONTACT_VALUE_MESSAGES.reserved;
    else if (!CUSTOM_VALUE_KEY.test(key)) problems[Number(column)] = CONTACT_VALUE_MESSAGES.keyInvalid;
    else if (seen.has(key)) problems[Number(column)] = CONTACT_VALUE_MESSAGES.duplicateKey(key);
    seen.add(key);
  });
  return problems;
}

/** The mapper's fields with the extra columns folded in: what the server is told (line 2 in a column of its own). */
export function importMapping(fields: ColumnMapping, extras: Record<number, ExtraColumn>): ImportMapping {
  const { address_2: unitColumn = null, ...five } = fields.fields;
  return {
    fields: five,
    customValues: Object.fromEntries(
      Object.entries(extras)
        .filter(([, extra]) => extra.kind === 'custom')
        .map(([column, extra]) => [extra.key, Number(column)]),
    ),
    address2: unitColumn,
  };
}

/**
 * Only the mapped columns, in the file's order, with the mapping and headers pointing into them (as
 * Bulk Send's projectRows): unmapped columns never travel, and the report keeps what was posted.
 */
export function projectImport(headers: string[], rows: string[][], mapping: ImportMapping) {
  // The kept columns in the file's own order, so the rejects download reads like the file.
  const columns = [
    ...new Set([...Object.values(mapping.fields), ...Object.values(mapping.customValues), mapping.address2]),
  ]
    .filter((i): i is number => i !== null)
    .sort((a, b) => a - b);
  const slot = (index: number | null) => (index === null ? null : columns.indexOf(index));
  const fields = Object.fromEntries(
    REQUIRED_BULK_FIELDS.map((f) => [f, slot(mapping.fields[f])]),
  ) as ImportMapping['fields'];
  const customValues = Object.fromEntries(Object.entries(mapping.customValues).map(([id, i]) => [id, slot(i)]));
  return {
    headers: columns.map((i) => headers[i] ?? `Column ${i + 1}`),
    rows: rows.map((row) => columns.map((i) => row[i] ?? '')),
    mapping: { fields, customValues, address2: slot(mapping.address2) },
  };
}
