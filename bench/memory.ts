// What an idle Inkpost costs in memory, and what use leaves behind: the resident memory (RSS) of
// the production server (scripts/server.mjs, what `npm start` runs) right after start, after a
// signed-in tour of every page (each 20 times), after 10,000 views of a server-rendered page
// (/login, 10 at a time), and 10 s later, on the embedded database (PGlite, in the server's own
// memory) and on PostgreSQL. Then a signed-in user uploads a 400 MB template image twice
// (chunked, then with its length declared): the peak RSS while it streams must stay within 50 MB
// of before (exit 1 otherwise). Last, what each part holds, each measured alone in a process of
// its own: Node.js itself (an empty script), the embedded database as the app opens it and the
// link index over BENCH_LINKS links (bench/memory-parts.ts); Next.js and the app are the
// PostgreSQL server's idle figure less Node.js.
//
//   npm run bench:memory            # = node --import tsx --import ./scripts/outside-next.mjs bench/memory.ts
//
// Environment (all optional):
//   BENCH_DATABASE_URL   admin URL of a local PostgreSQL server   postgres://postgres@127.0.0.1:5432/postgres
//   BENCH_VIEWS          page views                              10000
//   BENCH_PORT           port of the app                         3950
//   BENCH_LINKS          links in the link-index part            20000
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import http from 'node:http';
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '@/lib/auth/session-cookie-name';
import { openPglite, openPostgres, setDatabase, type Database } from '@/lib/db/client';
import { prepareDatabase } from '@/lib/db/prepare';
import { createAccount, type Account } from './bench-account';
import {
  buildIfStale,
  processTree,
  privateMb,
  ROOT,
  rssMb,
  runAdminStatement,
  startAppServer,
  treeMemoryMb,
} from './bench-support';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const VIEWS = Number(process.env.BENCH_VIEWS || 10_000);
const PORT = Number(process.env.BENCH_PORT || 3950);
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-bench';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LINKS = Number(process.env.BENCH_LINKS || 20_000);
/** Every page a signed-in user can reach from the menus (the admin's /pricing aside). */
const TOUR = [
  '/templates',
  '/campaigns',
  '/contacts',
  '/orders',
  '/orders?filter=all',
  '/tracking',
  '/tracking?tab=phone',
  '/profile?tab=account',
  '/profile?tab=billing',
  '/profile?tab=integrations',
  '/profile?tab=security',
  '/developers',
];
const TOUR_ROUNDS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const UPLOAD_BYTES = 400 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024);

/**
 * One 400 MB template image POSTed as the signed-in user, streamed 1 MB at a time, with its
 * length declared or chunked. Stops sending once the server has answered (it answers 413 at the
 * 20 MB cap, or before reading when the length is declared). Returns the status and how much was
 * sent; samples the server's memory every 20 ms meanwhile and returns the peak.
 */
