import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

/**
 * Makes every `ops` statement on `table` fail until the returned function runs: a real failure
 * of the store behind our code, with no mock of our own code.
 */
export async function failWritesTo(
  table: string,
  message = 'store unavailable',
  ops: Array<'insert' | 'update' | 'delete'> = ['insert'],
): Promise<() => Promise<void>> {
  const db = getDb();
  const fn = `refuse_${table}_${ops.join('_')}`;
  await db.execute(
    sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
      begin raise exception '${message}'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ${fn} before ${ops.join(' or ')} on ${table} for each row execute function ${fn}()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${fn} on ${table}`));
    await db.execute(sql.raw(`drop function ${fn}()`));
  };
}

/** Inserts into `table` fail until the returned function runs. */
export const failInsertsInto = (table: string, message?: string) => failWritesTo(table, message, ['insert']);
