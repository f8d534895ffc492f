// Does a page cost what it shows, or what the account holds? One user with 1,000 and then
// 100,000 orders (50 to a send: 21 and 2,001 sends), their charges (and funds added before each
// send), tracking URLs, recipients (ten campaigns) and contacts (one
// list: its page, last page, a search, and the API's contacts), and 1,000 and then
// 1,500,000 QR scans over the last 30 days, folded as the app folds them; each signed-in page,
// a campaign's results, and the public API's order list and campaign results, timed BENCH_RUNS
// times against the production server (scripts/server.mjs), on a throwaway PostgreSQL database
// and on PGlite. Prints the median per
// page and the 100k/1k ratio.
//
//   npm run bench:scale            # = node --import tsx --import ./scripts/outside-next.mjs bench/scale.ts
//
// Environment (all optional):
//   BENCH_DATABASE_URL   admin URL of a local PostgreSQL server   postgres://postgres@127.0.0.1:5432/postgres
//   BENCH_RUNS           timed requests per page                 20
//   BENCH_SIZES          row counts, comma separated             1000,100000
//   BENCH_SCANS          scans at each size, comma separated     1000,1500000
//   BENCH_DATABASES      which to run                            postgres,pglite
//   BENCH_PORT           port of the app                         3960
//   BENCH_KEEP           keep the PostgreSQL database, to EXPLAIN its queries
//   BENCH_VERBOSE        show the server's output
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SESSION_COOKIE } from '@/lib/auth/session-cookie-name';
import { openPglite, openPostgres, setDatabase, type Database } from '@/lib/db/client';
import { prepareDatabase } from '@/lib/db/prepare';
import { foldScans } from '@/lib/tracking/fold-scans';
import { TRACKING_PAGE_SIZE } from '@/lib/tracking/list-tracking-urls';
import { TRANSACTIONS_PAGE_SIZE } from '@/lib/billing/list-transactions';
import { CONTACTS_PAGE_SIZE } from '@/lib/validation/contacts-messages';
import { createAccount, type Account } from './bench-account';
import { buildIfStale, runAdminStatement, startAppServer } from './bench-support';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_RUNS || 20);
const SIZES = (process.env.BENCH_SIZES || '1000,100000').split(',').map(Number);
const SCANS = (process.env.BENCH_SCANS || '1000,1500000').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASES || 'postgres,pglite').split(',');
const PORT = Number(process.env.BENCH_PORT || 3960);
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-bench';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGE_SIZE = 50;

/** What is timed, by label: the pages of issue 13's table, their deep pages and a search, and the public API's order list. */
function requests(deep: DeepPages): [string, string][] {
  return [
    ['/orders (active)', '/orders'],
    [`/orders?filter=all&size=${PAGE_SIZE}, page 1`, `/orders?filter=all&size=${PAGE_SIZE}`],
    [`/orders?filter=all&size=${PAGE_SIZE}, last page`, deep.orders],
    // Typed into the address, no cursor: read by offset up to the deepest page typed numbers reach.
    [`/orders?filter=all&size=${PAGE_SIZE}, last page typed`, deep.ordersTyped],
    ['/orders?filter=completed', '/orders?filter=completed'],
    ['/orders/sends/{id} (a send of 50 cards)', deep.send],
    ['/tracking (with the 30-day chart of all links)', '/tracking'],
    ['/tracking, 30-day chart of the most scanned link', `/tracking?chart=url:${deep.scannedLink}`],
    ['/tracking, most viewed', '/tracking?tab=qr&sort=views&dir=desc'],
    ['/tracking, last page', deep.tracking],
    ['/tracking, search "example.com/777"', '/tracking?tab=qr&q=example.com%2F777'],
    ['/profile?tab=billing', '/profile?tab=billing'],
    ['/profile?tab=billing, last page', deep.billing],
    ['/templates (sidebar balance only)', '/templates'],
    ['/campaigns', '/campaigns'],
    ['/campaigns/{id} (results of a tenth of the orders)', deep.campaign],
    [`/contacts/{id} (a list of all the contacts), page 1`, deep.list],
    [`/contacts/{id}, last page`, deep.listLast],
    ['/contacts/{id}, search "contact 777"', `${deep.list}?q=contact+777`],
    ['GET /api/v1/orders', '/api/v1/orders'],
    ['GET /api/v1/campaigns/{id}/results', `/api/v1${deep.campaign}/results`],
    ['GET /api/v1/lists/{id}/contacts', `/api/v1/lists/${deep.listId}/contacts`],
  ];
}

