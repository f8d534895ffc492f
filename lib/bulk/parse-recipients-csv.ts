import Papa from 'papaparse';
import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import type { CustomValue } from '@/lib/db/schema';
import { address2Problem } from '@/lib/validation/address-line-2';
import { hasUnprintableCharacters, unprintableMessage } from '@/lib/validation/printable-text';

/**
 * Bulk Send, browser side: a recipients CSV read, its columns mapped to our fields, and the
 * per-row checks that need no maps service. Client-safe (type-only schema import); the server
 * runs the same row checks again before anything is written (lib/bulk/validate-bulk-rows.ts).
 */

export const MAX_BULK_ROWS = 500;
export const MAX_CELL_LENGTH = 300;
/** 500 rows of even long cells stay far below this; bigger files are not read at all. */
export const MAX_FILE_BYTES = 2_000_000;
const MAX_NAME_LENGTH = 120; // as the single-send form
const MAX_VALUE_LENGTH = 200; // as the single-send custom values

export const BULK_MESSAGES = {
  tooManyRows: 'A CSV can have at most 500 recipients. Split the file and upload it in parts.',
  notCsv: 'This file is not a CSV file. Download the template to see the expected columns.',
  noRows: 'This CSV has no recipient rows. Add one row per recipient below the header row.',
  cellTooLong: 'A CSV cell can have at most 300 characters.',
  mapRequired: 'Choose a column for Name, Address, City, State and ZIP.',
  chooseCampaign: 'Choose the campaign to send these postcards on.',
  noValidRows: 'No valid rows to send.',
  allRecent:
    'Every valid row was mailed on this campaign in the last 90 days and is skipped. Choose "Send to them anyway" to mail them again.',
  nameRequired: 'Recipient name is required',
  nameTooLong: 'Recipient name can have at most 120 characters',
  nameUnprintable: unprintableMessage('Recipient name'),
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'ZIP is required',
  zipInvalid: 'ZIP must have 5 digits',
  valueTooLong: 'Custom values can have at most 200 characters',
  pricingFailed: 'Failed to calculate pricing. Please try again.',
  submitFailed: 'Failed to submit order',
} as const;

export const BULK_FIELDS = ['name', 'address_1', 'address_2', 'city', 'state', 'zip'] as const;
export type BulkField = (typeof BULK_FIELDS)[number];
/** Line 2 (apartment, suite, unit) may be absent from a file; every other field must have a column. */
export const OPTIONAL_BULK_FIELDS: readonly BulkField[] = ['address_2'];
export type RequiredBulkField = Exclude<BulkField, 'address_2'>;
export const REQUIRED_BULK_FIELDS = BULK_FIELDS.filter(
  (f): f is RequiredBulkField => !OPTIONAL_BULK_FIELDS.includes(f),
);
export const BULK_FIELD_LABELS: Record<BulkField, string> = {
  name: 'Name',
  address_1: 'Address',
  address_2: 'Apartment, suite, unit',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
};

/**
 * Column index per field, null when unmapped. Custom values sit apart from the fields because a
 * custom value's id may well be "city" or "state".
 */
export type ColumnMapping = {
  // Line 2 is optional here too: mappings made before it existed (and contact imports) have none.
  fields: Record<Exclude<BulkField, 'address_2'>, number | null> & { address_2?: number | null };
  customValues: Record<string, number | null>;
};
export type ParsedCsv = { headers: string[]; rows: string[][] };
export type ParseResult = ({ ok: true } & ParsedCsv) | { ok: false; error: string };
export type BulkRow = {
  name: string;
  address_1: string;
  /** Apartment, suite or unit; '' when the file has none. */
  address_2: string;
  city: string;
  state: string;
  zip: string;
  customValues: Record<string, string>;
};

/** UTF-8, or else Windows-1252: what Excel on Windows saves as "CSV (Comma delimited)". */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

// Text files carry no NUL or C0 control characters besides tab, line breaks and form feed;
// images, spreadsheets (zip) and PDFs do within their first bytes.
const BINARY = /[\u0000-\u0008\u000E-\u001F]/;

