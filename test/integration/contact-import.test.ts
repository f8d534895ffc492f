import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createListAction,
  dismissImportReportAction,
  importContactsFormAction,
  importReportsAction,
  removeImportRowAction,
  retryImportRowsAction,
} from '@/actions/contacts';
import { guessColumnMapping, parseRecipientsCsv, rowsWithErrorsCsv } from '@/lib/bulk/parse-recipients-csv';
import { importMapping, guessExtraColumns, projectImport, type ExtraColumn } from '@/lib/contacts/import-columns';
import type { ImportReportView } from '@/lib/contacts/import-report-view';
import { getDb } from '@/lib/db/client';
import { contacts, importReports } from '@/lib/db/schema';
import { actAs, signUpUser, type TestUser } from '../support/users';

let ada: TestUser;

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  actAs(ada, '/contacts');
});

const ok = <T>(result: { ok: true; data: T } | { ok: false; error: string }): T => {
  if (!result.ok) throw new Error(result.error);
  return result.data;
};

/** The Import form as the dialog posts it: the five fields guessed, other columns as chosen. */
async function importCsv(listId: string, lines: string[], extras: Record<string, ExtraColumn['kind']> = {}) {
  const parsed = parseRecipientsCsv(lines.join('\n'));
  if (!parsed.ok) throw new Error(parsed.error);
  const fields = guessColumnMapping(parsed.headers, []);
  const guessed = guessExtraColumns(parsed.headers, fields);
  for (const [header, kind] of Object.entries(extras)) guessed[parsed.headers.indexOf(header)].kind = kind;
  const posted = projectImport(parsed.headers, parsed.rows, importMapping(fields, guessed));
  const data = new FormData();
  data.set('listId', listId);
  data.set('mappedRows', JSON.stringify(posted));
  const state = await importContactsFormAction({ status: 'idle' }, data);
  if (state.status !== 'success') throw new Error(JSON.stringify(state));
  return state.data as ImportReportView;
}

const HEADER = 'Name,Address,City,State,ZIP';
const JANE = 'Jane Doe,123 Main St,Springfield,IL,62704';
const WRONG_ZIP = 'Ann Lee,5 Oak Rd,Springfield,IL,90210';
const NO_HOUSE_NUMBER = 'Cy Fox,0 Elm St,Springfield,IL,62701';
const JANE_AGAIN = 'Janet Doe,123 main st,Springfield,IL,62704';
const NO_CITY = 'Dee Poe,9 Elm St,,IL,62701';
const NO_STREET = 'Eli Roe,123,Springfield,IL,62701';

