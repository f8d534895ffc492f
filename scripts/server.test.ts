import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(__dirname, 'server.mjs');

describe('scripts/server.mjs --short-links-only (the scan process of a fleet)', () => {
  it('refuses to start on the embedded database, which belongs to one process, and says why', () => {
    const run = spawnSync(process.execPath, [SERVER, '0', '--short-links-only'], {
      env: { ...process.env, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'Inkpost cannot start: --short-links-only needs DATABASE_URL (a PostgreSQL server): the embedded database belongs to one process.',
    );
  });
});