/** A header names its columns: at least two names, none a bare number (that is a data row). */
function looksLikeHeader(cells: string[]): boolean {
  const named = cells.filter(Boolean);
  return named.length >= 2 && named.every((cell) => /\p{L}/u.test(cell));
}

export function parseRecipientsCsv(text: string): ParseResult {
  const clean = text.replace(/^\uFEFF/, '');
  if (!clean.trim() || BINARY.test(clean)) return { ok: false, error: BULK_MESSAGES.notCsv };
  // 'greedy' also drops the ",,,," lines spreadsheets leave where a row was cleared.
  const parsed = Papa.parse<string[]>(clean, { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t', '|'] });
  // An unclosed quote swallows the rest of the file into one cell: nothing after it is usable.
  if (parsed.errors.some((e) => e.type === 'Quotes')) return { ok: false, error: BULK_MESSAGES.notCsv };
  const [head = [], ...body] = parsed.data.map((row) => row.map((cell) => cell.trim()));
  if (!looksLikeHeader(head)) return { ok: false, error: BULK_MESSAGES.notCsv };
  if (body.length > MAX_BULK_ROWS) return { ok: false, error: BULK_MESSAGES.tooManyRows };
  if (body.length === 0) return { ok: false, error: BULK_MESSAGES.noRows };
  const width = Math.max(head.length, ...body.map((row) => row.length));
  const headers = Array.from({ length: width }, (_, i) => head[i] || `Column ${i + 1}`);
  return { ok: true, headers, rows: body };
}

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Header spellings people use, compared without case, spaces or punctuation. */
const SYNONYMS: Record<BulkField, string[]> = {
  name: ['name', 'recipientname', 'recipient', 'fullname', 'contactname', 'contact'],
  address_1: ['address', 'address1', 'addressline1', 'street', 'streetaddress', 'line1', 'mailingaddress'],
  address_2: ['address2', 'addressline2', 'line2', 'apt', 'apartment', 'suite', 'unit', 'apartmentsuiteunit'],
  city: ['city', 'town', 'locality'],
  state: ['state', 'st', 'province', 'region'],
  zip: ['zip', 'zipcode', 'zip5', 'postalcode', 'postcode'],
};

/** The built-in Recipient Name value is the recipient's name, not a column of its own. */
export const mappableCustomValues = (values: CustomValue[]) => values.filter((v) => v.id !== 'recipient_name');

/** Pre-fills the mapping step; each column is used once, the address fields first. */
export function guessColumnMapping(headers: string[], customValues: CustomValue[]): ColumnMapping {
  const keys = headers.map(normalize);
  const used = new Set<number>();
  const find = (names: string[]) => {
    const index = keys.findIndex((key, i) => !used.has(i) && names.includes(key));
    if (index < 0) return null;
    used.add(index);
    return index;
  };
  const fields = Object.fromEntries(
    BULK_FIELDS.map((field) => [field, find(SYNONYMS[field])]),
  ) as ColumnMapping['fields'];
  const values = mappableCustomValues(customValues).map(
    (v) => [v.id, find([normalize(v.name), normalize(v.id)])] as const,
  );
  return { fields, customValues: Object.fromEntries(values) };
}

/** The import template: our header names, then one example row that passes validation. */
export function csvTemplate(customValues: CustomValue[]): string {
  const extra = mappableCustomValues(customValues);
  return Papa.unparse(
    [
      [...BULK_FIELDS.map((f) => BULK_FIELD_LABELS[f]), ...extra.map((v) => v.name)],
      ['Jane Doe', '123 Main St', 'Apt 4B', 'Springfield', 'IL', '62701', ...extra.map((v) => v.defaultValue)],
    ],
    { escapeFormulae: true }, // the file is opened in spreadsheets
  );
}

/**
 * Only the mapped columns, in a fixed order, with the mapping pointing into them: what the
 * browser sends, so unmapped (possibly long) columns never travel.
 */
export function projectRows(rows: string[][], mapping: ColumnMapping): { rows: string[][]; mapping: ColumnMapping } {
  const columns: number[] = [];
  const slot = (index: number | null) => {
    if (index === null) return null;
    if (!columns.includes(index)) columns.push(index);
    return columns.indexOf(index);
  };
  const fields = Object.fromEntries(
    BULK_FIELDS.map((f) => [f, slot(mapping.fields[f] ?? null)]),
  ) as ColumnMapping['fields'];
  const customValues = Object.fromEntries(Object.entries(mapping.customValues).map(([id, i]) => [id, slot(i)]));
  return { rows: rows.map((row) => columns.map((i) => row[i] ?? '')), mapping: { fields, customValues } };
}

export const missingRequiredColumns = (mapping: ColumnMapping) =>
  REQUIRED_BULK_FIELDS.filter((f) => (mapping.fields[f as keyof ColumnMapping['fields']] ?? null) === null);

/** One CSV row as a recipient's fields, trimmed; empty custom values are left out (defaults apply). */
export function mapRow(row: string[], mapping: ColumnMapping): BulkRow {
  const cell = (index: number | null | undefined) =>
    index === null || index === undefined ? '' : (row[index] ?? '').trim();
  const customValues: Record<string, string> = {};
  for (const [id, index] of Object.entries(mapping.customValues)) {
    const value = cell(index);
    if (value) customValues[id] = value;
  }
  const f = mapping.fields;
  return {
    name: cell(f.name),
    address_1: cell(f.address_1),
    address_2: cell(f.address_2),
    city: cell(f.city),
    state: cell(f.state),
    zip: cell(f.zip),
    customValues,
  };
}

/**
 * The 5-digit ZIP of a cell, or null. ZIP+4 keeps its first five digits; 3 or 4 digits get their
 * leading zeros back, which spreadsheets drop from New England and New Jersey ZIPs.
 */
export function normalizeZip(zip: string): string | null {
  const text = zip.trim();
  const full = text.match(/^(\d{5})(?:-?\d{4})?$/);
  if (full) return full[1];
  return /^\d{3,4}$/.test(text) ? text.padStart(5, '0') : null;
}

/** The first problem of a row before any address lookup, or null. */
export function rowProblem(row: BulkRow): string | null {
  if (!row.name) return BULK_MESSAGES.nameRequired;
  if (row.name.length > MAX_NAME_LENGTH) return BULK_MESSAGES.nameTooLong;
  if (hasUnprintableCharacters(row.name)) return BULK_MESSAGES.nameUnprintable;
  if (!row.address_1) return BULK_MESSAGES.addressRequired;
  if (!row.city) return BULK_MESSAGES.cityRequired;
  // A street or city with control characters is no address a person wrote: not worth a lookup.
  if (hasUnprintableCharacters(row.address_1) || hasUnprintableCharacters(row.city)) return ADDRESS_MESSAGES.invalid;
  if (!row.state) return BULK_MESSAGES.stateRequired;
  if (!row.zip) return BULK_MESSAGES.zipRequired;
  if (!normalizeZip(row.zip)) return BULK_MESSAGES.zipInvalid;
  // After the address itself: a row with a bad unit and no street is told of the street first.
  const unitProblem = address2Problem(row.address_2);
  if (unitProblem) return unitProblem;
  if (Object.values(row.customValues).some((v) => v.length > MAX_VALUE_LENGTH)) return BULK_MESSAGES.valueTooLong;
  return null;
}

/**
 * The rows a check refused, as the user's own file with an "Error" column last: fix them in a
 * spreadsheet and upload them again. `errors` holds each refused row's message by its index.
 */
export function rowsWithErrorsCsv(headers: string[], rows: string[][], errors: Map<number, string>): string {
  const lines = [...errors.keys()].sort((a, b) => a - b).map((i) => [...rows[i], errors.get(i)!]);
  return Papa.unparse([[...headers, 'Error'], ...lines], { escapeFormulae: true });
}
