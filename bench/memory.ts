// What an idle Inkpost costs in memory, and what 10,000 page views leave behind: the resident
// memory (RSS) of the production server (scripts/server.mjs, what `npm start` runs) right after
// start, after 10,000 views of a server-rendered page (/login, 10 at a time), and 10 s later, on
// the embedded database (PGlite, in the server's own memory) and on PostgreSQL.
//
//   npm run bench:memory            # = node --import tsx bench/memory.ts
//
// Environment (all optional):
//   BENCH_DATABASE_URL   admin URL of a local PostgreSQL server   postgres://postgres@127.0.0.1:5432/postgres
//   BENCH_VIEWS          page views                              10000
//   BENCH_PORT           port of the app                         3950
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '@/lib/db/client';
import { prepareDatabase } from '@/lib/db/prepare';
import { buildIfStale, runAdminStatement, startAppServer } from './bench-support';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const VIEWS = Number(process.env.BENCH_VIEWS || 10_000);
const PORT = Number(process.env.BENCH_PORT || 3950);
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-bench';
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/^VmRSS:\s+(\d+) kB$/m)?.[1]);
  return Math.round(kb / 1024);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(label: string, env: Record<string, string>) {
  const server = await startAppServer(PORT, DIST_DIR, env);
  try {
    await sleep(5000); // boot work (migrations on PGlite, first jobs) settles
    const idle = rssMb(server.pid!);
    const result = await autocannon({ url: `${ORIGIN}/login`, connections: 10, amount: VIEWS });
    const loaded = rssMb(server.pid!);
    await sleep(10_000);
    const after = rssMb(server.pid!);
    const ok = result['2xx'];
    return { database: label, 'idle MB': idle, 'after views MB': loaded, '10 s later MB': after, 'views/s': Math.round(result.requests.average), '2xx': ok, errors: result.errors + result.non2xx };
  } finally {
    await server.stop();
  }
}

async function main() {
  buildIfStale(DIST_DIR);
  const rows = [];

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpost-bench-memory-'));
  try {
    rows.push(await measure('PGlite', { INKPOST_DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const name = `inkpost_bench_memory_${Date.now()}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await runAdminStatement(ADMIN_URL, `create database ${pg.escapeIdentifier(name)}`);
  try {
    const database = openPostgres(url.toString(), 2);
    await prepareDatabase(database);
    await database.close();
    rows.push(await measure('PostgreSQL', { DATABASE_URL: url.toString() }));
  } finally {
    await runAdminStatement(ADMIN_URL, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  }

  console.log(`\nResident memory of scripts/server.mjs, ${VIEWS} views of /login, ${os.cpus().length} cores, node ${process.version}`);
  console.table(rows);
  const failed = rows.filter((r) => r['2xx'] !== VIEWS || r.errors > 0);
  if (failed.length) {
    console.error(`FAIL not every view answered 2xx: ${failed.map((r) => r.database).join(', ')}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