async function upload(sessionToken: string, memory: () => number, declared: boolean) {
  const boundary = 'bench-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  let peak = memory();
  const sampler = setInterval(() => (peak = Math.max(peak, memory())), 20);
  try {
    const outcome = await new Promise<{ status: number | string; sentMb: number }>((resolve) => {
      let sent = 0;
      let answered = false;
      const request = http.request(`${ORIGIN}/api/templates/images`, {
        method: 'POST',
        headers: {
          cookie: `${SESSION_COOKIE}=${sessionToken}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(declared ? { 'content-length': String(head.length + UPLOAD_BYTES) } : { 'transfer-encoding': 'chunked' }),
        },
      });
      const done = (status: number | string) => {
        if (answered) return;
        answered = true;
        request.destroy();
        resolve({ status, sentMb: Math.round(sent / 1024 / 1024) });
      };
      request.on('response', (response) => {
        response.resume();
        done(response.statusCode ?? 0);
      });
      request.on('error', (error) => done(`closed (${(error as NodeJS.ErrnoException).code ?? error.message})`));
      const pump = () => {
        while (!answered && sent < UPLOAD_BYTES) {
          sent += CHUNK.length;
          if (!request.write(CHUNK)) return request.once('drain', pump);
        }
        if (!answered) request.end();
      };
      request.write(head);
      pump();
    });
    return { ...outcome, peak };
  } finally {
    clearInterval(sampler);
  }
}

/** Every page of TOUR, TOUR_ROUNDS times over, signed in; each must answer 200. */
async function tour(sessionToken: string) {
  for (let round = 0; round < TOUR_ROUNDS; round++) {
    for (const page of TOUR) {
      const response = await fetch(`${ORIGIN}${page}`, {
        headers: { cookie: `${SESSION_COOKIE}=${sessionToken}` },
        redirect: 'manual',
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page} answered ${response.status} on the tour`);
    }
  }
}

async function measure(label: string, env: Record<string, string>, account: Account) {
  const server = await startAppServer(PORT, DIST_DIR, env);
  try {
    await sleep(5000); // boot work (migrations on PGlite, first jobs) settles
    // The front process and the Next.js process it started, together, each page counted once;
    // and, for comparison, their RSS summed (which counts Node.js's binary twice).
    const pids = processTree(server.pid);
    const memory = () => treeMemoryMb(pids);
    const rssSummed = () => pids.reduce((sum, pid) => sum + rssMb(pid), 0);
    const idle = memory();
    const idleSummed = rssSummed();
    const frontIdle = rssMb(server.pid);
    const frontOwn = privateMb(server.pid);
    await tour(account.sessionToken);
    const toured = memory();
    const touredSummed = rssSummed();
    const result = await autocannon({ url: `${ORIGIN}/login`, connections: 10, amount: VIEWS });
    const loaded = memory();
    await sleep(10_000);
    const after = memory();
    const chunked = await upload(account.sessionToken, memory, false);
    const declared = await upload(account.sessionToken, memory, true);
    await sleep(2000);
    const afterUploads = memory();
    return {
      row: {
        database: label,
        'idle MB': idle,
        'front idle MB': frontIdle,
        'front own MB': frontOwn,
        'after the tour MB': toured,
        'idle, RSS summed': idleSummed,
        'tour, RSS summed': touredSummed,
        'after views MB': loaded,
        '10 s later MB': after,
        'views/s': Math.round(result.requests.average),
        '2xx': result['2xx'],
        errors: result.errors + result.non2xx,
      },
      uploads: [
        {
          database: label,
          upload: '400 MB, chunked',
          answer: chunked.status,
          'sent MB': chunked.sentMb,
          'before MB': after,
          'peak MB': chunked.peak,
          'peak growth MB': chunked.peak - after,
        },
        {
          database: label,
          upload: '400 MB, declared length',
          answer: declared.status,
          'sent MB': declared.sentMb,
          'before MB': after,
          'peak MB': declared.peak,
          'peak growth MB': declared.peak - after,
        },
        {
          database: label,
          upload: '2 s after both',
          answer: '',
          'sent MB': 0,
          'before MB': after,
          'peak MB': afterUploads,
          'peak growth MB': afterUploads - after,
        },
      ],
    };
  } finally {
    await server.stop();
  }
}

/** Migrates and seeds the database and makes the signed-in user of the upload, then lets go of it for the server. */
async function prepare(database: Database): Promise<Account> {
  setDatabase(database);
  try {
    await prepareDatabase(database);
    return await createAccount(database);
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}

type Part = { addedMb: number; links?: number };

/** Node.js running an empty script: what every process of ours starts from. */
function nodeAloneMb(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 2000)'], { stdio: 'ignore' });
  return new Promise((resolve) => setTimeout(() => resolve(rssMb(child.pid!)), 1500));
}

/** One part measured alone: bench/memory-parts.ts in a child process, its JSON answer. */
function part(name: 'pglite' | 'link-index', dataDir: string): Promise<Part> {
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      './scripts/outside-next.mjs',
      'bench/memory-parts.ts',
      name,
      dataDir,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!))
        : reject(new Error(`${name} part exited ${code}`)),
    ),
  );
}

