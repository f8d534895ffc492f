import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { MIGRATIONS_FOLDER } from '@/lib/db/migrate';
import { logError } from '@/lib/errors';

export type Readiness = { ready: true } | { ready: false; reason: 'database_unreachable' | 'migrations_pending' };

/** A load balancer gives up on a check long before a hung connection would. */
const DATABASE_TIMEOUT_MS = 3000;

let newestShipped: number | undefined;

/**
 * When drizzle-kit generated the newest migration this build ships (its journal's `when`). Read
 * once: the files cannot change under a running process, and the probe runs every few seconds.
 */
function newestShippedMigration(): number {
  if (newestShipped === undefined) {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    newestShipped = Math.max(...journal.entries.map((e) => e.when));
  }
  return newestShipped;
}

/**
 * Whether this process can serve: the database answers within the timeout and has every
 * migration this build ships (drizzle's migrator records each one's `when` as created_at, and
 * applies in that order). Reasons are codes, never connection details.
 */
export async function checkReadiness(): Promise<Readiness> {
  let newestApplied: number;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const query = getDb().execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_TIMEOUT_MS} ms`)), DATABASE_TIMEOUT_MS);
    });
    const result = await Promise.race([query, timeout]);
    const [row] = (result as unknown as { rows: { newest: string | null }[] }).rows;
    newestApplied = Number(row?.newest ?? 0);
  } catch (error) {
    logError('readiness check: database', error);
    return { ready: false, reason: 'database_unreachable' };
  } finally {
    clearTimeout(timer);
  }
  return newestApplied >= newestShippedMigration() ? { ready: true } : { ready: false, reason: 'migrations_pending' };
}
