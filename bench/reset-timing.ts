// Does the forgot-password answer take longer for an email that has an account? (issue 33,
// decision 041). Times the request's own work, as lib/auth/request-password-reset.ts does it: the
// attempt reserved for the email and the client, then the link and its queued mail (or, for an
// unknown email, the same statement inserting nothing). Known and unknown emails alternate, each
// a fresh email and a fresh client so no limit answers instead; prints the median and the
// quartiles of each, and their difference, for the whole request and for the part that differs
// (the link and its mail; the attempt's cost is the same for both and swings with the machine).
//
//   node --import tsx --import ./scripts/outside-next.mjs bench/reset-timing.ts
//
// On embedded PGlite in a temporary folder (what `npm start` runs), and on a throwaway database of
// the PostgreSQL server of BENCH_DATABASE_URL when it is set (an admin URL, local servers only,
// e.g. postgres://postgres@127.0.0.1:5432/postgres). BENCH_RUNS requests of each kind (default 50).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { reserveAttempt } from '@/lib/auth/attempt-limits';
import { localAuth } from '@/lib/auth/local-adapter';
import { openPglite, openPostgres, setDatabase, type Database } from '@/lib/db/client';
import { prepareDatabase } from '@/lib/db/prepare';
import { runAdminStatement } from './bench-support';

const RUNS = Number.parseInt(process.env.BENCH_RUNS || '50', 10);

function quantile(sorted: number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.ceil(at)] - sorted[low]) * (at - low);
}

const describe = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p25: quantile(sorted, 0.25), p75: quantile(sorted, 0.75) };
};

const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

/** One forgot-password request's work, as requestPasswordReset does it: its time, and the reset part's. */
async function request(email: string, client: string): Promise<{ whole: number; reset: number }> {
  const started = process.hrtime.bigint();
  if ((await reserveAttempt('password_reset', email, client)) === null) throw new Error(`limited: ${email}`);
  const resetStarted = process.hrtime.bigint();
  await localAuth.sendPasswordReset(email);
  return { whole: since(started), reset: since(resetStarted) };
}

async function measure(label: string, database: Database) {
  setDatabase(database);
  await prepareDatabase(database);
  for (let i = 0; i < RUNS; i++) await localAuth.createUser(`known${i}@example.com`, 'bench-password-1');
  // Warm-up: the statements' plans and the tables' pages, for both kinds.
  for (let i = 0; i < 5; i++) {
    await request(`warm${i}@example.com`, `192.0.2.${i}`);
    await localAuth.createUser(`warm-known${i}@example.com`, 'bench-password-1');
    await request(`warm-known${i}@example.com`, `192.0.2.${100 + i}`);
  }
  const known: Array<{ whole: number; reset: number }> = [];
  const unknown: Array<{ whole: number; reset: number }> = [];
  for (let i = 0; i < RUNS; i++) {
    // Alternating, starting with the other kind every round: drift on a shared machine hits both.
    const pair = [
      async () => known.push(await request(`known${i}@example.com`, `198.51.100.${i % 250}`)),
      async () => unknown.push(await request(`nobody${i}@example.com`, `203.0.113.${i % 250}`)),
    ];
    if (i % 2) pair.reverse();
    for (const run of pair) await run();
  }
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  for (const part of ['whole', 'reset'] as const) {
    const k = describe(known.map((run) => run[part]));
    const u = describe(unknown.map((run) => run[part]));
    console.log(
      `${label}, ${part === 'whole' ? 'whole request' : 'link and mail only'}: ` +
        `known median ${ms(k.median)} (p25 ${ms(k.p25)}, p75 ${ms(k.p75)}); ` +
        `unknown median ${ms(u.median)} (p25 ${ms(u.p25)}, p75 ${ms(u.p75)}); ` +
        `difference ${ms(k.median - u.median)} over ${RUNS} each`,
    );
  }
  setDatabase(undefined);
  await database.close();
}

async function main() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'inkpost-reset-timing-'));
  try {
    await measure('PGlite', openPglite(path.join(folder, 'pglite')));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return;
  const name = `inkpost_reset_timing_${Date.now()}`;
  await runAdminStatement(adminUrl, `create database ${pg.escapeIdentifier(name)}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await measure('PostgreSQL', openPostgres(url.toString(), 2));
  } finally {
    await runAdminStatement(adminUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
