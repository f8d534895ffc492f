import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openPglite } from './client';

// Issue 38: the embedded Postgres keeps a small server's memory — its buffers as set, not the
// dedicated server's defaults (128 MB shared buffers, 64 MB per index build).
it('opens the embedded database with small buffers', async () => {
  const database = openPglite(null);
  try {
    const result = await database.db.execute(
      sql`select current_setting('shared_buffers') as shared, current_setting('maintenance_work_mem') as maintenance`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ shared: '16MB', maintenance: '16MB' }]);
  } finally {
    await database.close();
  }
});
