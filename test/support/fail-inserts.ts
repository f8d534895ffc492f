import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

/**
 * Makes every insert into `table` fail until the returned function runs: a real failure of the
 * store behind a port, with no mock of our own code.
 */
export async function failInsertsInto(table: string, message = 'store unavailable'): Promise<() => Promise<void>> {
  const db = getDb();
  const fn = `refuse_${table}`;
  await db.execute(
    sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
      begin raise exception '${message}'; end $$`),
  );
  await db.execute(sql.raw(`create trigger ${fn} before insert on ${table} for each row execute function ${fn}()`));
  return async () => {
    await db.execute(sql.raw(`drop trigger ${fn} on ${table}`));
    await db.execute(sql.raw(`drop function ${fn}()`));
  };
}
