import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/health/ready/route';
import { getDatabase, getDb, openPostgres, setDatabase } from '@/lib/db/client';

/** What a load balancer sees: liveness always, readiness only with a current database. */

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} without a session', async () => {
    const response = health();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 when the database answers and has every migration', async () => {
    const response = await ready();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 migrations_pending when the newest migration has not been applied', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await getDb().execute(
      sql`update drizzle.__drizzle_migrations set created_at = -created_at where created_at = ${newest}`,
    );
    try {
      const response = await ready();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable', reason: 'migrations_pending' });
    } finally {
      await getDb().execute(sql`update drizzle.__drizzle_migrations set created_at = -created_at where created_at < 0`);
    }
    expect((await ready()).status).toBe(200);
  });

  it('answers 503 database_unreachable, naming no host or error, when the database is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const current = getDatabase();
    const down = openPostgres('postgres://inkpost:secret-password@127.0.0.1:1/inkpost', 1);
    setDatabase(down);
    try {
      const response = await ready();
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ status: 'unavailable', reason: 'database_unreachable' });
      expect(text).not.toMatch(/127\.0\.0\.1|secret|ECONNREFUSED/);
    } finally {
      setDatabase(current);
      await down.close();
      vi.restoreAllMocks();
    }
  });
});
