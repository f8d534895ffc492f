import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '@/lib/db/client';
import { lockPathFor } from '@/lib/db/data-folder-lock';

const folders: string[] = [];
function tempFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpost-lock-'));
  folders.push(dir);
  return path.join(dir, 'pglite');
}

afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Opens the embedded database in a separate Node process, as a second `npm start` would. */
function openInAnotherProcess(folder: string) {
  const script = `
    const client = await import('./lib/db/client.ts');
    const { openPglite } = client.openPglite ? client : client.default;
    const db = openPglite(${JSON.stringify(folder)});
    await db.close();
    console.log('opened');`;
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/outside-next.mjs', '--input-type=module', '-e', script],
    {
      cwd: process.cwd(),
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
}

describe('embedded database folder lock', () => {
  it('a second process fails at once with a clear message while the first keeps its data', async () => {
    const folder = tempFolder();
    const first = openPglite(folder);
    await first.db.execute('create table notes (body text)');
    await first.db.execute("insert into notes values ('kept')");

    const second = openInAnotherProcess(folder);
    expect(second.status).not.toBe(0);
    expect(second.stderr).toContain(
      `The embedded database folder ${folder} is in use by another Inkpost process (pid ${process.pid})`,
    );
    expect(second.stdout).not.toContain('opened');

    const rows = await first.db.execute('select body from notes');
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ body: 'kept' }]);
    await first.close();
    expect(fs.existsSync(lockPathFor(folder))).toBe(false);

    // Once the first process let go, the folder opens again with the data in it.
    const again = openInAnotherProcess(folder);
    expect(again.stdout).toContain('opened');
    // Two child processes that load tsx: on a busy two-core machine, more than the default 30 s.
  }, 120_000);

  it('takes over a lock left behind by a process that died', async () => {
    const folder = tempFolder();
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    fs.writeFileSync(lockPathFor(folder), dead.stdout.trim());
    const database = openPglite(folder);
    expect(fs.readFileSync(lockPathFor(folder), 'utf8')).toBe(String(process.pid));
    await database.close();
  });
});