/**
 * Rows numbered from `from` to `to` (inclusive) for the user: a recipient and an order each
 * (mostly completed, one in twenty failed and one cancelled; the 20 newest wait for payment, the
 * active orders of both sizes, which the pipeline leaves alone), a ledger row each, and a
 * tracking URL each. Higher numbers are older.
 */
async function seedRows(database: Database, userId: string, from: number, to: number): Promise<void> {
  const db = database.db;
  if (from === 1) {
    await db.execute(
      sql`insert into templates (user_id, name, size, message) values (${userId}, 'Bench card', '4x6', 'Hi {{recipient_name}}')`,
    );
    await db.execute(sql`insert into campaigns (user_id, name, template_id, type)
      select ${userId}, 'Campaign ' || c, (select id from templates where user_id = ${userId} limit 1), 'single' from generate_series(1, 10) c`);
  }
  const address = JSON.stringify({
    street_number: '123',
    route: 'Main St',
    locality: 'Springfield',
    administrative_area_level_1: 'IL',
    postal_code: '62701',
    formatted_address: '123 Main St, Springfield, IL 62701, USA',
  });
  // Cards go out 50 to a send (decision 043): 100,000 cards are 2,000 sends. A send's id is made
  // from its number, so a send that spans two batches is written once.
  await db.execute(sql`
    with c as (select array_agg(id order by name) as ids from campaigns where user_id = ${userId})
    insert into sends (id, user_id, campaign_id, kind, source, created_at)
    select md5(${userId} || ':send:' || b)::uuid, ${userId}, c.ids[1 + b % 10], 'bulk_send', 'app', now() - (b * 50) * interval '1 minute'
    from generate_series(${from}::int / 50, ${to}::int / 50) b, c
    on conflict (id) do nothing`);
  await db.execute(sql`
    with c as (select array_agg(id order by name) as ids from campaigns where user_id = ${userId}),
    r as (
      insert into recipients (campaign_id, user_id, name, address, created_at)
      select c.ids[1 + (g / 50) % 10], ${userId}, 'Recipient ' || g, ${address}::jsonb, now() - g * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) g, c
      returning id, campaign_id, name, created_at
    )
    insert into orders_table (campaign_id, recipient_id, user_id, status, cost, cost_breakdown, campaign_type, neighbor_count,
      demographics, include_condo, size, postcard_unit_cost, lookup_unit_cost, created_at, updated_at, send_id)
    select campaign_id, id, ${userId},
      case when substr(name, 11)::int <= 20 then 'payment_required' when substr(name, 11)::int % 20 = 1 then 'failed'
        when substr(name, 11)::int % 20 = 2 then 'cancelled' else 'completed' end,
      1.25, '{"postcard_cost": 125, "lookup_cost": 0}'::jsonb, 'single', 0, 'all', false, '4x6', 1.25, 0, created_at, created_at,
      md5(${userId} || ':send:' || (substr(name, 11)::int / 50))::uuid
    from r`);
  // Each card's charge, and funds added before each send of 50: the history shows a line per
  // send and one per top-up (decision 046), 4,000 lines for 100,000 charges.
  await db.execute(sql`
    insert into transactions (user_id, status, type, amount, idempotency_key, order_id, metadata, created_at)
    select ${userId}::uuid, 'completed', 'postcard_charge', -1.25, 'bench:' || o.id, o.id, '{"description": "Bench"}'::jsonb, o.created_at
    from orders_table o join recipients r on r.id = o.recipient_id
    where o.user_id = ${userId} and substr(r.name, 11)::int between ${from}::int and ${to}::int
    union all
    select ${userId}::uuid, 'completed', 'card_charge', 62.50, 'bench:funds:' || g, null, '{"description": "Funds added"}'::jsonb,
      now() - g * interval '1 minute' - interval '1 second'
    from generate_series(${from}::int, ${to}::int) g where g % 50 = 49`);
  await db.execute(sql`
    insert into tracking_urls (id, name, target_url, user_id, created_at)
    select substr(md5('bench' || g), 1, 12), 'Link ' || g, 'https://example.com/' || g, ${userId}, now() - g * interval '1 minute'
    from generate_series(${from}::int, ${to}::int) g`);
  // Their views (the links' counters are made with them, at 0: migration 0034).
  await db.execute(sql`
    update tracking_url_counts set access_count = g % 997
    from generate_series(${from}::int, ${to}::int) g where tracking_url_id = substr(md5('bench' || g), 1, 12)`);
  // What autovacuum does to a table that grew: visibility map and statistics.
  await db.execute(sql`vacuum analyze`);
}

/**
 * Contacts numbered `from` to `to` in the user's one list (made with the first size), each at an
 * address of its own, as an import leaves them; the list's count is kept by the insert's trigger.
 */
