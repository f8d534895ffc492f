import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '@/lib/db/client';
import { MIGRATIONS_FOLDER } from '@/lib/db/migrate';

// Migration 0036 on a database that already has orders (decision 043): each group of orders that
// was placed together becomes one send, of the kind that placed it, with its kept figures.

const folders: string[] = [];
let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The migrations as they were before 0036: a copy of the folder with its journal cut there. */
function migrationsBeforeSends(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'inkpost-migrations-'));
  folders.push(folder);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === '0036_sends');
  for (const entry of journal.entries.slice(at)) unlinkSync(path.join(folder, `${entry.tag}.sql`));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

const ID = (group: string, n: number) => `00000000-0000-4000-${group}-${String(n).padStart(12, '0')}`;
const USER = ID('8000', 1);
const CAMPAIGN = ID('8000', 3);
const STEP = ID('8000', 4);
const LIST = ID('8000', 5);

describe('migration 0036 on existing orders', () => {
  it('makes one send per group placed together: Bulk Send, list, single, follow-up days', async () => {
    database = openPglite(null);
    const run = (statement: string) => database!.db.execute(sql.raw(statement));
    await migrate(database.db as never, { migrationsFolder: migrationsBeforeSends() });
    await run(`insert into handwriting_styles (id, name) values (5, 'Script')`);
    await run(`insert into profiles (id, name, email) values ('${USER}', 'Ada', 'ada@example.com')`);
    await run(`insert into templates (id, user_id, name, size) values ('${ID('8000', 2)}', '${USER}', 'T', '4x6')`);
    await run(
      `insert into campaigns (id, user_id, name, template_id, type) values ('${CAMPAIGN}', '${USER}', 'C', '${ID('8000', 2)}', 'single')`,
    );
    await run(`insert into follow_up_steps (id, user_id, campaign_id, position, template_id, days, audience)
      values ('${STEP}', '${USER}', '${CAMPAIGN}', 1, '${ID('8000', 2)}', 3, 'everyone')`);
    await run(`insert into contact_lists (id, user_id, name) values ('${LIST}', '${USER}', 'Sphere')`);
    const address = `{"street_number":"1","route":"Main St","locality":"Springfield","administrative_area_level_1":"IL","postal_code":"62701","formatted_address":"1 Main St"}`;
    // Orders 1–3 one Bulk Send (one transaction's time), 4–5 a list send, 6 a Send, 7–8 a follow-up
    // step on one day, 9 the same step the next day.
    const placed: [number, string, string | null][] = [
      [1, '2026-11-01 10:00:00+00', null],
      [2, '2026-11-01 10:00:00+00', null],
      [3, '2026-11-01 10:00:00+00', null],
      [4, '2026-11-02 10:00:00+00', null],
      [5, '2026-11-02 10:00:00+00', null],
      [6, '2026-11-03 10:00:00+00', null],
      [7, '2026-11-05 10:00:00+00', STEP],
      [8, '2026-11-05 11:00:00+00', STEP],
      [9, '2026-11-06 10:00:00+00', STEP],
    ];
    for (const [n, at, step] of placed) {
      await run(`insert into recipients (id, campaign_id, user_id, name, address)
        values ('${ID('9000', n)}', '${CAMPAIGN}', '${USER}', 'R${n}', '${address}')`);
      await run(`insert into orders_table (id, campaign_id, recipient_id, user_id, status, cost, campaign_type, neighbor_count,
          demographics, include_condo, size, postcard_unit_cost, lookup_unit_cost, created_at, follow_up_step_id, charge_count)
        values ('${ID('a000', n)}', '${CAMPAIGN}', '${ID('9000', n)}', '${USER}', 'completed', 1.25, 'single', 0, 'all', false,
          '4x6', 1.25, 0, '${at}', ${step ? `'${step}'` : 'null'}, 1)`);
      await run(`insert into transactions (user_id, status, type, amount, idempotency_key, order_id)
        values ('${USER}', 'completed', 'postcard_charge', -1.25, 'charge-${n}', '${ID('a000', n)}')`);
    }
    await run(`insert into transactions (user_id, status, type, amount, idempotency_key)
      values ('${USER}', 'completed', 'card_charge', 20, 'funds')`);
    await run(`insert into transactions (user_id, status, type, amount, idempotency_key, order_id)
      values ('${USER}', 'completed', 'refund', 1.25, 'refund-6', '${ID('a000', 6)}')`);
    await run(`insert into list_sends (token, user_id, list_id, campaign_id, result) values (gen_random_uuid(), '${USER}', '${LIST}',
      '${CAMPAIGN}', '{"created":2,"skippedRecent":0,"orderIds":["${ID('a000', 4)}","${ID('a000', 5)}"],"unitCents":125}')`);

    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });

    const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
    const sends = rows(
      await run(`select id, kind, source, list_id, follow_up_step_id, follow_up_step_number, follow_up_day::text as day,
          order_count, postcard_count, cost::text as cost, charged::text as charged, refunded::text as refunded
        from sends order by created_at, id`),
    );
    expect(sends).toEqual([
      {
        id: ID('a000', 1),
        kind: 'bulk_send',
        source: 'app',
        list_id: null,
        follow_up_step_id: null,
        follow_up_step_number: null,
        day: null,
        order_count: 3,
        postcard_count: 3,
        cost: '3.75',
        charged: '3.75',
        refunded: '0.00',
      },
      {
        id: ID('a000', 4),
        kind: 'list_send',
        source: 'app',
        list_id: LIST,
        follow_up_step_id: null,
        follow_up_step_number: null,
        day: null,
        order_count: 2,
        postcard_count: 2,
        cost: '2.50',
        charged: '2.50',
        refunded: '0.00',
      },
      {
        id: ID('a000', 6),
        kind: 'send',
        source: 'app',
        list_id: null,
        follow_up_step_id: null,
        follow_up_step_number: null,
        day: null,
        order_count: 1,
        postcard_count: 1,
        cost: '1.25',
        charged: '1.25',
        refunded: '1.25',
      },
      {
        id: ID('a000', 7),
        kind: 'follow_up',
        source: 'worker',
        list_id: null,
        follow_up_step_id: STEP,
        follow_up_step_number: 1,
        day: '2026-11-05',
        order_count: 2,
        postcard_count: 2,
        cost: '2.50',
        charged: '2.50',
        refunded: '0.00',
      },
      {
        id: ID('a000', 9),
        kind: 'follow_up',
        source: 'worker',
        list_id: null,
        follow_up_step_id: STEP,
        follow_up_step_number: 1,
        day: '2026-11-06',
        order_count: 1,
        postcard_count: 1,
        cost: '1.25',
        charged: '1.25',
        refunded: '0.00',
      },
    ]);
    const orders = rows(await run(`select id, send_id from orders_table order by id`));
    expect(orders.map((o) => [o.id, o.send_id])).toEqual(
      [1, 1, 1, 4, 4, 6, 7, 7, 9].map((send, i) => [ID('a000', i + 1), ID('a000', send)]),
    );
    // A replayed list send answers its send; the API's order names it.
    expect(rows(await run(`select result ->> 'sendId' as send from list_sends`))).toEqual([{ send: ID('a000', 4) }]);
    expect(
      rows(
        await run(`select api_order_json(o) ->> 'send_id' as send from orders_table o where id = '${ID('a000', 8)}'`),
      ),
    ).toEqual([{ send: ID('a000', 7) }]);
  });
});