/** LINKS postcard links of one campaign, as the link-index part reads them. */
async function addLinks(dataDir: string, userId: string) {
  const database = openPglite(path.join(dataDir, 'pglite'));
  try {
    const db = database.db;
    await db.execute(
      sql`insert into templates (user_id, name, size, message) values (${userId}, 'Bench card', '4x6', 'Hi {{recipient_name}}')`,
    );
    await db.execute(sql`insert into campaigns (user_id, name, template_id, type)
      select ${userId}, 'Bench campaign', id, 'single' from templates where user_id = ${userId}`);
    await db.execute(sql`insert into tracking_urls (id, name, target_url, user_id, campaign_id)
      select 'bm' || lpad(g::text, 10, '0'), 'Card ' || g, 'https://example.com/open-house', ${userId},
        (select id from campaigns where user_id = ${userId})
      from generate_series(1, ${LINKS}::int) g`);
  } finally {
    await database.close();
  }
}

async function main() {
  buildIfStale(DIST_DIR);
  const results = [];
  const parts: Part[] = [];
  let nodeMb = 0;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpost-bench-memory-'));
  try {
    const account = await prepare(openPglite(path.join(dataDir, 'pglite')));
    results.push(await measure('PGlite', { INKPOST_DATA_DIR: dataDir, DATABASE_URL: '' }, account));
    await addLinks(dataDir, account.userId);
    nodeMb = await nodeAloneMb();
    parts.push(await part('pglite', dataDir), await part('link-index', dataDir));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const name = `inkpost_bench_memory_${Date.now()}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await runAdminStatement(ADMIN_URL, `create database ${pg.escapeIdentifier(name)}`);
  try {
    const account = await prepare(openPostgres(url.toString(), 2));
    results.push(await measure('PostgreSQL', { DATABASE_URL: url.toString() }, account));
  } finally {
    await runAdminStatement(ADMIN_URL, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  }

  const rows = results.map((r) => r.row);
  console.log(
    `\nResident memory of scripts/server.mjs (the front and its Next.js process, pages they share counted once), ${VIEWS} views of /login, ${os.cpus().length} cores, node ${process.version}`,
  );
  console.table(rows);
  console.log('\nA 400 MB template image upload, signed in (the route answers 413 at its 20 MB cap)');
  console.table(results.flatMap((r) => r.uploads));
  const [pglite, linkIndex] = parts;
  const { 'idle MB': postgresIdle, 'front own MB': postgresFront } = rows.find((r) => r.database === 'PostgreSQL')!;
  console.log('\nWhat holds the memory: each part alone in a process of its own (bench/memory-parts.ts)');
  console.table([
    { part: 'Node.js alone (an empty script)', MB: nodeMb },
    {
      part: `the front process, its own pages (PGlite server idle; RSS ${rows[0]['front idle MB']} with Node.js's shared ones)`,
      MB: rows[0]['front own MB'],
    },
    {
      part: 'Next.js and the app (PostgreSQL server idle, less its front and Node.js)',
      MB: postgresIdle - postgresFront - nodeMb,
    },
    { part: 'the embedded database (PGlite, opened as the app opens it)', MB: pglite.addedMb },
    { part: `the link index, ${linkIndex.links} links (V8 heap after a full collection)`, MB: linkIndex.addedMb },
    {
      part: 'what the tour and the views leave (PGlite server: 10 s after the views, less idle)',
      MB: rows[0]['10 s later MB'] - rows[0]['idle MB'],
    },
  ]);
  // Issue 38: what a small server needs on the embedded database.
  const budgets = [
    { ok: rows[0]['idle MB'] <= 300, text: `PGlite idle: ${rows[0]['idle MB']} MB (budget: at most 300)` },
    {
      ok: rows[0]['after the tour MB'] <= 350,
      text: `PGlite after the tour: ${rows[0]['after the tour MB']} MB (budget: at most 350)`,
    },
  ];
  for (const budget of budgets) console.log(`${budget.ok ? 'ok  ' : 'FAIL'} ${budget.text}`);
  const failed = rows.filter((r) => r['2xx'] !== VIEWS || r.errors > 0);
  if (failed.length) {
    console.error(`FAIL not every view answered 2xx: ${failed.map((r) => r.database).join(', ')}`);
    process.exit(1);
  }
  const grew = results.flatMap((r) => r.uploads).filter((u) => u['peak growth MB'] >= 50);
  if (grew.length) {
    console.error(
      `FAIL an upload grew the server by 50 MB or more: ${grew.map((u) => `${u.database} ${u.upload}`).join(', ')}`,
    );
    process.exit(1);
  }
  if (budgets.some((budget) => !budget.ok)) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