async function seedContacts(database: Database, userId: string, from: number, to: number): Promise<void> {
  const db = database.db;
  if (from === 1) await db.execute(sql`insert into contact_lists (user_id, name) values (${userId}, 'Bench list')`);
  await db.execute(sql`
    insert into contacts (list_id, user_id, name, address, address_key, search_text, created_at)
    select l.id, ${userId}, 'Contact ' || g,
      jsonb_build_object('street_number', g::text, 'route', 'Main St', 'locality', 'Springfield',
        'administrative_area_level_1', 'IL', 'postal_code', '62701',
        'formatted_address', g || ' Main St, Springfield, IL 62701'),
      g || ' main st 62701', lower('Contact ' || g || ' ' || g || ' Main St, Springfield, IL 62701'),
      now() - g * interval '1 minute'
    from generate_series(${from}::int, ${to}::int) g, (select id from contact_lists where user_id = ${userId} limit 1) l`);
}

// Link 1: seedScans gives it a share of every size's scans.
const SCANNED_LINK = createHash('md5').update('bench1').digest('hex').slice(0, 12);

/**
 * `scans` more QR scans of links `from`…`to`, spread over them and over the last 30 days, as the
 * redirect records them (writes of 1,000 links, a few scans each) and folded into the day counts
 * the chart and the campaign results read (lib/tracking/fold-scans.ts), so the scan queue is empty again.
 */
async function seedScans(database: Database, userId: string, from: number, to: number, scans: number): Promise<void> {
  if (scans <= 0) return;
  const perLink = scans >= 100_000 ? 5 : 1;
  const entries = Math.floor(scans / perLink);
  await database.db.execute(sql`
    insert into tracking_url_scan_batches (tracking_url_ids, user_ids, scans, scanned_at)
    select array_agg(id), array_agg(${userId}::uuid), array_agg(${perLink}::int),
      now() - day * interval '1 day' - (chunk % 600) * interval '1 minute'
    from (
      select g % 30 as day, g / 30000 as chunk,
        substr(md5('bench' || case when g % 50 = 0 then 1 else ${from}::int + g % (${to}::int - ${from}::int + 1) end), 1, 12) as id
      from generate_series(0, ${entries}::int - 1) g
    ) entries group by day, chunk`);
  while (await foldScans()) {
    // until every scan is in the day counts
  }
}

type DeepPages = {
  orders: string;
  send: string;
  ordersTyped: string;
  tracking: string;
  billing: string;
  campaign: string;
  scannedLink: string;
  listId: string;
  list: string;
  listLast: string;
};

/**
 * The last page of all orders, of the QR table and of the transaction history, as each page's
 * own links reach it: from the last row of the page before; and the first campaign's results.
 */
