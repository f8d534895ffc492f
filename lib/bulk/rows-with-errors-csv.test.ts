import { describe, expect, it } from 'vitest';
import { parseRecipientsCsv, rowsWithErrorsCsv } from './parse-recipients-csv';

describe('rowsWithErrorsCsv', () => {
  it('keeps the file’s columns, adds the error last, and only the refused rows in file order', () => {
    const csv = rowsWithErrorsCsv(
      ['Name', 'Address', 'City', 'State', 'ZIP'],
      [
        ['Jane Doe', '123 Main St', 'Springfield', 'IL', '62704'],
        ['Lee, Ann', '5 Oak Rd', 'Springfield', 'IL', '90210'],
        ['=cmd', '9 Elm St', 'Springfield', 'IL', ''],
      ],
      new Map([
        [2, 'ZIP is required'],
        [1, 'Please enter a valid US address'],
      ]),
    );
    const parsed = parseRecipientsCsv(csv);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.headers).toEqual(['Name', 'Address', 'City', 'State', 'ZIP', 'Error']);
    expect(parsed.rows).toEqual([
      ['Lee, Ann', '5 Oak Rd', 'Springfield', 'IL', '90210', 'Please enter a valid US address'],
      ["'=cmd", '9 Elm St', 'Springfield', 'IL', '', 'ZIP is required'],
    ]);
  });
});
