// Measures the QR short link /r/{id} of the production build against a bare node:http server
// that answers every request with a fixed 302, in the same run on the same machine: one hot link,
// and scans spread evenly over N postcard links (every card its own link). Then checks that every
// answered scan was counted exactly once, also through the app's graceful stop (SIGTERM). Budgets
// (issue 38): one link at least 0.9× the bare server's requests per second; spread at least 0.6×
// on PostgreSQL and 0.5× on PGlite; the app's p99 at most twice the bare server's.
//
//   npm run bench:redirect                      # = node --import tsx --import ./scripts/outside-next.mjs bench/redirect.ts
//   npm run bench:redirect -- --links 200000    # how many postcard links the spread scans cover
//
// For each database (a throwaway inkpost_bench_redirect_<timestamp> on the PostgreSQL server of
// BENCH_DATABASE_URL, local servers only; and an embedded PGlite folder) it migrates, adds an
// account with one link of its own and a campaign of N postcard links, builds the app into
// .next-bench (or NEXT_DIST_DIR) when the sources are newer, starts it with scripts/server.mjs
// (what `npm start` runs), and loads the bare server and then the app with autocannon for a fixed
// duration each, case by case. A run cut off by time leaves requests in flight that the server
// answers (and counts) but the client never tallies: so the exact count is checked on a run of a
// fixed number of requests over links of their own, after the app was stopped with SIGTERM (its
// last scans written) and what it left unfolded was folded. Each case also reports the CPU time
// the app and the PostgreSQL server's processes spent per 1,000 requests, folding included (read
// from /proc): a cost that other load on the machine changes far less than it changes req/s.
// Each case runs BENCH_ROUNDS times, bare server and app in turns, and the ratio reported is the
// median of the rounds' ratios (the bare server's own figure swings twofold between runs on a
// shared machine); the bare server's CPU per 1,000 requests is printed as the yardstick's cost.
//
// Environment (all optional):
//   BENCH_DATABASE_URL   admin URL of the PostgreSQL server   postgres://postgres@127.0.0.1:5432/postgres
//   BENCH_DATABASES      which to run                         postgres,pglite
//   BENCH_CONNECTIONS    concurrent connections               100
//   BENCH_DURATION       seconds per timed run                10
//   BENCH_ROUNDS         bare/app pairs per case (median)     3
//   BENCH_APP_NODE_ARGS  node flags for the app (a profile)   none
//   BENCH_PORT           port of the app                      3900 (the bare server uses +1)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, setDatabase, type Database } from '@/lib/db/client';
import { prepareDatabase } from '@/lib/db/prepare';
import { foldScans } from '@/lib/tracking/fold-scans';
import { createAccount } from './bench-account';
import { buildIfStale, processTree, runAdminStatement, waitForPort } from './bench-support';

const { values: flags } = parseArgs({ options: { links: { type: 'string', default: '200000' } } });
const LINKS = Number(flags.links);
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASES = (process.env.BENCH_DATABASES || 'postgres,pglite').split(',');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 100);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
// Node flags for the app alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (not allowed in NODE_OPTIONS).
const APP_NODE_ARGS = (process.env.BENCH_APP_NODE_ARGS || '').split(' ').filter(Boolean);
const APP_PORT = Number(process.env.BENCH_PORT || 3900);
const BARE_PORT = APP_PORT + 1;
const ROOT = path.resolve(__dirname, '..');
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-bench';
const HOT_ID = 'benchqr00001';
/** The spread case's budget per database (issue 38): PGlite's writes run in the app's own process. */
const SPREAD_BUDGET: Record<string, number> = { PostgreSQL: 0.6, PGlite: 0.5 };
// The exact-count run: a fixed number of requests over links of their own.
const COUNT_LINKS = 10_000;
const COUNT_REQUESTS = 50_000;
const TARGET = 'https://example.com/landing';
// A phone's browser, so the bot filter counts every request.
const USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

if (!Number.isInteger(LINKS) || LINKS < 1)
  throw new Error(`--links must be a positive whole number (got ${flags.links})`);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1)
  throw new Error(`BENCH_ROUNDS must be a positive whole number (got ${process.env.BENCH_ROUNDS})`);
const adminUrl = new URL(ADMIN_URL);
if (DATABASES.includes('postgres') && !['localhost', '127.0.0.1', '::1', '[::1]', ''].includes(adminUrl.hostname)) {
  throw new Error(
    `BENCH_DATABASE_URL must point at a local server (got ${adminUrl.hostname}): the bench creates and drops a database.`,
  );
}

/** Postcard link number i (1…N) of the spread runs, and of the exact-count run. */
const cardId = (i: number) => `bl${String(i).padStart(10, '0')}`;
const countId = (i: number) => `bc${String(i).padStart(10, '0')}`;

