import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '@/lib/db/client';
import { prepareDatabase } from '@/lib/db/prepare';
import { seedDatabase } from '@/lib/db/seed';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '']);

/** Tests truncate tables: they must never run against anything but a database on this machine. */
export function assertLocalDatabase(url: string): void {
  const { hostname } = new URL(url);
  const socketHost = new URL(url).searchParams.get('host') ?? '';
  if (!LOCAL_HOSTS.has(hostname) && !socketHost.startsWith('/')) {
    throw new Error(`Refusing to run tests against a non-local database (${hostname}).`);
  }
}

/**
 * Each test worker gets a database of its own beside TEST_DATABASE_URL's (`<name>_w<worker>`,
 * created on first use), so test files run in parallel on PostgreSQL as they do on PGlite.
 */
export async function workerDatabaseUrl(url: string): Promise<string> {
  const worker = process.env.VITEST_POOL_ID ?? '1';
  const target = new URL(url);
  const name = `${decodeURIComponent(target.pathname.slice(1))}_w${worker}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  target.pathname = `/${encodeURIComponent(name)}`;
  return target.toString();
}

export async function openTestDatabase(): Promise<Database> {
  let database: Database;
  if (process.env.INKPOST_TEST_DATABASE === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    assertLocalDatabase(url);
    database = openPostgres(await workerDatabaseUrl(url), 4);
  } else {
    database = openPglite(null);
  }
  await prepareDatabase(database);
  return database;
}

/** Empties every table and seeds plans, prices and styles again: each test starts the same. */
export async function resetTestDatabase(database: Database): Promise<void> {
  const rows = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const list = (rows as unknown as { rows: { tablename: string }[] }).rows.map((r) => `"${r.tablename}"`).join(', ');
  if (list) await database.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
  await seedDatabase(database.db);
}