async function deepPages(database: Database, userId: string): Promise<DeepPages> {
  const lastPage = async (table: string, where: string, size: number, order = 'created_at') => {
    const total = await database.db.execute(
      sql.raw(`select count(*)::int as n from ${table} where user_id = '${userId}' ${where}`),
    );
    const pages = Math.ceil((total as unknown as { rows: { n: number }[] }).rows[0].n / size);
    // One page (the Orders page lists 21 sends at 1k): the last page is the first, no cursor.
    if (pages <= 1) return { pages: 1, after: '' };
    const before = await database.db.execute(
      sql.raw(
        `select id from ${table} where user_id = '${userId}' ${where} order by ${order} desc, id desc offset ${(pages - 1) * size - 1} limit 1`,
      ),
    );
    return { pages, after: (before as unknown as { rows: { id: string }[] }).rows[0].id };
  };
  // The Orders page lists sends (decision 045); the history its lines, in their order (decision 046).
  const orders = await lastPage('sends', '', PAGE_SIZE);
  const links = await lastPage('tracking_urls', '', TRACKING_PAGE_SIZE);
  const history = await lastPage('history_lines', '', TRANSACTIONS_PAGE_SIZE, 'seq');
  // A full send of 50 mailed cards (the newest hold the cards waiting for payment).
  const [{ id: olderSend }] = (
    (await database.db.execute(
      sql.raw(`select id from sends where user_id = '${userId}' order by created_at desc, id desc offset 2 limit 1`),
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  const first = await database.db.execute(
    sql.raw(`select id from campaigns where user_id = '${userId}' order by name limit 1`),
  );
  const [{ id: listId }] = (
    (await database.db.execute(
      sql.raw(`select id from contact_lists where user_id = '${userId}' limit 1`),
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  const contacts = await lastPage('contacts', `and list_id = '${listId}'`, CONTACTS_PAGE_SIZE);
  return {
    campaign: `/campaigns/${(first as unknown as { rows: { id: string }[] }).rows[0].id}`,
    scannedLink: SCANNED_LINK,
    orders: `/orders?filter=all&size=${PAGE_SIZE}&page=${orders.pages}${orders.after && `&after=${orders.after}`}`,
    ordersTyped: `/orders?filter=all&size=${PAGE_SIZE}&page=${orders.pages}`,
    send: `/orders/sends/${olderSend}`,
    tracking: `/tracking?tab=qr&page=${links.pages}${links.after && `&after=${links.after}`}`,
    billing: `/profile?tab=billing&tx=${history.pages}${history.after && `&after=${history.after}`}`,
    listId,
    list: `/contacts/${listId}`,
    listLast: `/contacts/${listId}?page=${contacts.pages}${contacts.after && `&after=${contacts.after}`}`,
  };
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function timePages(account: Account, targets: [string, string][]): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  for (const [label, url] of targets) {
    const headers: Record<string, string> = url.startsWith('/api/')
      ? { 'x-api-key': account.apiKey }
      : { cookie: `${SESSION_COOKIE}=${account.sessionToken}` };
    const once = async (): Promise<number> => {
      const started = performance.now();
      const response = await fetch(`${ORIGIN}${url}`, { headers, redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === 429) {
        // The API's 60 requests a minute: wait for the next window and time that request instead.
        await new Promise((resolve) =>
          setTimeout(resolve, Number(response.headers.get('retry-after') ?? 60) * 1000 + 100),
        );
        return once();
      }
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 3; i++) await once(); // warm: compiled routes, caches, plans
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await once());
    times.set(label, median(samples));
  }
  return times;
}

async function withServer<T>(env: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const server = await startAppServer(PORT, DIST_DIR, env);
  try {
    return await work();
  } finally {
    await server.stop();
  }
}

/** Seeds each size in turn (adding rows to the same account) and times the pages at each. */
async function run(label: string, open: () => Database, serverEnv: Record<string, string>) {
  const results = new Map<number, Map<string, number>>();
  let account: Account | undefined;
  let seeded = 0;
  let scanned = 0;
  for (const [step, size] of SIZES.entries()) {
    const database = open();
    setDatabase(database);
    await prepareDatabase(database);
    account ??= await createAccount(database);
    const started = performance.now();
    await seedRows(database, account.userId, seeded + 1, size);
    await seedContacts(database, account.userId, seeded + 1, size);
    const scans = SCANS[step] ?? SCANS.at(-1)!;
    await seedScans(database, account.userId, seeded + 1, size, scans - scanned);
    await database.db.execute(sql`vacuum analyze`);
    console.log(
      `${label}: ${size.toLocaleString('en-US')} rows and ${scans.toLocaleString('en-US')} scans seeded (${Math.round((performance.now() - started) / 1000)} s)`,
    );
    seeded = size;
    scanned = scans;
    const deep = await deepPages(database, account.userId);
    setDatabase(undefined);
    await database.close();
    const current = account;
    results.set(size, await withServer(serverEnv, () => timePages(current, requests(deep))));
  }
  return results;
}

function report(label: string, results: Map<number, Map<string, number>>) {
  const [small, large] = [SIZES[0], SIZES.at(-1)!];
  const rows = [...results.get(small)!.keys()].map((page) => {
    const a = results.get(small)!.get(page)!;
    const b = results.get(large)!.get(page)!;
    return {
      page,
      [`${small} rows ms`]: Math.round(a * 10) / 10,
      [`${large} rows ms`]: Math.round(b * 10) / 10,
      ratio: Math.round((b / a) * 100) / 100,
    };
  });
  console.log(`\n${label}: median of ${RUNS} requests per page`);
  console.table(rows);
}

async function main() {
  buildIfStale(DIST_DIR);
  if (DATABASES.includes('postgres')) {
    const name = `inkpost_bench_scale_${Date.now()}`;
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    await runAdminStatement(ADMIN_URL, `create database ${pg.escapeIdentifier(name)}`);
    try {
      report(
        'PostgreSQL',
        await run('PostgreSQL', () => openPostgres(url.toString(), 2), { DATABASE_URL: url.toString() }),
      );
    } finally {
      if (process.env.BENCH_KEEP) console.log(`kept database ${name} (BENCH_KEEP)`);
      else await runAdminStatement(ADMIN_URL, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    }
  }
  if (DATABASES.includes('pglite')) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpost-bench-scale-'));
    try {
      report(
        'PGlite',
        await run('PGlite', () => openPglite(path.join(dataDir, 'pglite')), {
          INKPOST_DATA_DIR: dataDir,
          DATABASE_URL: '',
        }),
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
