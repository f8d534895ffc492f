import { REQUIRED_BULK_FIELDS, type ColumnMapping } from '@/lib/bulk/parse-recipients-csv';
import type { ImportMapping } from '@/lib/db/schema';
import { customValueId } from '@/lib/templates/custom-values';
import { CONTACT_VALUE_MESSAGES, CUSTOM_VALUE_KEY, MAX_CONTACT_VALUES } from '@/lib/validation/contacts-messages';

/**
 * The import's columns beyond the five address fields (issue 35): each one skipped, kept as the
 * contact's line 2, or kept as a custom value under a key — the id a template's placeholder
 * names ("First name" → first_name fills {{first_name}}). Client-safe.
 */
export type ExtraColumn = { kind: 'skip' | 'line2' | 'custom'; key: string };

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const LINE_2 = ['address2', 'addressline2', 'line2', 'apt', 'apartment', 'unit', 'suite', 'aptsuite'];

/** Every column the five fields do not use: line 2 when its header says so, else skipped, with a key ready. */
export function guessExtraColumns(headers: string[], mapping: ColumnMapping): Record<number, ExtraColumn> {
  const used = new Set(Object.values(mapping.fields));
  const taken: string[] = ['recipient_name', 'address_2'];
  let line2 = false;
  const extras: Record<number, ExtraColumn> = {};
  headers.forEach((header, index) => {
    if (used.has(index)) return;
    const key = customValueId(header, taken);
    taken.push(key);
    const isLine2 = !line2 && LINE_2.includes(normalize(header));
    line2 ||= isLine2;
    extras[index] = { kind: isLine2 ? 'line2' : 'skip', key };
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

/**
 * The five fields' mapping with the extra columns folded in: what the server is told. Line 2 is
 * the mapper's "Apartment, suite, unit" column when one is chosen there, else an extra column
 * kept as line 2.
 */
export function importMapping(fields: ColumnMapping, extras: Record<number, ExtraColumn>): ImportMapping {
  const entries = Object.entries(extras);
  const line2 = entries.find(([, extra]) => extra.kind === 'line2');
  const { address_2: unitColumn = null, ...five } = fields.fields;
  return {
    fields: five,
    customValues: Object.fromEntries(
      entries.filter(([, extra]) => extra.kind === 'custom').map(([column, extra]) => [extra.key, Number(column)]),
    ),
    address2: unitColumn ?? (line2 ? Number(line2[0]) : null),
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