const children = new Set<ChildProcess>();
const cleanups: Array<() => Promise<void>> = [];
let cleanedUp: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleanedUp ??= (async () => {
    for (const child of children) child.kill('SIGKILL');
    for (const step of cleanups.reverse()) await step().catch((error) => console.error(error.message));
  })();
  return cleanedUp;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

/** The account, its own hot link, a campaign of LINKS postcard links, and COUNT_LINKS more for the exact count. */
async function seed(database: Database): Promise<void> {
  setDatabase(database);
  await prepareDatabase(database);
  const { userId } = await createAccount(database);
  const db = database.db;
  await db.execute(
    sql`insert into templates (user_id, name, size, message) values (${userId}, 'Bench card', '4x6', 'Hi {{recipient_name}}')`,
  );
  await db.execute(sql`insert into campaigns (user_id, name, template_id, type)
    select ${userId}, 'Bench campaign', id, 'single' from templates where user_id = ${userId}`);
  await db.execute(
    sql`insert into tracking_urls (id, name, target_url, user_id) values (${HOT_ID}, 'Bench', ${TARGET}, ${userId})`,
  );
  for (const [prefix, count] of [
    ['bl', LINKS],
    ['bc', COUNT_LINKS],
  ] as const) {
    await db.execute(sql`insert into tracking_urls (id, name, target_url, user_id, campaign_id)
      select ${prefix} || lpad(g::text, 10, '0'), 'Card ' || g, ${TARGET}, ${userId}, (select id from campaigns where user_id = ${userId})
      from generate_series(1, ${count}::int) g`);
  }
  await db.execute(sql`vacuum analyze`);
  setDatabase(undefined);
}

/** The app as `npm start` runs it; resolves once its index of links is loaded (its start-up log says so). */
function startApp(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...APP_NODE_ARGS, path.join(ROOT, 'scripts/server.mjs'), String(APP_PORT)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: DIST_DIR,
      APP_URL: `http://127.0.0.1:${APP_PORT}`,
      ...env,
    },
  });
  children.add(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the app did not index its links within 180 s')), 180_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (chunk.toString().includes('tracking links indexed')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`the app exited (${code}) before it was ready`)));
  });
}

/** SIGTERM, as a deploy stops it: answers in flight, writes its gathered scans, exits. */
function stopApp(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}

// The yardstick: the least a node process can do to answer a redirect.
function startBareServer(): ChildProcess {
  const source = `require('node:http').createServer((req, res) => { res.writeHead(302, { Location: ${JSON.stringify(TARGET)}, 'Cache-Control': 'no-store' }); res.end(); }).listen(${BARE_PORT});`;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'inherit' });
  children.add(child);
  return child;
}

type Load = { rps: number; p99: number; redirects: number; errors: number; other: number; sent: number };

/** CPU milliseconds a process has used (Linux /proc, 100 ticks a second; 0 where there is none). */
function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * CPU used so far by the app and by every process of the local PostgreSQL server (its backends,
 * including the fold's): what a case costs whatever else loads the machine. Approximate: a
 * backend that exits in between takes its time with it, and other databases' work is counted.
 */
function cpuNow(appPids: number[]): { app: number; front: number; postgres: number } {
  let postgres = 0;
  for (const entry of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') postgres += cpuMs(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  // appPids[0] is the front process.
  return { app: appPids.reduce((sum, pid) => sum + cpuMs(pid), 0), front: cpuMs(appPids[0]), postgres };
}

/**
 * Loads `port` with requests whose paths `pathOf` gives in turn (the same paths for both
 * servers), for DURATION seconds or for exactly `amount` requests.
 */
async function load(
  port: number,
  pathOf: (n: number) => string,
  limit: { duration: number } | { amount: number },
): Promise<Load> {
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    ...limit,
    headers: { 'user-agent': USER_AGENT },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf(n++) }) }],
  });
  return {
    // Requests answered per second of the run (autocannon's duration is the run's own length).
    rps: result.requests.total / result.duration,
    p99: result.latency.p99,
    redirects: result['3xx'],
    errors: result.errors + result.timeouts,
    other: result['1xx'] + result['2xx'] + result['4xx'] + result['5xx'],
    sent: n,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const hot = () => `/r/${HOT_ID}`;
// Each request the next link, so every link is scanned before any is scanned twice; a round goes
// on from where the one before it stopped.
let spreadFrom = 0;
const spread = (n: number) => `/r/${cardId(((spreadFrom + n) % LINKS) + 1)}`;
const exact = (n: number) => `/r/${countId((n % COUNT_LINKS) + 1)}`;

type Counts = { hot: number; spread: number; exact: number; unfolded: number; exactDays: number };
async function counts(database: Database): Promise<Counts> {
  const result = await database.db.execute(sql`
    select (select access_count from tracking_url_counts where tracking_url_id = ${HOT_ID}) as hot,
           (select coalesce(sum(access_count), 0)::int from tracking_url_counts where tracking_url_id like 'bl%') as spread,
           (select coalesce(sum(access_count), 0)::int from tracking_url_counts where tracking_url_id like 'bc%') as exact,
           (select coalesce(sum(d.scans), 0)::int from tracking_url_days d where d.tracking_url_id like 'bc%') as "exactDays",
           (select coalesce(sum(scans), 0)::int from tracking_url_scans)
             + (select coalesce(sum(n), 0)::int from tracking_url_scan_batches, unnest(scans) n) as unfolded`);
  return (result as unknown as { rows: Counts[] }).rows[0];
}

async function waitUntilFolded(database: Database): Promise<void> {
  const deadline = Date.now() + 60_000;
  while ((await counts(database)).unfolded > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250));
}

