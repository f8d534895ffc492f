import 'server-only';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { acquireDataFolder } from './data-folder-lock';
import { listenOnPostgres } from './listen-postgres.mjs';
import { env } from '@/lib/env';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: data functions accept both. */
export type Queryable = Db | Tx;

type Notification = (payload: string) => void;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Subscribes to a NOTIFY channel; resolves to an unsubscribe function. `onLost` runs if the
   * listening session ends by itself (notifications may have been missed from then on).
   */
  listen(channel: string, onPayload: Notification, onLost?: () => void): Promise<() => Promise<void>>;
  /** One statement as text with $n parameters: the rows (statements shared with plain-JS code). */
  query<Row>(text: string, params: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
};

// Next.js may load this module once per bundle (pages, route handlers, instrumentation) in one
// process, so the connection lives on globalThis: one database handle per process.
const GLOBAL_KEY = Symbol.for('inkpost.database');
type Holder = { [GLOBAL_KEY]?: Database };
const holder = globalThis as Holder;

export function getDatabase(): Database {
  holder[GLOBAL_KEY] ??= openFromEnv();
  return holder[GLOBAL_KEY];
}

export function getDb(): Db {
  return getDatabase().db;
}

/** Installs a database for this process (tests, scripts). */
export function setDatabase(database: Database | undefined): void {
  holder[GLOBAL_KEY] = database;
}

function openFromEnv(): Database {
  const { DATABASE_URL, INKPOST_DATA_DIR } = env();
  if (DATABASE_URL) return openPostgres(DATABASE_URL);
  return openPglite(path.join(INKPOST_DATA_DIR, 'pglite'));
}

/**
 * The embedded Postgres lives in the server's own memory, and WebAssembly memory never shrinks:
 * what Postgres touches once stays resident. Its defaults are a dedicated server's (128 MB of
 * shared buffers, 64 MB per index build), about 250 MB of a small host's RAM; these keep it near
 * 130 MB (issue 38, decision 052). Pages not in the buffers are still in the OS page cache,
 * which the kernel can give back.
 */
export const PGLITE_SETTINGS = ['shared_buffers = 16MB', 'maintenance_work_mem = 16MB'];

export function openPglite(folder: string | null): Database {
  const release = folder ? acquireDataFolder(folder) : () => {};
  // pg_trgm: the trigram indexes of the Tracking page's search (migration 0017).
  const options = { extensions: { pg_trgm }, postgresqlconf: PGLITE_SETTINGS };
  const client = folder ? new PGlite(path.resolve(folder), options) : new PGlite(options);
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async query<Row>(text: string, params: unknown[]) {
      return (await client.query<Row>(text, params)).rows;
    },
    async close() {
      await client.close();
      release();
    },
  };
}

export function openPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', (error) => console.error(`[${new Date().toISOString()}] postgres pool error`, error));
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema }) as unknown as Db,
    listen: (channel, onPayload, onLost) => listenOnPostgres(connectionString, channel, onPayload, onLost),
    async query<Row>(text: string, params: unknown[]) {
      return (await pool.query(text, params)).rows as Row[];
    },
    async close() {
      await pool.end();
    },
  };
}
