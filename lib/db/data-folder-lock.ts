import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite lets exactly one process use a data folder; a second one silently loses writes.
 * A lock file beside the folder, created atomically and holding the owner's PID, makes the
 * second process fail at once instead. A lock left by a dead process is taken over.
 */
export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database folder ${folder} is in use by another Inkpost process (pid ${ownerPid}). ` +
        'Only one process may open it at a time: stop the other process first, or set DATABASE_URL ' +
        'to a PostgreSQL server to run several processes side by side.',
    );
    this.name = 'DataFolderInUseError';
  }
}

export function lockPathFor(folder: string): string {
  return `${path.resolve(folder)}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Returns the PID holding the folder, or null when it is free (or held by a dead process). */
export function dataFolderOwner(folder: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockPathFor(folder), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function acquireDataFolder(folder: string): () => void {
  const lockPath = lockPathFor(folder);
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = dataFolderOwner(folder);
      if (owner !== null && owner !== process.pid) throw new DataFolderInUseError(folder, owner);
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock the embedded database folder ${folder}`);
}