describe('Import report: every refused row says which part failed', () => {
  it('tells a wrong ZIP, a missing house number, a missing city, a street not found and a repeat apart', async () => {
    const listId = ok(await createListAction({ name: 'Open house' })).id;
    const report = await importCsv(listId, [HEADER, JANE, WRONG_ZIP, NO_HOUSE_NUMBER, JANE_AGAIN, NO_CITY, NO_STREET]);
    expect(report).toMatchObject({ added: 1, alreadyInList: 0 });
    expect(report.rejected.map((r) => [r.index, r.message])).toEqual([
      [1, 'ZIP 90210 is not in Springfield, IL'],
      [2, 'No house number in "0 Elm St"'],
      [4, 'City is required'],
      [5, 'Street not found: "123"'],
    ]);
    expect(report.repeated).toEqual([{ index: 3, firstIndex: 0, name: 'Janet Doe' }]);
    // The same file again: Jane is in the list now, apart from her repeat within the file.
    const again = await importCsv(listId, [HEADER, JANE, JANE_AGAIN]);
    expect(again).toMatchObject({ added: 0, alreadyInList: 1, repeated: [{ index: 1, firstIndex: 0 }] });

    // The rejects download as the posted columns with an Error column.
    const errors = new Map(report.rejected.map((r) => [r.index, r.message] as const));
    const rows: string[][] = [];
    for (const r of report.rejected) rows[r.index] = r.cells;
    const csv = parseRecipientsCsv(rowsWithErrorsCsv(report.headers, rows, errors));
    expect(csv.ok && csv.headers).toEqual(['Name', 'Address', 'City', 'State', 'ZIP', 'Error']);
    expect(csv.ok && csv.rows[0]).toEqual(['Ann Lee', '5 Oak Rd', 'Springfield', 'IL', '90210', errors.get(1)]);
  });

  it('keeps the report until dismissed; fixed rows import, still-wrong ones get their new reason', async () => {
    const listId = ok(await createListAction({ name: 'Open house' })).id;
    const report = await importCsv(listId, [HEADER, JANE, WRONG_ZIP, NO_HOUSE_NUMBER, JANE_AGAIN]);
    const kept = ok(await importReportsAction({ listId }));
    expect(kept.map((r) => r.id)).toEqual([report.id]);
    const reportId = report.id!;
    const [zipRow, numberRow] = report.rejected;

    // A fix that is still wrong changes the row's reason and imports nothing.
    const stillWrong = ok(
      await retryImportRowsAction({
        reportId,
        rows: [{ index: 2, cells: ['Cy Fox', 'Elm St', 'Springfield', 'IL', '62701'] }],
      }),
    );
    expect(stillWrong.rejected.map((r) => r.message)).toEqual([zipRow.message, 'No house number in "Elm St"']);
    expect(stillWrong.added).toBe(1);

    const fixed = ok(
      await retryImportRowsAction({
        reportId,
        rows: [
          { index: zipRow.index, cells: ['Ann Lee', '5 Oak Rd', 'Springfield', 'IL', '62701'] },
          { index: numberRow.index, cells: ['Cy Fox', '7 Elm St', 'Springfield', 'IL', '62701'] },
        ],
      }),
    );
    expect(fixed).toMatchObject({ added: 3, rejected: [], repeated: [{ index: 3 }] });
    const names = (await getDb().select().from(contacts).where(eq(contacts.list_id, listId))).map((c) => c.name);
    expect(names.sort()).toEqual(['Ann Lee', 'Cy Fox', 'Jane Doe']);

    // A retry of rows no longer held changes nothing.
    expect(await retryImportRowsAction({ reportId, rows: [{ index: 1, cells: zipRow.cells }] })).toEqual({
      ok: false,
      error: 'These rows are no longer in the report.',
    });
    expect(ok(await removeImportRowAction({ reportId, index: 3 })).repeated).toEqual([]);
    ok(await dismissImportReportAction({ reportId }));
    expect(ok(await importReportsAction({ listId }))).toEqual([]);
    expect(await removeImportRowAction({ reportId, index: 1 })).toEqual({
      ok: false,
      error: 'This import report was dismissed.',
    });
  });

  it("refuses another user's report, and a clean import keeps no report", async () => {
    const listId = ok(await createListAction({ name: 'Open house' })).id;
    const clean = await importCsv(listId, [HEADER, JANE]);
    expect(clean).toMatchObject({ id: null, added: 1, rejected: [], repeated: [] });
    const report = await importCsv(listId, [HEADER, WRONG_ZIP]);
    const eve = await signUpUser('eve@example.com');
    actAs(eve, '/contacts');
    expect(await retryImportRowsAction({ reportId: report.id!, rows: [{ index: 0, cells: ['x'] }] })).toEqual({
      ok: false,
      error: 'This import report was dismissed.',
    });
    ok(await dismissImportReportAction({ reportId: report.id! }));
    expect(await getDb().select().from(importReports)).toHaveLength(1);
    // Server bookkeeping: row-level security on and no grant, as list_sends.
    const rls = await getDb().execute(sql`select relrowsecurity from pg_class where relname = 'import_reports'`);
    expect((rls as unknown as { rows: { relrowsecurity: boolean }[] }).rows).toEqual([{ relrowsecurity: true }]);
    expect(ok(await importReportsAction({ listId }))).toEqual([]);
  });
});

describe('Import: other columns', () => {
  it('keeps a column as line 2 and others as custom values; refuses bad keys and changes nothing', async () => {
    const listId = ok(await createListAction({ name: 'Open house' })).id;
    await importCsv(
      listId,
      [
        'First name,Name,Address,Address line 2,City,State,ZIP,Agent',
        `Jane,${JANE.split(',').slice(0, 2).join(',')},Apt 4,Springfield,IL,62704,Sam`,
      ],
      { 'First name': 'custom', Agent: 'custom' },
    );
    const [jane] = await getDb().select().from(contacts).where(eq(contacts.list_id, listId));
    expect(jane).toMatchObject({
      name: 'Jane Doe',
      address_2: 'Apt 4',
      custom_values: { first_name: 'Jane', agent: 'Sam' },
    });

    const data = new FormData();
    data.set('listId', listId);
    const post = (customValues: Record<string, number>) => {
      data.set(
        'mappedRows',
        JSON.stringify({
          headers: ['Name', 'Address', 'City', 'State', 'ZIP', 'X'],
          rows: [['Bo', '1 Beacon St', 'Boston', 'MA', '02108', 'y']],
          mapping: { fields: { name: 0, address_1: 1, city: 2, state: 3, zip: 4 }, customValues, address2: null },
        }),
      );
      return importContactsFormAction({ status: 'idle' }, data);
    };
    expect(await post({ 'First Name': 5 })).toMatchObject({
      status: 'error',
      error:
        'A custom value name must start with a lower-case letter and have at most 40 lower-case letters, digits or underscores',
    });
    expect(await post({ recipient_name: 5 })).toMatchObject({
      status: 'error',
      error: 'recipient_name and address_2 are filled from the name and line 2 columns, not as custom values',
    });
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`v${i}`, 5]));
    expect(await post(many)).toMatchObject({ status: 'error', error: 'A contact can have at most 20 custom values' });
    expect(await getDb().select().from(contacts).where(eq(contacts.list_id, listId))).toHaveLength(1);
  });
});
