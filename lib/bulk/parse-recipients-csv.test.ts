import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import type { CustomValue } from '@/lib/db/schema';
import {
  BULK_MESSAGES,
  csvTemplate,
  decodeCsvBytes,
  guessColumnMapping,
  mapRow,
  normalizeZip,
  parseRecipientsCsv,
  projectRows,
  missingRequiredColumns,
  rowProblem,
  type ColumnMapping,
} from './parse-recipients-csv';

const VALUES: CustomValue[] = [
  { id: 'recipient_name', name: 'Recipient Name', defaultValue: '' },
  { id: 'agent', name: 'Agent Name', defaultValue: 'Sam' },
  { id: 'city', name: 'Open House Day', defaultValue: 'Saturday' },
];

function parsed(text: string) {
  const result = parseRecipientsCsv(text);
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('parseRecipientsCsv', () => {
  it('reads quoted commas, a byte order mark and blank lines', () => {
    const text =
      '\uFEFFName,Address,City\r\n\r\n"Doe, Jane","123 Main St, Apt 4",Springfield\r\n,,\r\n  \r\nBob,1 Oak Rd,Boston\r\n';
    expect(parsed(text)).toEqual({
      ok: true,
      headers: ['Name', 'Address', 'City'],
      rows: [
        ['Doe, Jane', '123 Main St, Apt 4', 'Springfield'],
        ['Bob', '1 Oak Rd', 'Boston'],
      ],
    });
  });

  it('names unnamed columns and keeps cells beyond the header', () => {
    expect(parsed('Name,,City\nJane,x,Springfield,extra\n').headers).toEqual(['Name', 'Column 2', 'City', 'Column 4']);
  });

  it('reads semicolon-separated files (European spreadsheets)', () => {
    expect(parsed('Name;City\nJane;Springfield\n').rows).toEqual([['Jane', 'Springfield']]);
  });

  it('allows 500 rows and refuses 501', () => {
    const rows = (n: number) => `Name,City\n${'Jane,Springfield\n'.repeat(n)}`;
    expect(parsed(rows(500)).rows).toHaveLength(500);
    expect(parseRecipientsCsv(rows(501))).toEqual({ ok: false, error: BULK_MESSAGES.tooManyRows });
    expect(BULK_MESSAGES.tooManyRows).toBe(
      'A CSV can have at most 500 recipients. Split the file and upload it in parts.',
    );
  });

  it('says "not a CSV file" for empty, binary, header-less and broken files', () => {
    const notCsv = {
      ok: false,
      error: 'This file is not a CSV file. Download the template to see the expected columns.',
    };
    expect(parseRecipientsCsv('')).toEqual(notCsv);
    expect(parseRecipientsCsv(' \n\n')).toEqual(notCsv);
    expect(parseRecipientsCsv('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR')).toEqual(notCsv);
    expect(parseRecipientsCsv('Jane Doe,123 Main St,Springfield,IL,62701\n')).toEqual(notCsv); // data, no header
    expect(parseRecipientsCsv('Dear Jane\nThanks for coming by.\n')).toEqual(notCsv); // prose
    expect(parseRecipientsCsv('Name,City\n"Jane,Springfield\nBob,Boston\n')).toEqual(notCsv); // unclosed quote
  });

  it('says when there is a header but no recipients', () => {
    expect(parseRecipientsCsv('Name,Address,City,State,ZIP\n')).toEqual({ ok: false, error: BULK_MESSAGES.noRows });
  });

  it('decodes Windows-1252 files that are not UTF-8', () => {
    expect(decodeCsvBytes(new Uint8Array([0x4a, 0x6f, 0x73, 0xe9]))).toBe('José');
    expect(decodeCsvBytes(new TextEncoder().encode('José'))).toBe('José');
  });
});

describe('guessColumnMapping', () => {
  it('matches the usual header spellings without case, spaces or punctuation', () => {
    const headers = ['Recipient Name', 'Street', 'CITY', ' State ', 'Zip Code', 'agent name', 'Notes'];
    expect(guessColumnMapping(headers, VALUES)).toEqual({
      fields: { name: 0, address_1: 1, address_2: null, city: 2, state: 3, zip: 4 },
      customValues: { agent: 5, city: null },
    });
    expect(guessColumnMapping(['Name', 'Address', 'City', 'State', 'ZIP'], []).fields).toEqual({
      name: 0,
      address_1: 1,
      address_2: null,
      city: 2,
      state: 3,
      zip: 4,
    });
  });

  it('uses a column once, the address fields first; a custom value may be found by its id', () => {
    const mapping = guessColumnMapping(['Name', 'City', 'city', 'Open-House day'], VALUES);
    expect(mapping.fields.city).toBe(1);
    expect(mapping.customValues).toEqual({ agent: null, city: 2 });
    expect(guessColumnMapping(['Open House Day'], VALUES).customValues.city).toBe(0);
  });
});

describe('csvTemplate', () => {
  it('round-trips: its header maps every field and custom value, its example row is valid', () => {
    const text = csvTemplate(VALUES);
    expect(text.split('\r\n')[0]).toBe(
      'Name,Address,"Apartment, suite, unit",City,State,ZIP,Agent Name,Open House Day',
    );
    const { headers, rows } = parsed(text);
    const mapping = guessColumnMapping(headers, VALUES);
    expect(mapping).toEqual({
      fields: { name: 0, address_1: 1, address_2: 2, city: 3, state: 4, zip: 5 },
      customValues: { agent: 6, city: 7 },
    });
    const row = mapRow(rows[0], mapping);
    expect(row).toEqual({
      name: 'Jane Doe',
      address_1: '123 Main St',
      address_2: 'Apt 4B',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      customValues: { agent: 'Sam', city: 'Saturday' },
    });
    expect(rowProblem(row)).toBeNull();
  });

  it('quotes names with commas and defuses spreadsheet formulas', () => {
    const text = csvTemplate([{ id: 'x', name: '=HYPERLINK("a"), b', defaultValue: '' }]);
    expect(parsed(text).headers[6]).toBe(`'=HYPERLINK("a"), b`);
  });
});

describe('line 2 (issue 35)', () => {
  const mapping: ColumnMapping = {
    fields: { name: 0, address_1: 1, address_2: 2, city: 3, state: 4, zip: 5 },
    customValues: {},
  };
  const problem = (unit: string) =>
    rowProblem(mapRow(['Jane', '1 Main St', unit, 'Springfield', 'IL', '62701'], mapping));

  it('is optional, and refused too long or with control characters, each with its own message', () => {
    expect(missingRequiredColumns({ ...mapping, fields: { ...mapping.fields, address_2: null } })).toEqual([]);
    expect(problem('')).toBeNull();
    expect(problem('x'.repeat(64))).toBeNull();
    expect(problem('x'.repeat(65))).toBe('Apartment, suite or unit can have at most 64 characters');
    expect(problem('Apt\t4')).toBe('Apartment, suite or unit can only have letters, digits, spaces and punctuation');
  });
});

describe('row validation', () => {
  const mapping: ColumnMapping = {
    fields: { name: 0, address_1: 1, city: 2, state: 3, zip: 4 },
    customValues: { agent: 5 },
  };
  const row = (cells: string[]) => rowProblem(mapRow(cells, mapping));

  it('requires the name and every address part, in that order', () => {
    expect(row([' ', '1 Main St', 'Springfield', 'IL', '62701'])).toBe('Recipient name is required');
    expect(row(['Jane', '', 'Springfield', 'IL', '62701'])).toBe(BULK_MESSAGES.addressRequired);
    expect(row(['Jane', '1 Main St', '', 'IL', '62701'])).toBe(BULK_MESSAGES.cityRequired);
    expect(row(['Jane', '1 Main St', 'Springfield', '', '62701'])).toBe(BULK_MESSAGES.stateRequired);
    expect(row(['Jane', '1 Main St', 'Springfield', 'IL'])).toBe(BULK_MESSAGES.zipRequired);
    expect(row(['Jane', '1 Main St', 'Springfield', 'IL', '627'])).toBeNull();
    expect(row(['Jane', '1 Main St', 'Springfield', 'IL', 'ABCDE'])).toBe(BULK_MESSAGES.zipInvalid);
    expect(row(['J'.repeat(121), '1 Main St', 'Springfield', 'IL', '62701'])).toBe(BULK_MESSAGES.nameTooLong);
    expect(row(['Jane', '1 Main St', 'Springfield', 'IL', '62701', 'x'.repeat(201)])).toBe(BULK_MESSAGES.valueTooLong);
  });

  it('refuses control characters and lone surrogates in the name, the street and the city', () => {
    expect(row(['Jane\u0000', '1 Main St', 'Springfield', 'IL', '62701'])).toBe(BULK_MESSAGES.nameUnprintable);
    expect(row(['Jane \ud800', '1 Main St', 'Springfield', 'IL', '62701'])).toBe(BULK_MESSAGES.nameUnprintable);
    expect(row(['Jane', '1 Main\u001bSt', 'Springfield', 'IL', '62701'])).toBe(ADDRESS_MESSAGES.invalid);
    expect(row(['Jane', '1 Main St', '\u001b', 'IL', '62701'])).toBe(ADDRESS_MESSAGES.invalid);
    expect(row(['Jane', '1 Main St', 'Spring\u0085field', 'IL', '62701'])).toBe(ADDRESS_MESSAGES.invalid);
    expect(row(['José 👋', '1 Main St', 'Springfield', 'IL', '62701'])).toBeNull();
  });

  it('an unmapped required column fails every row', () => {
    const noZip: ColumnMapping = { ...mapping, fields: { ...mapping.fields, zip: null } };
    expect(rowProblem(mapRow(['Jane', '1 Main St', 'Springfield', 'IL', '62701'], noZip))).toBe(
      BULK_MESSAGES.zipRequired,
    );
  });

  it('keeps ZIP+4 as five digits and restores the leading zeros spreadsheets drop', () => {
    expect(normalizeZip('62701-1234')).toBe('62701');
    expect(normalizeZip('627011234')).toBe('62701');
    expect(normalizeZip('2108')).toBe('02108');
    expect(normalizeZip('62 701')).toBeNull();
  });

  it('leaves empty custom values out so the template default applies', () => {
    expect(mapRow(['Jane', '1 Main St', 'Springfield', 'IL', '62701', '  '], mapping).customValues).toEqual({});
  });

  it('sends only the mapped columns, with the mapping pointing into them', () => {
    const sparse: ColumnMapping = {
      fields: { name: 3, address_1: 0, city: 0, state: null, zip: 5 },
      customValues: { agent: 3 },
    };
    expect(projectRows([['a', 'notes', 'b', 'c', 'd', 'e']], sparse)).toEqual({
      rows: [['c', 'a', 'e']],
      mapping: {
        fields: { name: 0, address_1: 1, address_2: null, city: 1, state: null, zip: 2 },
        customValues: { agent: 0 },
      },
    });
  });
});
