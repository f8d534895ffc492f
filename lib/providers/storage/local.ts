import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';
import { assertValidKey, isValidKey, type StoragePort } from './port';

export const LOCAL_URL_PREFIX = '/storage/';

/** The storage folder, read on every call so tests can point INKPOST_DATA_DIR elsewhere. */
export function localStorageRoot(): string {
  // The folder is data, not code: keep it out of Next.js's output file tracing.
  return path.resolve(/* turbopackIgnore: true */ env().INKPOST_DATA_DIR, 'storage');
}

/** The file of a key, or null when the key is invalid or would resolve outside the folder. */
export function localPathOf(key: string): string | null {
  if (!isValidKey(key)) return null;
  const root = localStorageRoot();
  const file = path.resolve(root, key);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Files on disk under `<INKPOST_DATA_DIR>/storage`, served by the /storage route. */
export const localStorage: StoragePort = {
  kind: 'local',

  async put(key, body) {
    assertValidKey(key);
    const file = localPathOf(key)!;
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside its final name, then renamed: a reader never sees a half-written file.
    const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temp, body);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { url: LOCAL_URL_PREFIX + key };
  },

  urlFor(key) {
    assertValidKey(key);
    return LOCAL_URL_PREFIX + key;
  },

  async read(key) {
    assertValidKey(key);
    return readFile(localPathOf(key)!);
  },

  async remove(keys) {
    keys.forEach(assertValidKey);
    // force: a file that is already gone is what we wanted.
    await Promise.all(keys.map((key) => rm(localPathOf(key)!, { force: true })));
  },
};
