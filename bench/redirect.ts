// Measures the QR short link /r/{id} of the production build against a bare node:http server
// that answers every request with a fixed 302, in the same run on the same machine, and checks
// that every redirected request was counted exactly once. Budget (architecture brief): at least
// half the requests per second of the bare server; no scan lost.
//
//   npm run bench:redirect            # = node --import tsx bench/redirect.ts
//
// It creates a throwaway database inkpost_bench_redirect_<timestamp> on the PostgreSQL server of
// BENCH_DATABASE_URL (local servers only), migrates it, adds one tracking URL, builds the app into
// .next-bench (or NEXT_DIST_DIR) when the sources are newer, starts it with scripts/server.mjs
// (what `npm start` runs), loads both servers with
// autocannon (a fixed number of requests each), waits for the scans to be folded into access_count, and drops the database at the
// end, also when something fails. Exits non-zero when a check fails.
//
// Environment (all optional):
//   BENCH_DATABASE_URL   admin URL of the PostgreSQL server   postgres://postgres@127.0.0.1:5432/postgres
//   BENCH_CONNECTIONS    concurrent connections               100
//   BENCH_REQUESTS       requests to the app (the bare server gets 10x)   100000
//   BENCH_PORT           port of the app                      3900 (the bare server uses +1)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres, type Database } from '@/lib/db/client';
import { prepareDatabase } from '@/lib/db/prepare';
import { trackingUrls } from '@/lib/db/schema';
import { buildIfStale, runAdminStatement, waitForPort } from './bench-support';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 100);
const APP_REQUESTS = Number(process.env.BENCH_REQUESTS || 100_000);
// The bare server is much faster: give it enough requests to run about as long.
const BARE_REQUESTS = APP_REQUESTS * 10;
const APP_PORT = Number(process.env.BENCH_PORT || 3900);
const BARE_PORT = APP_PORT + 1;
const ROOT = path.resolve(__dirname, '..');
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-bench';
const TRACKING_ID = 'benchqr00001';
const TARGET = 'https://example.com/landing';
// A phone's browser, so the bot filter counts every request.
const USER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

const adminUrl = new URL(ADMIN_URL);
if (!['localhost', '127.0.0.1', '::1', '[::1]', ''].includes(adminUrl.hostname)) {
  throw new Error(`BENCH_DATABASE_URL must point at a local server (got ${adminUrl.hostname}): the bench creates and drops a database.`);
}
const DB_NAME = `inkpost_bench_redirect_${Date.now()}`;
const benchUrl = new URL(ADMIN_URL);
benchUrl.pathname = `/${DB_NAME}`;

let created = false;
let database: Database | undefined;
const children = new Set<ChildProcess>();

let cleanedUp: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleanedUp ??= (async () => {
    for (const child of children) child.kill('SIGKILL');
    await database?.close().catch(() => {});
    if (created) {
      await runAdminStatement(ADMIN_URL, `drop database if exists ${pg.escapeIdentifier(DB_NAME)} with (force)`)
        .then(() => console.log(`dropped database ${DB_NAME}`))
        .catch((error) => console.error(`could not drop database ${DB_NAME}: ${error.message}`));
    }
  })();
  return cleanedUp;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

function startApp(): ChildProcess {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/server.mjs'), String(APP_PORT)], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: DIST_DIR, DATABASE_URL: benchUrl.toString(), APP_URL: `http://127.0.0.1:${APP_PORT}` },
  });
  children.add(child);
  return child;
}

// The yardstick: the least a node process can do to answer a redirect.
function startBareServer(): ChildProcess {
  const source = `require('node:http').createServer((req, res) => { res.writeHead(302, { Location: ${JSON.stringify(TARGET)}, 'Cache-Control': 'no-store' }); res.end(); }).listen(${BARE_PORT});`;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'inherit' });
  children.add(child);
  return child;
}

type Load = { rps: number; p99: number; redirects: number; errors: number; other: number };

// A fixed number of requests rather than a duration: a run cut off by time leaves requests in
// flight that the server answers (and counts) but the client never tallies.
async function load(url: string, amount: number): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, amount, headers: { 'user-agent': USER_AGENT } });
  return {
    rps: (result.requests.total / result.duration),
    p99: result.latency.p99,
    redirects: result['3xx'],
    errors: result.errors + result.timeouts,
    other: result['1xx'] + result['2xx'] + result['4xx'] + result['5xx'],
  };
}

async function counted(): Promise<{ views: number; scans: number; unfolded: number }> {
  const client = new pg.Client({ connectionString: benchUrl.toString() });
  await client.connect();
  const { rows } = await client.query(
    `select (select access_count from tracking_urls where id = $1) as views,
            (select coalesce(sum(scans), 0)::int from tracking_url_scans where tracking_url_id = $1) as scans,
            (select count(*)::int from tracking_url_scans where not folded) as unfolded`,
    [TRACKING_ID],
  );
  await client.end();
  return rows[0];
}

async function main() {
  await runAdminStatement(ADMIN_URL, `create database ${pg.escapeIdentifier(DB_NAME)}`);
  created = true;
  database = openPostgres(benchUrl.toString(), 2);
  await prepareDatabase(database);
  await database.db.insert(trackingUrls).values({ id: TRACKING_ID, name: 'Bench', target_url: TARGET, user_id: randomUUID() });

  buildIfStale(DIST_DIR);
  startApp();
  startBareServer();
  const appUrl = `http://127.0.0.1:${APP_PORT}/r/${TRACKING_ID}`;
  const bareUrl = `http://127.0.0.1:${BARE_PORT}/r/${TRACKING_ID}`;
  await Promise.all([waitForPort(appUrl), waitForPort(bareUrl)]);

  // Warm both up (JIT, the app's route and connection pool), then measure each in turn.
  const warm = await load(appUrl, 2_000);
  await load(bareUrl, 20_000);
  const bare = await load(bareUrl, BARE_REQUESTS);
  const app = await load(appUrl, APP_REQUESTS);
  const expected = 1 + warm.redirects + app.redirects; // + the waitForPort probe

  let state = await counted();
  const deadline = Date.now() + 30_000;
  while ((state.unfolded > 0 || state.views !== state.scans) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    state = await counted();
  }

  const ratio = app.rps / bare.rps;
  console.log(`\n/r/{id} with ${CONNECTIONS} connections, ${APP_REQUESTS} requests (bare: ${BARE_REQUESTS}), ${process.platform} ${process.arch}, node ${process.version}`);
  console.table({
    'bare node:http 302': { 'req/s': Math.round(bare.rps), 'p99 ms': bare.p99, redirects: bare.redirects, errors: bare.errors },
    'Inkpost /r/{id}': { 'req/s': Math.round(app.rps), 'p99 ms': app.p99, redirects: app.redirects, errors: app.errors },
  });
  const checks = [
    { ok: ratio >= 0.5, text: `requests per second ${(ratio * 100).toFixed(0)}% of the bare server (budget: at least 50%)` },
    { ok: app.errors === 0 && app.other === 0, text: `every app request answered 302 (${app.errors} errors, ${app.other} other statuses)` },
    { ok: state.scans === expected, text: `scans recorded: ${state.scans} of ${expected} redirects` },
    { ok: state.views === expected && state.unfolded === 0, text: `access_count ${state.views} of ${expected}, ${state.unfolded} scans not folded` },
  ];
  for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.text}`);
  if (checks.some((c) => !c.ok)) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