type Round = { bare: Load; app: Load };
type Case = { rounds: Round[]; cpu: { app: number; front: number; postgres: number; bare: number } };

async function runOn(
  bareServer: ChildProcess,
  label: string,
  open: () => Database,
  appEnv: Record<string, string>,
  readable: boolean,
): Promise<boolean> {
  const started = performance.now();
  const seeding = open();
  await seed(seeding);
  if (!readable) await seeding.close();
  console.log(
    `${label}: ${(LINKS + COUNT_LINKS + 1).toLocaleString('en-US')} links seeded (${Math.round((performance.now() - started) / 1000)} s)`,
  );

  const app = await startApp(appEnv);
  // The front process and the Next.js process it started: the app's CPU is theirs together.
  const appPids = processTree(app.pid!);
  await waitForPort(`http://127.0.0.1:${BARE_PORT}/`);
  // Warm both up (JIT, connection pools), then each case: the bare server, then the app.
  await load(APP_PORT, hot, { amount: 5_000 });
  await load(BARE_PORT, hot, { amount: 20_000 });
  const results: Record<string, Case> = {};
  for (const [name, pathOf] of [
    ['one link', hot],
    [`${LINKS.toLocaleString('en-US')} links, spread`, spread],
  ] as const) {
    // Bare server and app in turns, ROUNDS times: CPU summed over the rounds, the ratio their median.
    const rounds: Round[] = [];
    const spent = { app: 0, front: 0, postgres: 0, bare: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const bareBefore = cpuMs(bareServer.pid!);
      const bare = await load(BARE_PORT, pathOf, { duration: DURATION });
      spent.bare += cpuMs(bareServer.pid!) - bareBefore;
      const before = cpuNow(appPids);
      const appLoad = await load(APP_PORT, pathOf, { duration: DURATION });
      if (pathOf === spread) spreadFrom += appLoad.sent;
      // This run's fold must not slow the next (PGlite's folder is the app's: a pause instead).
      if (readable) await waitUntilFolded(seeding);
      else await new Promise((resolve) => setTimeout(resolve, 5_000));
      // CPU of the run and of folding its scans.
      const after = cpuNow(appPids);
      spent.app += after.app - before.app;
      spent.front += after.front - before.front;
      spent.postgres += after.postgres - before.postgres;
      rounds.push({ bare, app: appLoad });
    }
    // Per 1,000 requests answered.
    const answered = (side: 'bare' | 'app') => rounds.reduce((sum, r) => sum + r[side].redirects, 0);
    const perThousand = (ms: number, side: 'bare' | 'app') => Math.round((ms * 1000) / answered(side));
    results[name] = {
      rounds,
      cpu: {
        app: perThousand(spent.app, 'app'),
        front: perThousand(spent.front, 'app'),
        postgres: perThousand(spent.postgres, 'app'),
        bare: perThousand(spent.bare, 'bare'),
      },
    };
  }
  const exactRun = await load(APP_PORT, exact, { amount: COUNT_REQUESTS });
  const exitCode = await stopApp(app);

  // What the stopped app left unfolded (written on SIGTERM, folded by the next process): fold it here.
  const database = readable ? seeding : open();
  setDatabase(database);
  while (await foldScans()) {
    // until nothing is left
  }
  const state = await counts(database);
  setDatabase(undefined);
  await database.close();

  console.log(
    `\n${label}: /r/{id} with ${CONNECTIONS} connections, ${DURATION} s per run, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, node ${process.version}`,
  );
  // Each round: the bare server's and the app's req/s, p99 and the ratio; then the case's median
  // ratio and its CPU per 1,000 requests (all rounds, folding included).
  const table: Record<string, Record<string, number | string>> = {};
  const ratio = (r: Round) => r.app.rps / r.bare.rps;
  for (const [name, { rounds, cpu }] of Object.entries(results)) {
    rounds.forEach((r, i) => {
      table[`${name}, round ${i + 1}`] = {
        'bare req/s': Math.round(r.bare.rps),
        'bare p99 ms': r.bare.p99,
        'app req/s': Math.round(r.app.rps),
        'app p99 ms': r.app.p99,
        errors: r.bare.errors + r.app.errors,
        ratio: ratio(r).toFixed(2),
      };
    });
    table[`${name}: median of ${rounds.length}`] = {
      'bare req/s': Math.round(median(rounds.map((r) => r.bare.rps))),
      'app req/s': Math.round(median(rounds.map((r) => r.app.rps))),
      ratio: median(rounds.map(ratio)).toFixed(2),
      'bare CPU ms/1k': cpu.bare,
      'app CPU ms/1k': cpu.app,
      // Of which the front process; the rest is the Next.js process (PGlite's writes and folds on PGlite).
      'front CPU ms/1k': cpu.front,
      // PGlite's database work is the app's own.
      'PostgreSQL CPU ms/1k': readable ? cpu.postgres : 'in the app',
    };
  }
  console.table(table);
  const one = results['one link'];
  const many = Object.entries(results)[1][1];
  const tallied = (r: Load) => r.redirects;
  const appRuns = [...one.rounds, ...many.rounds].map((r) => r.app);
  const oneRatio = median(one.rounds.map(ratio));
  const manyRatio = median(many.rounds.map(ratio));
  const checks = [
    {
      ok: oneRatio >= 0.9,
      text: `one link: ${oneRatio.toFixed(2)}× the bare server, median of ${ROUNDS} (budget: at least 0.9×)`,
    },
    {
      ok: manyRatio >= SPREAD_BUDGET[label],
      text: `${LINKS.toLocaleString('en-US')} links: ${manyRatio.toFixed(2)}× the bare server, median of ${ROUNDS} (budget: at least ${SPREAD_BUDGET[label]}×)`,
    },
    ...[one, many].map(({ rounds }, i) => {
      const appP99 = median(rounds.map((r) => r.app.p99));
      const bareP99 = median(rounds.map((r) => r.bare.p99));
      return {
        ok: appP99 <= 2 * bareP99,
        text: `${i === 0 ? 'one link' : 'spread'}: p99 ${appP99} ms against the bare server's ${bareP99} ms, medians of ${ROUNDS} (budget: at most twice)`,
      };
    }),
    {
      ok: [...appRuns, exactRun].every((r) => r.errors === 0 && r.other === 0),
      text: `every app request answered 302 (${[...appRuns, exactRun].reduce((n, r) => n + r.errors, 0)} errors, ${[...appRuns, exactRun].reduce((n, r) => n + r.other, 0)} other statuses)`,
    },
    { ok: exitCode === 0, text: `the app stopped on SIGTERM with exit code ${exitCode}` },
    {
      ok: state.exact === tallied(exactRun) && state.exactDays === tallied(exactRun) && state.unfolded === 0,
      text: `exact run: ${tallied(exactRun)} redirects, access_count ${state.exact}, day counts ${state.exactDays}, ${state.unfolded} scans left unfolded`,
    },
    // The timed runs end with requests in flight that the app answered but the client never tallied.
    // Each round may leave CONNECTIONS such requests.
    ...(
      [
        ['one link', state.hot, 5_000 + one.rounds.reduce((n, r) => n + tallied(r.app), 0)],
        ['spread', state.spread, many.rounds.reduce((n, r) => n + tallied(r.app), 0)],
      ] as const
    ).map(([name, count, answered]) => ({
      ok: count >= answered && count <= answered + CONNECTIONS * ROUNDS,
      text: `${name}: ${count} scans counted for ${answered} redirects tallied (at most ${CONNECTIONS * ROUNDS} more in flight when the ${ROUNDS} runs stopped)`,
    })),
  ];
  for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.text}`);
  return checks.every((c) => c.ok);
}

async function main() {
  buildIfStale(DIST_DIR);
  const bareServer = startBareServer();
  let ok = true;
  if (DATABASES.includes('postgres')) {
    const name = `inkpost_bench_redirect_${Date.now()}`;
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    await runAdminStatement(ADMIN_URL, `create database ${pg.escapeIdentifier(name)}`);
    cleanups.push(() =>
      runAdminStatement(ADMIN_URL, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
    );
    ok =
      (await runOn(
        bareServer,
        'PostgreSQL',
        () => openPostgres(url.toString(), 2),
        { DATABASE_URL: url.toString() },
        true,
      )) && ok;
  }
  if (DATABASES.includes('pglite')) {
    // The app holds the folder while it runs: counts are read once it stopped.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpost-bench-redirect-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    ok =
      (await runOn(
        bareServer,
        'PGlite',
        () => openPglite(path.join(dataDir, 'pglite')),
        { INKPOST_DATA_DIR: dataDir, DATABASE_URL: '' },
        false,
      )) && ok;
  }
  if (!ok) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup().then(() => process.exit()));
